import { formatCardNumber, formatExpiryInput } from '@mvno/contracts/field-inputs';
import { describe, expect, it } from 'vitest';
import { acceptEdit, resolveInputFilter } from './input-filter';
import type { EditRules } from './input-filter';

const digits4: EditRules = { filter: { maxLength: 4, allowed: /^\d*$/ } };
const card: EditRules = {
  filter: resolveInputFilter('number'),
  format: formatCardNumber,
  parse: (v) => v.replace(/\s/g, ''),
};
const expiry: EditRules = { filter: resolveInputFilter('expiry'), format: formatExpiryInput };

describe('acceptEdit', () => {
  it.each([
    { rules: digits4, previous: '12', candidate: '123', expected: '123' },
    { rules: digits4, previous: '12', candidate: '12a', expected: undefined },
    { rules: digits4, previous: '1234', candidate: '12345', expected: '1234' },
    { rules: digits4, previous: '', candidate: '123456789', expected: '1234' },
    { rules: digits4, previous: '19', candidate: '1567899', expected: '1569' },
    { rules: digits4, previous: '12', candidate: '12a456', expected: undefined },
    { rules: { filter: { maxLength: 3 } }, previous: 'a', candidate: 'ab😀c', expected: 'ab' },
    { rules: digits4, previous: '1234', candidate: '', expected: '' },
    { rules: { filter: { allowed: /^\d+$/ } }, previous: '1', candidate: '', expected: '' },
    { rules: {}, previous: 'x', candidate: 'anything!', expected: 'anything!' },
    { rules: card, previous: '1234', candidate: '12345', expected: '1234 5' },
    {
      rules: card,
      previous: '1234 5678 9012 3456',
      candidate: '1234 5678 9012 34567',
      expected: '1234 5678 9012 3456',
    },
    { rules: expiry, previous: '1', candidate: '12', expected: '12/' },
    { rules: expiry, previous: '12/', candidate: '12', expected: '12' },
    { rules: expiry, previous: '12', candidate: '123', expected: '12/3' },
    { rules: expiry, previous: '12/34', candidate: '12/345', expected: '12/34' },
  ])('$previous -> $candidate gives $expected', ({ rules, previous, candidate, expected }) => {
    expect(acceptEdit(candidate, previous, rules)).toBe(expected);
  });
});

describe('resolveInputFilter', () => {
  it('prefers an explicit filter over the field name', () => {
    const own = { maxLength: 1 };
    expect(resolveInputFilter('zipCode', own)).toBe(own);
  });

  it('looks up the contract caps by field name', () => {
    expect(resolveInputFilter('zipCode')).toEqual({ maxLength: 5, allowed: /^\d*$/ });
    expect(resolveInputFilter()).toBeUndefined();
  });
});
