import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { users } from '../../src/db/schema/accounts';
import {
  call,
  expectSessionFor,
  loginWithPassword,
  OTHER_PASSWORD,
  registerCustomer,
  viewUserStatus,
} from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const CHANGE = '/app/users/changepassword';
const WRONG_CURRENT = PRODUCT_MESSAGES.accounts.wrongCurrentPassword;

describe('GET /app/users/view', () => {
  it('answers SPEC §3 User info with the chat identity hash and nothing else', async () => {
    const customer = await registerCustomer(t);
    await t.database.db
      .update(users)
      .set({
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        streetName: 'Congress Ave',
        contactNumber: '5125550100',
      })
      .where(eq(users.id, customer.user.id));

    const response = await call(t, 'GET', '/app/users/view', { token: customer.token });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toStrictEqual(
      [
        'city',
        'contactNumber',
        'email',
        'firstName',
        'id',
        'lastName',
        'state',
        'streetDirection',
        'streetName',
        'streetNumber',
        'userHash',
        'zipCode',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: customer.user.id,
      email: customer.email,
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
    });
    expect(body.userHash).toBe(
      createHmac('sha256', t.secrets.chatSecret).update(customer.user.id).digest('hex'),
    );
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
    expect(response.body).not.toContain(t.secrets.chatSecret);
  });

  it('answers 401 without a session', async () => {
    const response = await call(t, 'GET', '/app/users/view');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.unauthorized });
  });
});

describe('POST /app/users/changepassword', () => {
  const body = (currentPassword: string, newPassword = OTHER_PASSWORD, confirmNewPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmNewPassword,
  });

  it('changes the password, ends every other session and answers a new token for this one', async () => {
    const customer = await registerCustomer(t);
    const otherDevice = (await loginWithPassword(t, customer.email, customer.password)).json()
      .token as string;

    const response = await call(t, 'POST', CHANGE, { token: customer.token, body: body(customer.password) });

    expect(response.statusCode).toBe(200);
    const { message, token } = response.json();
    expect(message).toBe(PRODUCT_MESSAGES.accounts.passwordChanged);
    expectSessionFor(response.json(), customer.user.id);
    expect(await viewUserStatus(t, token)).toBe(200);
    expect(await viewUserStatus(t, otherDevice)).toBe(401);
    expect(await viewUserStatus(t, customer.token)).toBe(401);
    expect((await loginWithPassword(t, customer.email, customer.password)).statusCode).toBe(401);
    expect((await loginWithPassword(t, customer.email, OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with the message at the field and on top, changing nothing', async () => {
    const customer = await registerCustomer(t);

    const response = await call(t, 'POST', CHANGE, { token: customer.token, body: body('Wrong#Pass1') });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual({
      message: WRONG_CURRENT,
      errors: [{ field: 'currentPassword', message: WRONG_CURRENT }],
    });
    expect(await viewUserStatus(t, customer.token)).toBe(200);
    expect((await loginWithPassword(t, customer.email, customer.password)).statusCode).toBe(200);
  });

  it('checks the fields with the SPEC rules before anything else', async () => {
    const customer = await registerCustomer(t);

    const mismatch = await call(t, 'POST', CHANGE, {
      token: customer.token,
      body: body(customer.password, OTHER_PASSWORD, 'Different#1'),
    });
    const short = await call(t, 'POST', CHANGE, { token: customer.token, body: body('abc') });

    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toContainEqual({
      field: 'confirmNewPassword',
      message: MESSAGES.passwordsDoNotMatch,
    });
    expect(short.json().errors).toContainEqual({
      field: 'currentPassword',
      message: MESSAGES.enterCurrentPassword,
    });
    expect(await viewUserStatus(t, customer.token)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, 'POST', CHANGE, { body: body('Secret#123') })).statusCode).toBe(401);
  });
});
