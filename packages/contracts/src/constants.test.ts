import { describe, it, expect } from 'vitest';
import { CARD_NETWORKS, HEADERS, MONTH_ABBREVIATIONS, OPERATOR_ID, isCarrierSimIccid } from './constants';
import { STREET_DIRECTIONS, US_STATES, US_STATE_CODES, isUsStateCode } from './us-states';
import {
  FAILURE_DIALOG,
  MESSAGES,
  RESULT_MODAL,
  defaultSchemaMessage,
  invalidEmailMessage,
} from './messages';

describe('isCarrierSimIccid', () => {
  it.each([
    ['8901410123456789012', true],
    ['890141', true],
    ['8901030123456789012', true],
    ['8901280123456789012', true],
    [' 8901280123456789012', true],
    ['8901260123456789012', false],
    ['8914101234567890123', false],
    ['89014', false],
    ['', false],
  ])('%j -> %s', (iccid, expected) => {
    expect(isCarrierSimIccid(iccid)).toBe(expected);
  });
});

describe('US_STATES', () => {
  it('has the 50 states, unique, without DC or territories', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.label)).size).toBe(50);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(isUsStateCode(code)).toBe(false);
    expect(US_STATES[0]).toEqual({ value: 'AL', label: 'Alabama' });
    expect(US_STATES.find((s) => s.value === 'NY')?.label).toBe('New York');
    for (const s of US_STATES) expect(s.value).toMatch(/^[A-Z]{2}$/);
  });

  it('street directions', () => {
    expect(STREET_DIRECTIONS).toEqual(['N', 'E', 'S', 'W', 'NE', 'NW', 'SE', 'SW']);
  });
});

describe('constants and messages', () => {
  it('keeps spec values', () => {
    expect(OPERATOR_ID).toBe(19);
    expect(HEADERS.operatorId).toBe('x-operator-id');
    expect(MONTH_ABBREVIATIONS).toHaveLength(12);
    expect(MONTH_ABBREVIATIONS[11]).toBe('Dec');
    expect(CARD_NETWORKS).toContain('unionpay');
  });

  it('keeps spec texts verbatim', () => {
    expect(MESSAGES.cardNumberTooShort).toBe('Card number must be atleast 12 digits');
    expect(MESSAGES.invalidEmailTemplate).toBe('Please enter a valid email address. Example: {email}');
    expect(invalidEmailMessage('a@b.co')).toBe('Please enter a valid email address. Example: a@b.co');
    expect(defaultSchemaMessage('min', 'city')).toBe('min validation failed on city');
    expect(FAILURE_DIALOG.failed).toEqual({
      title: 'Oops!',
      text: 'This number is not eligible for port-in.',
    });
    expect(RESULT_MODAL.password.title).toBe('Password changes!');
    expect(MESSAGES.api.badOperatorId).toBe('Operator id must be 19');
  });
});
