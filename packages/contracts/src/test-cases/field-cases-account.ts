/** Field-schema test table, part 1: account, password, name and card fields. */
import type { ZodType } from 'zod';
import * as f from '../fields';

export type FieldCase = {
  field: string;
  schema: ZodType;
  valid: unknown[];
  invalid: [value: unknown, message: string][];
};

const strongPasswordCases = (field: string, schema: ZodType, empty: string): FieldCase => ({
  field,
  schema,
  valid: ['Abcde1!', 'Passw0rd.', 'ZZzz99^&', 'aB3$xyz with spaces'],
  invalid: [
    ['', empty],
    [undefined, empty],
    [
      'Ab1!',
      'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
    ],
    [
      'abcdef1!',
      'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
    ],
    [
      'ABCDEF1!',
      'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
    ],
    [
      'Abcdefg!',
      'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
    ],
    [
      'Abcdef12',
      'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
    ],
    [
      'Abcdef1(',
      'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
    ],
  ],
});

const personNameCases = (field: string, schema: ZodType, empty: string): FieldCase => ({
  field,
  schema,
  valid: ['Jo', 'Mary-Jane', "O'Brien", 'José Álvarez', 'Smith, Jr.', 'Zoë', 'a'.repeat(60)],
  invalid: [
    ['', empty],
    ['   ', empty],
    [undefined, empty],
    ['J', `min validation failed on ${field}`],
    ['John3', `regex validation failed on ${field}`],
    ['Ann@home', `regex validation failed on ${field}`],
    ['a'.repeat(61), `max validation failed on ${field}`],
  ],
});

export const simCases = (field: string, schema: ZodType, empty: string, bad: string): FieldCase => ({
  field,
  schema,
  valid: ['8'.repeat(18), '8901410123456789012', '8'.repeat(22), ' 890141012345678901 '],
  invalid: [
    ['', empty],
    [undefined, empty],
    ['8'.repeat(17), bad],
    ['8'.repeat(23), bad],
    ['89014101234567890A', bad],
    ['8901 4101 2345 6789 01', bad],
  ],
});

export const ACCOUNT_FIELD_CASES: FieldCase[] = [
  {
    field: 'message',
    schema: f.zMessage,
    valid: ['Hello', 'x', 'Line one\nLine two'],
    invalid: [
      ['', 'Please enter a message'],
      ['  \n ', 'Please enter a message'],
      [undefined, 'Please enter a message'],
    ],
  },
  {
    field: 'billingAccount',
    schema: f.zBillingAccount,
    valid: ['1234567', 'ABC-1234567', '1'.repeat(30)],
    invalid: [
      ['', 'Please enter Billing Account Number'],
      [undefined, 'Please enter Billing Account Number'],
      ['123456', 'min validation failed on billingAccount'],
      ['1'.repeat(31), 'max validation failed on billingAccount'],
    ],
  },
  {
    field: 'pinPassword',
    schema: f.zPinPassword,
    valid: ['1234', 'a', 'p'.repeat(30)],
    invalid: [
      ['', 'Please enter your PIN Password'],
      [undefined, 'Please enter your PIN Password'],
      ['p'.repeat(31), 'max validation failed on pinPassword'],
    ],
  },
  {
    field: 'portIn',
    schema: f.zPortIn,
    valid: ['2025550123', '(202) 555-0123', '202.555.0123', '+1 202 555 0123', '12025550123'],
    invalid: [
      ['', 'Please enter Port In Number'],
      [undefined, 'Please enter Port In Number'],
      ['202555012', 'Please enter a valid Number'],
      ['22025550123', 'Please enter a valid Number'],
      ['202555012a', 'Please enter a valid Number'],
      ['202+5550123', 'Please enter a valid Number'],
    ],
  },
  {
    field: 'email',
    schema: f.zEmail,
    valid: ['jane@example.com', 'first.last+tag@mail.co.uk', ' jane@example.com '],
    invalid: [
      ['', 'Please enter a valid email address. Example: name@example.com'],
      [undefined, 'Please enter a valid email address. Example: name@example.com'],
      ['jane', 'Please enter a valid email address. Example: name@example.com'],
      ['jane@example', 'Please enter a valid email address. Example: name@example.com'],
      ['jane@@example.com', 'Please enter a valid email address. Example: name@example.com'],
    ],
  },
  {
    field: 'currentPassword',
    schema: f.zCurrentPassword,
    valid: ['abcdef', 'oldpassword', 'Abcde1!'],
    invalid: [
      ['', 'Please enter your current password'],
      [undefined, 'Please enter your current password'],
      ['abcde', 'Please enter your current password'],
    ],
  },
  strongPasswordCases('password', f.zPassword, 'Please enter your password'),
  strongPasswordCases('newPassword', f.zNewPassword, 'Please enter a new password'),
  strongPasswordCases('regPassword', f.zRegPassword, 'Please enter a password'),
  strongPasswordCases('confirmNewPassword', f.zConfirmNewPassword, 'Please confirm your password'),
  strongPasswordCases('confirmRegPassword', f.zConfirmRegPassword, 'Please confirm your password'),
  personNameCases('name', f.zName, 'Please enter your name'),
  personNameCases('cardholderName', f.zCardholderName, 'Please enter card holder name'),
  personNameCases('firstName', f.zFirstName, 'Please enter your first name'),
  personNameCases('lastName', f.zLastName, 'Please enter your last name'),
  {
    field: 'number',
    schema: f.zCardNumber,
    valid: ['424242424242', '4242424242424242', '4242 4242 4242 4242', '378282246310005'],
    invalid: [
      ['', 'Please enter card number'],
      ['   ', 'Please enter card number'],
      [undefined, 'Please enter card number'],
      ['42424242424', 'Card number must be atleast 12 digits'],
      ['4242 4242 424', 'Card number must be atleast 12 digits'],
      ['4242-4242-4242', 'regex validation failed on number'],
      ['42424242424242424', 'max validation failed on number'],
    ],
  },
  {
    field: 'expiry',
    schema: f.zExpiry,
    valid: ['01/30', '12/25', '09/99'],
    invalid: [
      ['', 'Please enter expiry date'],
      [undefined, 'Please enter expiry date'],
      ['1/25', 'Please enter a valid expiry date'],
      ['13/25', 'Please enter a valid expiry date'],
      ['00/25', 'Please enter a valid expiry date'],
      ['1225', 'Please enter a valid expiry date'],
      ['12/2025', 'Please enter a valid expiry date'],
    ],
  },
  {
    field: 'cvv',
    schema: f.zCvv,
    valid: ['123', '1234'],
    invalid: [
      ['', 'Please enter cvv'],
      [undefined, 'Please enter cvv'],
      ['12', 'Please enter a valid cvv'],
      ['12345', 'Please enter a valid cvv'],
      ['12a', 'Please enter a valid cvv'],
    ],
  },
];
