import { describe, it, expect } from 'vitest';
import {
  FIELD_INPUT,
  acceptsInput,
  formatCardNumber,
  formatExpiryInput,
  normaliseCountryCode,
} from './field-inputs';
import { FIELD_NAMES } from './fields';

type InputCase = [field: keyof typeof FIELD_INPUT, candidate: string, accepted: boolean];

const INPUT_CASES: InputCase[] = [
  ['zipCode', '', true],
  ['zipCode', '12345', true],
  ['zipCode', '123456', false],
  ['zipCode', '1234a', false],
  ['name', "José O'Brien-Smith, Jr.", true],
  ['name', 'John3', false],
  ['name', 'a'.repeat(60), true],
  ['name', 'a'.repeat(61), false],
  ['firstName', 'Anne@', false],
  ['lastName', 'Zoë', true],
  ['cardholderName', 'J_Doe', false],
  ['number', '4242424242424242', true],
  ['number', '42424242424242421', false],
  ['number', '4242 4242', false],
  ['cvv', '1234', true],
  ['cvv', '12345', false],
  ['cvv', '12a', false],
  ['expiry', '12/2', true],
  ['expiry', '12/25', true],
  ['expiry', '12/256', false],
  ['expiry', '1a', false],
  ['imei', '1'.repeat(15), true],
  ['imei', '1'.repeat(16), false],
  ['imei', '12a', false],
  ['iccid', '8'.repeat(22), true],
  ['iccid', '8'.repeat(23), false],
  ['simNumber', '8901-', false],
  ['contactNumber', '1'.repeat(15), true],
  ['contactNumber', '1'.repeat(16), false],
  ['contactNumber', '555 1234', false],
  ['yourNumber', '+1 (202) 555.0123-4', true],
  ['yourNumber', '1'.repeat(31), false],
  ['yourNumber', '555x', false],
  ['countryCode', '+44', true],
  ['countryCode', '+353', true],
  ['countryCode', '+3531', false],
  ['countryCode', '4+4', false],
  ['countryCode', '+4a', false],
  ['billingAccount', 'A'.repeat(30), true],
  ['billingAccount', 'A'.repeat(31), false],
  ['pinPassword', 'p'.repeat(30), true],
  ['pinPassword', 'p'.repeat(31), false],
  ['address', '12 Main St.', true],
  ['address', '12 Main St #4', false],
  ['address', 'a'.repeat(51), false],
  ['city', 'New York', true],
  ['city', 'Area51', false],
  ['city', 'St. Louis', true],
  ['city', 'Winston-', true],
  ['city', 'Winston-Salem', true],
  ['city', "Coeur d'Alene", true],
  ['city', 'Coeur d’Alene', true],
  ['city', 'Austin, TX', false],
  ['city', 'Austin_', false],
  ['city', 'c'.repeat(61), false],
  ['portIn', '(202) 555-0123', true],
  ['portIn', '202x', false],
  ['code', '12345', true],
  ['code', '123456', false],
  ['password', 'anything goes ~`', true],
];

describe('FIELD_INPUT', () => {
  it.each(INPUT_CASES)('%s accepts %j: %s', (field, candidate, accepted) => {
    expect(acceptsInput(field, candidate)).toBe(accepted);
  });

  it('covers every form field plus the email code', () => {
    expect(Object.keys(FIELD_INPUT).sort()).toEqual([...FIELD_NAMES, 'code'].sort());
  });

  it('uses the SPEC §9 caps', () => {
    expect(FIELD_INPUT.number.maxLength).toBe(16);
    expect(FIELD_INPUT.cvv.maxLength).toBe(4);
    expect(FIELD_INPUT.zipCode.maxLength).toBe(5);
    expect(FIELD_INPUT.imei.maxLength).toBe(15);
    expect(FIELD_INPUT.iccid.maxLength).toBe(22);
    expect(FIELD_INPUT.billingAccount.maxLength).toBe(30);
    expect(FIELD_INPUT.pinPassword.maxLength).toBe(30);
    expect(FIELD_INPUT.name.maxLength).toBe(60);
    expect(FIELD_INPUT.address.maxLength).toBe(50);
    expect(FIELD_INPUT.contactNumber.maxLength).toBe(15);
    expect(FIELD_INPUT.yourNumber.maxLength).toBe(30);
    expect(FIELD_INPUT.countryCode.maxLength).toBe(4);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['42424242', '4242 4242'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['42424242424242429999', '4242 4242 4242 4242'],
  ])('%j -> %j', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['', '', ''],
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['12/2', '12/', '12/2'],
    ['123', '12/', '12/3'],
    ['1225', '', '12/25'],
    ['12/256', '12/25', '12/25'],
    ['12', '12/', '12'],
    ['1a2', '', '12/'],
  ])('%j (previous %j) -> %j', (raw, previous, expected) => {
    expect(formatExpiryInput(raw, previous)).toBe(expected);
  });
});

describe('normaliseCountryCode', () => {
  it.each([
    ['', ''],
    ['+', ''],
    ['4', '+4'],
    ['44', '+44'],
    ['+44', '+44'],
    ['++44', '+44'],
    ['3531', '+353'],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseCountryCode(raw)).toBe(expected);
  });
});
