import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import {
  EMAIL_CHANGE_ADDRESSES_PER_HOUR,
  VERIFICATION_CODE_MAX_ATTEMPTS,
} from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { loginCodes, users, verificationCodes } from '../../src/db/schema/accounts';
import {
  call,
  codeMailedTo,
  latestMailTo,
  mailsTo,
  OTHER_PASSWORD,
  registerCustomer,
  uniqueEmail,
} from '../support/auth';
import { edit, latestCodeTo, send, wrongCode } from '../support/profile';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const CONFIRM = '/app/users/validate-otp-update-email';
const RESEND = '/app/users/resend/otp';
const BAD_CODE = {
  message: PRODUCT_MESSAGES.verification.badCode,
  errors: [{ field: 'otp', message: PRODUCT_MESSAGES.verification.badCode }],
};

/** A customer who asked to move to a new address; the code is in the new address's mailbox. */
async function startChange() {
  const customer = await registerCustomer(t);
  const newEmail = uniqueEmail('moved');
  const response = await edit(t, customer.token, { email: newEmail, currentPassword: customer.password });
  expect(response.statusCode).toBe(200);
  return { customer, newEmail, code: await latestCodeTo(t.database, newEmail) };
}

const confirm = (token: string, newEmail: string, otp: string) =>
  send(t, 'POST', CONFIRM, token, { newEmail, otp });

/** Makes the newest code look as if it had been sent `seconds` ago. */
async function ageCodes(userId: string, seconds: number, expired = false) {
  const past = new Date(Date.now() - seconds * 1000);
  await t.database.db
    .update(verificationCodes)
    .set({ createdAt: past, ...(expired ? { expiresAt: new Date(Date.now() - 1000) } : {}) })
    .where(eq(verificationCodes.userId, userId));
}

