import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  toFieldErrors,
  withPasswordConfirmation,
  zChangePasswordForm,
  zContactForm,
  zRegisterPasswordForm,
} from './forms';
import { zNewPassword } from './fields';
import { zRegisterBody } from './api/auth';

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
    // The mismatch is reported on the same submit as an empty field, not only once the rest is valid.
    [
      { currentPassword: '', newPassword: 'Abcde1!', confirmNewPassword: 'Abcde1?x9Z!' },
      [
        { field: 'currentPassword', message: 'Please enter your current password' },
        { field: 'confirmNewPassword', message: 'Passwords do not match' },
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

  it('reports a mismatch together with the other fields of the registration', () => {
    expect(
      issuesOf(zRegisterBody, {
        firstName: '',
        lastName: 'Lovelace',
        email: 'not-an-email',
        regPassword: 'Abcde1!',
        confirmRegPassword: 'Abcde1!!',
      }),
    ).toEqual([
      { field: 'firstName', message: 'Please enter your first name' },
      { field: 'email', message: 'Please enter a valid email address. Example: name@example.com' },
      { field: 'confirmRegPassword', message: 'Passwords do not match' },
    ]);
  });

  it('does not fail on a value that is not an object', () => {
    expect(issuesOf(zRegisterPasswordForm, undefined)).toHaveLength(1);
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
