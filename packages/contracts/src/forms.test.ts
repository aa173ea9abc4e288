import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  passwordMismatch,
  toFieldErrors,
  withPasswordConfirmation,
  zChangePasswordForm,
  zContactForm,
  zRegisterPasswordForm,
} from './forms';
import { zNewPassword } from './fields';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
};

describe('change password form', () => {
  it.each([
    [{ currentPassword: 'oldpass', newPassword: 'Abcde1!', confirmNewPassword: 'Abcde1!' }, []],
    [
      { currentPassword: 'oldpass', newPassword: 'Abcde1!', confirmNewPassword: 'Abcde1?x9Z!' },
      [{ field: 'confirmNewPassword', message: 'Passwords do not match' }],
    ],
    [
      { currentPassword: '', newPassword: '', confirmNewPassword: '' },
      [
        { field: 'currentPassword', message: 'Please enter your current password' },
        { field: 'newPassword', message: 'Please enter a new password' },
        { field: 'confirmNewPassword', message: 'Please confirm your password' },
      ],
    ],
    [
      { currentPassword: 'oldpass', newPassword: 'weak', confirmNewPassword: 'Abcde1!' },
      [
        {
          field: 'newPassword',
          message:
            'Invalid password format. Passwords should be at least 6 characters long and contain one capital letter and one number and one symbol',
        },
        { field: 'confirmNewPassword', message: 'Passwords do not match' },
      ],
    ],
  ])('%j', (value, expected) => {
    expect(issuesOf(zChangePasswordForm, value)).toEqual(expected);
  });
});

describe('register password form', () => {
  it('reports a mismatch on confirmRegPassword', () => {
    expect(
      issuesOf(zRegisterPasswordForm, { regPassword: 'Abcde1!', confirmRegPassword: 'Abcde1!!' }),
    ).toEqual([{ field: 'confirmRegPassword', message: 'Passwords do not match' }]);
    expect(
      issuesOf(zRegisterPasswordForm, { regPassword: 'Abcde1!', confirmRegPassword: 'Abcde1!' }),
    ).toEqual([]);
  });

  it('passwordMismatch reads raw values, whatever else is wrong with them', () => {
    expect(passwordMismatch({ a: 'Abcde1!', b: 'Abcde1!!', other: '' }, 'a', 'b')).toEqual({
      field: 'b',
      message: 'Passwords do not match',
    });
    expect(passwordMismatch({ a: 'Abcde1!', b: 'Abcde1!' }, 'a', 'b')).toBeUndefined();
    expect(passwordMismatch({ a: 'Abcde1!', b: '' }, 'a', 'b')).toBeUndefined();
    expect(passwordMismatch(undefined, 'a', 'b')).toBeUndefined();
  });

  it('works on any object schema', () => {
    const schema = withPasswordConfirmation(z.object({ a: zNewPassword, b: z.string() }), 'a', 'b');
    expect(issuesOf(schema, { a: 'Abcde1!', b: 'x' })).toEqual([
      { field: 'b', message: 'Passwords do not match' },
    ]);
  });
});

describe('contact form', () => {
  it('lists one message per field', () => {
    expect(issuesOf(zContactForm, { name: '', email: 'bad', message: ' ' })).toEqual([
      { field: 'name', message: 'Please enter your name' },
      { field: 'email', message: 'Please enter a valid email address. Example: name@example.com' },
      { field: 'message', message: 'Please enter a message' },
    ]);
  });
});