describe('email change (SPEC §4)', () => {
  it('mails a 5-character code to the new address, changes the email with it and tells the old address', async () => {
    const { customer, newEmail, code } = await startChange();
    expect(code).toMatch(/^\d{5}$/);
    const [row] = await t.database.db.select().from(verificationCodes);
    expect(row?.codeHash).not.toContain(code);
    // Nothing changes before the code is confirmed.
    expect((await call(t, 'GET', '/app/users/view', { token: customer.token })).json().email).toBe(
      customer.email,
    );

    const response = await confirm(customer.token, newEmail, code);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PRODUCT_MESSAGES.profile.emailChanged,
      user: { email: newEmail },
    });
    expect((await call(t, 'GET', '/app/users/view', { token: customer.token })).json().email).toBe(newEmail);
    const notice = await latestMailTo(t.database, customer.email);
    expect(notice.subject).toMatch(/email .* was changed/i);
    expect(notice.textBody).toContain(`${newEmail[0]}***@example.com`);
    // The customer logs in with the new address from now on.
    const login = await call(t, 'POST', '/app/auth/login', {
      body: { email: newEmail, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers the step-1 message, and the code works once', async () => {
    const customer = await registerCustomer(t);
    const newEmail = uniqueEmail('once');

    const started = await edit(t, customer.token, { email: newEmail, currentPassword: customer.password });
    const code = await latestCodeTo(t.database, newEmail);

    expect(started.json().message).toBe(PRODUCT_MESSAGES.profile.emailCodeSent);
    expect((await confirm(customer.token, newEmail, code)).statusCode).toBe(200);
    const again = await confirm(customer.token, newEmail, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toStrictEqual(BAD_CODE);
  });

  it('counts wrong codes: after 5 the right code is refused too', async () => {
    const { customer, newEmail, code } = await startChange();

    for (let i = 0; i < VERIFICATION_CODE_MAX_ATTEMPTS; i += 1) {
      const wrong = await confirm(customer.token, newEmail, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toStrictEqual(BAD_CODE);
    }
    const [row] = await t.database.db.select().from(verificationCodes);
    expect(row?.attempts).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);

    expect((await confirm(customer.token, newEmail, code)).json()).toStrictEqual(BAD_CODE);
    expect((await call(t, 'GET', '/app/users/view', { token: customer.token })).json().email).toBe(
      customer.email,
    );
  });

  it('refuses an expired code', async () => {
    const { customer, newEmail, code } = await startChange();
    await ageCodes(customer.user.id, 11 * 60, true);

    const response = await confirm(customer.token, newEmail, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual(BAD_CODE);
  });

  it('refuses the code for another address than the one it was sent to', async () => {
    const { customer, code } = await startChange();

    const response = await confirm(customer.token, uniqueEmail('elsewhere'), code);

    expect(response.json()).toStrictEqual(BAD_CODE);
  });

  it('refuses a resend within 30 seconds with the seconds left, then sends a new code that replaces the old', async () => {
    const { customer, newEmail, code } = await startChange();

    const early = await send(t, 'POST', RESEND, customer.token, { email: newEmail });

    expect(early.statusCode).toBe(429);
    const seconds = Number(early.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RESEND_WAIT_SECONDS);
    expect(early.json()).toStrictEqual({ message: PRODUCT_MESSAGES.verification.resendTooSoon(seconds) });

    await ageCodes(customer.user.id, RESEND_WAIT_SECONDS);
    const resent = await send(t, 'POST', RESEND, customer.token, { email: newEmail });

    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toStrictEqual({ message: MESSAGES.codeResent });
    const newCode = await latestCodeTo(t.database, newEmail);
    expect(await mailsTo(t.database, newEmail)).toHaveLength(2);
    if (newCode !== code) expect((await confirm(customer.token, newEmail, code)).statusCode).toBe(400);
    expect((await confirm(customer.token, newEmail, newCode)).statusCode).toBe(200);
  });

  it('refuses step 1 again for the same address within 30 seconds (Cancel, then Send code), but not for another', async () => {
    const { customer, newEmail, code } = await startChange();

    const again = await edit(t, customer.token, { email: newEmail, currentPassword: customer.password });

    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(RESEND_WAIT_SECONDS);
    expect(again.json()).toStrictEqual({ message: PRODUCT_MESSAGES.verification.resendTooSoon(seconds) });
    expect(await mailsTo(t.database, newEmail)).toHaveLength(1);
    expect(await latestCodeTo(t.database, newEmail)).toBe(code);

    // A corrected address gets its code at once.
    const corrected = uniqueEmail('corrected');
    const other = await edit(t, customer.token, { email: corrected, currentPassword: customer.password });
    expect(other.statusCode).toBe(200);
    expect(await mailsTo(t.database, corrected)).toHaveLength(1);

    // After the wait the same address may start again.
    await ageCodes(customer.user.id, RESEND_WAIT_SECONDS);
    const later = await edit(t, customer.token, { email: corrected, currentPassword: customer.password });
    expect(later.statusCode, later.body).toBe(200);
    expect(await mailsTo(t.database, corrected)).toHaveLength(2);
  });

  it('mails codes to at most 3 different new addresses an hour; the same address again still works', async () => {
    const customer = await registerCustomer(t);
    const addresses = Array.from({ length: EMAIL_CHANGE_ADDRESSES_PER_HOUR + 1 }, () => uniqueEmail('third'));
    for (const address of addresses.slice(0, EMAIL_CHANGE_ADDRESSES_PER_HOUR)) {
      const response = await edit(t, customer.token, { email: address, currentPassword: customer.password });
      expect(response.statusCode).toBe(200);
    }

    const refused = await edit(t, customer.token, {
      email: addresses.at(-1),
      currentPassword: customer.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: PRODUCT_MESSAGES.verification.tooManyAddresses(EMAIL_CHANGE_ADDRESSES_PER_HOUR),
    });
    expect(await mailsTo(t.database, addresses.at(-1)!)).toEqual([]);
    // One of the addresses already sent to may have its code again (after the resend wait).
    await ageCodes(customer.user.id, RESEND_WAIT_SECONDS + 1);
    const again = await edit(t, customer.token, { email: addresses[0], currentPassword: customer.password });
    expect(again.statusCode).toBe(200);
    // An hour later a new address works.
    await ageCodes(customer.user.id, 60 * 60 + 1);
    const later = await edit(t, customer.token, {
      email: addresses.at(-1),
      currentPassword: customer.password,
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('refuses a resend for an address no change is waiting for', async () => {
    const { customer } = await startChange();

    const response = await send(t, 'POST', RESEND, customer.token, { email: uniqueEmail('other') });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toStrictEqual([
      { field: 'email', message: PRODUCT_MESSAGES.profile.noEmailChange },
    ]);
  });

  it('needs the current password and says so at its field', async () => {
    const customer = await registerCustomer(t);
    const newEmail = uniqueEmail('nope');

    const response = await edit(t, customer.token, { email: newEmail, currentPassword: OTHER_PASSWORD });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toStrictEqual([
      { field: 'currentPassword', message: PRODUCT_MESSAGES.accounts.wrongCurrentPassword },
    ]);
    expect(await mailsTo(t.database, newEmail)).toHaveLength(0);
  });

  it('gives an address already in use, and the current address, a field error', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);

    const taken = await edit(t, customer.token, {
      email: other.email.toUpperCase(),
      currentPassword: customer.password,
    });
    const same = await edit(t, customer.token, { email: customer.email, currentPassword: customer.password });

    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toStrictEqual([
      { field: 'email', message: PRODUCT_MESSAGES.profile.emailTaken },
    ]);
    expect(same.json().errors).toStrictEqual([
      { field: 'email', message: PRODUCT_MESSAGES.profile.emailUnchanged },
    ]);
    expect(await mailsTo(t.database, other.email)).toHaveLength(1); // the welcome mail only
  });

  it('refuses the code when another account took the address meanwhile', async () => {
    const { customer, newEmail, code } = await startChange();
    await registerCustomer(t, { email: newEmail });

    const response = await confirm(customer.token, newEmail, code);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toStrictEqual([
      { field: 'newEmail', message: PRODUCT_MESSAGES.profile.emailTaken },
    ]);
  });

  it('retires login codes mailed to the old address', async () => {
    const { customer, newEmail, code } = await startChange();
    await call(t, 'POST', '/app/auth/otp/request', { body: { email: customer.email } });
    const loginCode = await codeMailedTo(t.database, customer.email);

    await confirm(customer.token, newEmail, code);

    const rows = await t.database.db.select().from(loginCodes).where(eq(loginCodes.userId, customer.user.id));
    expect(rows.every((row) => row.consumedAt !== null)).toBe(true);
    const login = await call(t, 'POST', '/app/auth/otp/verify', {
      body: { email: newEmail, code: loginCode },
    });
    expect(login.statusCode).toBe(400);
  });

  it("validates the code form, and another customer's session cannot confirm it", async () => {
    const { newEmail, code } = await startChange();
    const stranger = await registerCustomer(t);

    const short = await confirm(stranger.token, newEmail, '123');
    const theirs = await confirm(stranger.token, newEmail, code);

    expect(short.json().errors).toStrictEqual([{ field: 'otp', message: MESSAGES.enterCode }]);
    expect(theirs.json()).toStrictEqual(BAD_CODE);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, stranger.user.id));
    expect(row?.email).toBe(stranger.email);
  });
});
