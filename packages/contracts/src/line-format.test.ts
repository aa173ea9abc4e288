import { describe, expect, it } from 'vitest';
import { zCheckedIccid, zCheckedImei, zCheckedSimNumber, zNickname } from './fields';
import { passesLuhn } from './field-patterns';
import {
  esimInstallUrl,
  formatMdn,
  formatUsContactNumber,
  normalizeUsNumber,
  parseActivationCode,
} from './line-format';
import { MESSAGES } from './messages';
import { PRODUCT_MESSAGES } from './product-messages';

describe('numbers and activation codes', () => {
  it('formats a US number as (212) 555-0147 and leaves anything else alone', () => {
    expect(formatMdn('2125550147')).toBe('(212) 555-0147');
    expect(formatMdn('+1 (212) 555-0147')).toBe('(212) 555-0147');
    expect(formatMdn('12345')).toBe('12345');
    expect(normalizeUsNumber('1-212-555-0147')).toBe('2125550147');
  });

  it("formats a saved US contact number as (512) 555-0143 and leaves another country's alone", () => {
    expect(formatUsContactNumber('+15125550143')).toBe('(512) 555-0143');
    expect(formatUsContactNumber('5125550101')).toBe('(512) 555-0101');
    expect(formatUsContactNumber('+442071234567')).toBe('+442071234567');
    expect(formatUsContactNumber('1125550101')).toBe('1125550101');
  });

  it('splits an LPA activation code into SM-DP+ address and matching id', () => {
    expect(parseActivationCode('LPA:1$smdp.example.com$ABCDE-12345')).toEqual({
      smdpAddress: 'smdp.example.com',
      matchingId: 'ABCDE-12345',
    });
    expect(parseActivationCode('LPA:1$only-one-part')).toBeUndefined();
    expect(parseActivationCode('http://example.com')).toBeUndefined();
  });

  it("builds Apple's one-tap install link with the whole code escaped", () => {
    expect(esimInstallUrl('LPA:1$smdp.example.com$AB-12')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.example.com%24AB-12',
    );
  });
});

describe('check digits', () => {
  it('passesLuhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('490154203237518')).toBe(true);
    expect(passesLuhn('4901 5420')).toBe(false);
  });

  it.each([
    [
      zCheckedImei,
      '490154203237518',
      '490154203237519',
      MESSAGES.invalidImei,
      PRODUCT_MESSAGES.lines.imeiCheckDigit,
    ],
    [
      zCheckedIccid,
      '8901410123456789010',
      '8901410123456789011',
      MESSAGES.invalidIccid,
      PRODUCT_MESSAGES.lines.iccidCheckDigit,
    ],
    [
      zCheckedSimNumber,
      '8901410123456789010',
      '8901410123456789011',
      MESSAGES.invalidSimNumber,
      PRODUCT_MESSAGES.lines.simNumberCheckDigit,
    ],
  ])(
    'the SPEC message for a wrong length comes first, then ours for a wrong check digit',
    (schema, good, badDigit, lengthMessage, digitMessage) => {
      expect(schema.safeParse(good).success).toBe(true);
      expect(schema.safeParse(badDigit).error?.issues[0]?.message).toBe(digitMessage);
      expect(schema.safeParse('123').error?.issues[0]?.message).toBe(lengthMessage);
    },
  );

  it('caps a nickname', () => {
    expect(zNickname.safeParse('x'.repeat(30)).success).toBe(true);
    expect(zNickname.safeParse('x'.repeat(31)).error?.issues[0]?.message).toBe(
      PRODUCT_MESSAGES.lines.nicknameTooLong,
    );
  });
});
