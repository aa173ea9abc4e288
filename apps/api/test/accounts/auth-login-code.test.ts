import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MAX_ATTEMPTS } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { loginCodes } from '../../src/db/schema/accounts';
import {
  call,
  codeMailedTo,
  expectSessionFor,
  latestMailTo,
  mailsTo,
  registerCustomer,
  uniqueEmail,
  viewUserStatus,
} from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const REQUEST = '/app/auth/otp/request';
const VERIFY = '/app/auth/otp/verify';
const SENT = { message: PRODUCT_MESSAGES.accounts.codeSent };
const BAD_CODE = PRODUCT_MESSAGES.accounts.badCode;
const BAD = { message: BAD_CODE, errors: [{ field: 'code', message: BAD_CODE }] };

async function requestCode(email: string): Promise<string> {
  const response = await call(t, 'POST', REQUEST, { body: { email } });
  expect(response.statusCode).toBe(200);
  return codeMailedTo(t.database, email);
}

const verify = (email: string, code: string) => call(t, 'POST', VERIFY, { body: { email, code } });
const otherCode = (code: string) =>
  String((Number(code) + 1) % 10 ** LOGIN_CODE_LENGTH).padStart(LOGIN_CODE_LENGTH, '0');

describe('one-time login codes', () => {
  it('mails a 6-digit code, keeps only a keyed hash of it, and logs in with it', async () => {
    const customer = await registerCustomer(t);

    const code = await requestCode(customer.email);
    const [row] = await t.database.db.select().from(loginCodes);
    const response = await verify(customer.email, code);

    expect(code).toMatch(/^\d{6}$/);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const minutesValid = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutesValid).toBeGreaterThan(9.9);
    expect(minutesValid).toBeLessThan(10.1);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(customer.user.id);
    expect(await viewUserStatus(t, response.json().token)).toBe(200);
  });

  it('answers an unknown email exactly like a known one and mails how to register instead', async () => {
    const customer = await registerCustomer(t);
    const stranger = uniqueEmail('stranger');

    const known = await call(t, 'POST', REQUEST, { body: { email: customer.email } });
    const unknown = await call(t, 'POST', REQUEST, { body: { email: stranger } });

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toStrictEqual(known.json());
    expect(known.json()).toStrictEqual(SENT);
    const mail = await latestMailTo(t.database, stranger);
    expect(mail.textBody).toContain('there is no account with this email');
    expect(mail.textBody).toContain('/register');
    expect(mail.textBody).not.toMatch(/\b\d{6}\b/);
    expect(await t.database.db.select().from(loginCodes)).toHaveLength(1);
    expect((await verify(stranger, '123456')).json()).toStrictEqual(BAD);
  });

  it('works once: the same code a second time is refused', async () => {
    const customer = await registerCustomer(t);
    const code = await requestCode(customer.email);

    expect((await verify(customer.email, code)).statusCode).toBe(200);
    const reused = await verify(customer.email, code);

    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toStrictEqual(BAD);
  });

  it('refuses an expired code', async () => {
    const customer = await registerCustomer(t);
    const code = await requestCode(customer.email);
    await t.database.db.update(loginCodes).set({ expiresAt: sql`now() - interval '1 second'` });

    const response = await verify(customer.email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual(BAD);
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const customer = await registerCustomer(t);
    const code = await requestCode(customer.email);

    for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS - 1; i += 1)
      expect((await verify(customer.email, otherCode(code))).statusCode).toBe(400);
    const [afterFour] = await t.database.db.select().from(loginCodes);
    expect(afterFour?.attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS - 1);
    expect((await verify(customer.email, otherCode(code))).json()).toStrictEqual(BAD);
    const right = await verify(customer.email, code);

    expect(right.statusCode).toBe(400);
    expect(right.json()).toStrictEqual(BAD);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const customer = await registerCustomer(t);
    const code = await requestCode(customer.email);
    for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS - 1; i += 1) await verify(customer.email, otherCode(code));

    expect((await verify(customer.email, code)).statusCode).toBe(200);
  });

  it('retires the earlier code when a new one is requested', async () => {
    const customer = await registerCustomer(t);
    const first = await requestCode(customer.email);
    const second = await requestCode(customer.email);
    expect(await mailsTo(t.database, customer.email)).toHaveLength(3); // welcome + 2 codes

    if (first !== second) expect((await verify(customer.email, first)).statusCode).toBe(400);
    const response = await verify(customer.email, second);

    expect(response.statusCode).toBe(200);
    expectSessionFor(response.json(), customer.user.id);
    const rows = await t.database.db.select().from(loginCodes).where(eq(loginCodes.userId, customer.user.id));
    expect(rows.every((row) => row.consumedAt !== null)).toBe(true);
  });

  it('answers 400 "Enter code" for a code that is not 6 digits', async () => {
    const customer = await registerCustomer(t);

    const response = await verify(customer.email, '12a45');

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toStrictEqual([{ field: 'code', message: MESSAGES.enterCode }]);
  });
});
