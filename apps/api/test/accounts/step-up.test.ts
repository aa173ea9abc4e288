/**
 * Step-up (decision 026): a session proves a second factor again with a code emailed to the
 * address of record; the proof is this session's alone and lasts STEP_UP_MINUTES.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STEP_UP_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { sessions, users } from '../../src/db/schema/accounts';
import { loginWithPassword, mailsTo, registerCustomer, uniqueEmail } from '../support/auth';
import { edit, latestCodeTo, send, wrongCode } from '../support/profile';
import { assistedSessionOf } from '../support/assisted';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const STATUS = '/app/users/step-up';
const CODE = '/app/users/step-up/email-code';
const PROVE = '/app/users/step-up/email';

async function proveWithEmail(token: string, to: string) {
  expect((await send(t, 'POST', CODE, token)).statusCode).toBe(200);
  return send(t, 'POST', PROVE, token, { otp: await latestCodeTo(t.database, to) });
}

describe('step-up with an emailed code', () => {
  it('starts unproven; the right code proves this session for STEP_UP_MINUTES', async () => {
    const customer = await registerCustomer(t);
    const before = await send(t, 'GET', STATUS, customer.token);
    expect(before.json()).toStrictEqual({
      methods: ['email'],
      maskedEmail: `${customer.email[0]}***@example.com`,
      validUntil: null,
    });

    const startedAt = Date.now();
    const proven = await proveWithEmail(customer.token, customer.email);

    expect(proven.statusCode).toBe(200);
    expect(proven.json().message).toBe(ACCOUNT_MESSAGES.stepUp.confirmed);
    const until = Date.parse(proven.json().validUntil);
    expect(until).toBeGreaterThanOrEqual(startedAt + STEP_UP_MINUTES * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + STEP_UP_MINUTES * 60_000);
    expect((await send(t, 'GET', STATUS, customer.token)).json().validUntil).toBe(proven.json().validUntil);
  });

  it('a wrong code proves nothing and is a field error; the code works once', async () => {
    const customer = await registerCustomer(t);
    await send(t, 'POST', CODE, customer.token);
    const code = await latestCodeTo(t.database, customer.email);

    const wrong = await send(t, 'POST', PROVE, customer.token, { otp: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toStrictEqual([
      { field: 'otp', message: PRODUCT_MESSAGES.verification.badCode },
    ]);
    expect((await send(t, 'GET', STATUS, customer.token)).json().validUntil).toBeNull();

    expect((await send(t, 'POST', PROVE, customer.token, { otp: code })).statusCode).toBe(200);
    expect((await send(t, 'POST', PROVE, customer.token, { otp: code })).statusCode).toBe(400);
  });

  it("is the proving session's alone: another device of the same customer is still unproven", async () => {
    const customer = await registerCustomer(t);
    const other = (await loginWithPassword(t, customer.email, customer.password)).json().token as string;

    await proveWithEmail(customer.token, customer.email);

    expect((await send(t, 'GET', STATUS, other)).json().validUntil).toBeNull();
    // Nor does the other device's code prove the first one's session.
    await send(t, 'POST', CODE, other);
    const code = await latestCodeTo(t.database, customer.email);
    expect((await send(t, 'POST', PROVE, customer.token, { otp: code })).statusCode).toBe(400);
  });

  it(`ends ${STEP_UP_MINUTES} minutes after the proof`, async () => {
    const customer = await registerCustomer(t);
    await proveWithEmail(customer.token, customer.email);
    await t.database.db
      .update(sessions)
      .set({ steppedUpAt: new Date(Date.now() - STEP_UP_MINUTES * 60_000 - 1000) })
      .where(eq(sessions.userId, customer.user.id));
    // The session's copy kept in memory is read again after any change of the user.
    await edit(t, customer.token, { firstName: 'Ada', lastName: 'Lovelace' });

    expect((await send(t, 'GET', STATUS, customer.token)).json().validUntil).toBeNull();
  });

  it('sends the code to the address of record: the previous address after a recent email change', async () => {
    const customer = await registerCustomer(t);
    const newEmail = uniqueEmail('taken-over');
    await edit(t, customer.token, { email: newEmail, currentPassword: customer.password });
    const otp = await latestCodeTo(t.database, newEmail);
    expect(
      (await send(t, 'POST', '/app/users/validate-otp-update-email', customer.token, { newEmail, otp }))
        .statusCode,
    ).toBe(200);
    const mailsToNew = (await mailsTo(t.database, newEmail)).length;

    const proven = await proveWithEmail(customer.token, customer.email);

    expect(proven.statusCode).toBe(200);
    expect(await mailsTo(t.database, newEmail)).toHaveLength(mailsToNew);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row?.previousEmail).toBe(customer.email);
  });

  it('a new code waits 30 seconds after the last (429 with Retry-After)', async () => {
    const customer = await registerCustomer(t);
    expect((await send(t, 'POST', CODE, customer.token)).statusCode).toBe(200);
    const again = await send(t, 'POST', CODE, customer.token);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const codes = (await mailsTo(t.database, customer.email)).filter((m) =>
      /verification code/.test(m.subject),
    );
    expect(codes).toHaveLength(1);
  });

  it('a support session cannot ask for a code or prove a second factor', async () => {
    const customer = await registerCustomer(t);
    const assisted = (await assistedSessionOf(t, customer.email)).token;

    expect((await send(t, 'POST', CODE, assisted)).statusCode).toBe(403);
    expect((await send(t, 'POST', PROVE, assisted, { otp: '12345' })).statusCode).toBe(403);
  });
});
