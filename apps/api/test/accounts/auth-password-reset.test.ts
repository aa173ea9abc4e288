import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { RESET_LINK_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { linkTokens } from '../../src/db/schema/accounts';
import {
  call,
  latestMailTo,
  linkTokenIn,
  loginWithPassword,
  OTHER_PASSWORD,
  registerCustomer,
  resetPassword,
  resetTokenMailedTo,
  uniqueEmail,
  viewUserStatus,
} from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { PUBLIC_URL: 'https://shop.example.com' } });
const FORGOT = '/app/auth/forgot-password';
const RESET = '/app/auth/reset-password';
const SENT = { message: PRODUCT_MESSAGES.accounts.resetSent };
const INVALID = { message: PRODUCT_MESSAGES.accounts.resetInvalid };

async function requestResetToken(email: string): Promise<string> {
  const response = await call(t, 'POST', FORGOT, { body: { email } });
  expect(response.statusCode).toBe(200);
  return resetTokenMailedTo(t.database, email);
}

const reset = (token: string, password = OTHER_PASSWORD) => resetPassword(t, token, password);

describe('forgot and reset password', () => {
  it('mails a single-use link to PUBLIC_URL/reset-password with a 32-byte token kept only hashed', async () => {
    const customer = await registerCustomer(t);

    const response = await call(t, 'POST', FORGOT, { body: { email: customer.email } });
    const mail = await latestMailTo(t.database, customer.email);
    const [row] = await t.database.db.select().from(linkTokens);

    expect(response.json()).toStrictEqual(SENT);
    expect(mail.textBody).toMatch(/https:\/\/shop\.example\.com\/reset-password\?token=[\w-]{43}\n/);
    const token = linkTokenIn(mail.textBody, '/reset-password');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row?.purpose).toBe('password_reset');
    expect(row?.tokenHash).not.toContain(token);
    const minutesValid = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutesValid)).toBe(RESET_LINK_MINUTES);
  });

  it('answers the same for an unknown email and stores no link', async () => {
    const stranger = uniqueEmail('stranger');

    const response = await call(t, 'POST', FORGOT, { body: { email: stranger } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual(SENT);
    expect(await t.database.db.select().from(linkTokens)).toHaveLength(0);
    expect((await latestMailTo(t.database, stranger)).textBody).toContain(
      'https://shop.example.com/register',
    );
  });

  it('sets the new password and ends every session', async () => {
    const customer = await registerCustomer(t);
    const token = await requestResetToken(customer.email);

    const response = await reset(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      message: PRODUCT_MESSAGES.accounts.resetDone,
    });
    expect(await viewUserStatus(t, customer.token)).toBe(401);
    expect((await loginWithPassword(t, customer.email, customer.password)).statusCode).toBe(401);
    expect((await loginWithPassword(t, customer.email, OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link used once already', async () => {
    const customer = await registerCustomer(t);
    const token = await requestResetToken(customer.email);
    expect((await reset(token)).statusCode).toBe(200);

    const again = await reset(token, 'Third%789x');

    expect(again.statusCode).toBe(400);
    expect(again.json()).toStrictEqual(INVALID);
    expect((await loginWithPassword(t, customer.email, OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const customer = await registerCustomer(t);
    const token = await requestResetToken(customer.email);
    await t.database.db.update(linkTokens).set({ expiresAt: sql`now() - interval '1 second'` });

    const response = await reset(token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual(INVALID);
    expect(await viewUserStatus(t, customer.token)).toBe(200);
    expect((await loginWithPassword(t, customer.email, customer.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token, and an older link once a newer one was sent', async () => {
    const customer = await registerCustomer(t);
    const first = await requestResetToken(customer.email);
    const second = await requestResetToken(customer.email);

    expect((await reset('not-a-real-token')).json()).toStrictEqual(INVALID);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('checks the new password with the SPEC rules', async () => {
    const customer = await registerCustomer(t);
    const token = await requestResetToken(customer.email);

    const weak = await reset(token, 'weakpass');
    const mismatch = await call(t, 'POST', RESET, {
      body: { token, newPassword: OTHER_PASSWORD, confirmNewPassword: 'Different#1' },
    });

    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toStrictEqual({
      field: 'newPassword',
      message: MESSAGES.invalidPasswordFormat,
    });
    expect(mismatch.json().errors).toContainEqual({
      field: 'confirmNewPassword',
      message: MESSAGES.passwordsDoNotMatch,
    });
    expect((await reset(token)).statusCode).toBe(200);
  });
});
