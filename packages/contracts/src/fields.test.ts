import { describe, it, expect } from 'vitest';
import * as f from './fields';
import { FIELD_NAMES, FIELD_SCHEMAS, validateField } from './fields';
import { ACCOUNT_FIELD_CASES } from './test-cases/field-cases-account';
import { ADDRESS_FIELD_CASES } from './test-cases/field-cases-address';

const CASES = [...ACCOUNT_FIELD_CASES, ...ADDRESS_FIELD_CASES];

describe.each(CASES)('$field', ({ schema, valid, invalid }) => {
  it.each(valid.map((value) => [value]))('accepts %j', (value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });

  if (invalid.length > 0) {
    it.each(invalid)('rejects %j with %j', (value, message) => {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    });
  }
});

describe('FIELD_SCHEMAS', () => {
  it('has one schema per SPEC §3 form field', () => {
    expect(Object.keys(FIELD_SCHEMAS).sort()).toEqual([...FIELD_NAMES].sort());
    expect(FIELD_NAMES).toHaveLength(36);
  });

  it('every field in the name list is covered by the test table', () => {
    const tested = new Set(CASES.map((c) => c.field));
    expect(FIELD_NAMES.filter((name) => !tested.has(name))).toEqual([]);
  });

  it('validateField returns the first message or undefined', () => {
    expect(validateField('zipCode', '123')).toBe('Please enter 5 digit ZIP Code');
    expect(validateField('zipCode', '12345')).toBeUndefined();
    expect(validateField('number', '')).toBe('Please enter card number');
  });

  it('normalises card numbers and trims text on output', () => {
    expect(f.zCardNumber.parse('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(f.zEmail.parse(' jane@example.com ')).toBe('jane@example.com');
    expect(f.zPassword.parse(' Abcde1! ')).toBe(' Abcde1! ');
  });
});
