import { describe, expect, it } from 'vitest';
import { formatUsPhone } from './format-us-phone';
import { formatPhone } from './phone';

describe('US numbers without the phone metadata', () => {
  it('formats every area code as formatPhone does, in E.164 and as ten digits', () => {
    for (let area = 200; area <= 999; area += 1) {
      for (const rest of ['0000000', '5550143', '1234567', '9999999']) {
        const digits = `${area}${rest}`;
        for (const stored of [`+1${digits}`, digits]) {
          expect(formatUsPhone(stored)).toBe(formatPhone(stored));
        }
      }
    }
    expect(formatUsPhone('+15125550143')).toBe('(512) 555-0143');
  });

  it('leaves anything else to the metadata', () => {
    for (const stored of [
      '+447911123456',
      '+11234567890',
      '+10125550143',
      '1234567890',
      '0125550143',
      '15125550143',
      '+1512555014',
      '+151255501434',
      '512-555-0143',
      '(512) 555-0143',
      '+1 512 555 0143',
      ' +15125550143',
      '5125550143ext12',
      '',
    ]) {
      expect(formatUsPhone(stored)).toBeUndefined();
    }
  });
});
