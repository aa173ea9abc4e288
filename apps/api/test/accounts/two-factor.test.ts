/**
 * The authenticator app (decision 026): set up behind a step-up, turned on with a code from it,
 * recovery codes single use, a proof for the step-up, turned off behind a step-up.
 */
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { RECOVERY_CODE_COUNT } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { call, codeIn, latestMailTo, loginWithPassword, registerCustomer } from '../support/auth';
import { send } from '../support/profile';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const M = ACCOUNT_MESSAGES.twoFactor;

/** The app's code for `stepsAhead` 30-second steps from now (the server accepts one step of drift). */
const codeOf = (secret: string, stepsAhead = 0) =>
  authenticator.clone({ epoch: Date.now() + stepsAhead * 30_000 }).generate(secret);

async function customerWithApp() {
  const customer = await registerCustomer(t);
  await stepUp(t, customer.token, customer.email);
  const setup = await send(t, 'POST', '/app/users/two-factor/totp/setup', customer.token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  const confirmed = await send(t, 'POST', '/app/users/two-factor/totp/confirm', customer.token, {
    code: codeOf(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return { customer, secret, otpauthUrl, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

/** Another device signs in, its second step one of the recovery codes. */
const newSession = async (email: string, password: string, totpCode: string) =>
  (await call(t, 'POST', '/app/auth/login', { body: { email, password, totpCode } })).json().token as string;

describe('the authenticator app', () => {
  it('is set up only after a step-up', async () => {
    const customer = await registerCustomer(t);
    const refused = await send(t, 'POST', '/app/users/two-factor/totp/setup', customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toStrictEqual([
      { field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required },
    ]);
  });

  it('is on once a code from it is confirmed: recovery codes shown once, a second factor for step-up', async () => {
    const customer = await registerCustomer(t);
    await stepUp(t, customer.token, customer.email);
    const setup = (await send(t, 'POST', '/app/users/two-factor/totp/setup', customer.token)).json();
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Brightline%20Mobile:.*secret=/);
    expect((await send(t, 'GET', '/app/users/two-factor', customer.token)).json()).toStrictEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });
    const wrong = await send(t, 'POST', '/app/users/two-factor/totp/confirm', customer.token, {
      code: codeOf(setup.secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toStrictEqual([{ field: 'code', message: M.badCode }]);

    const on = await send(t, 'POST', '/app/users/two-factor/totp/confirm', customer.token, {
      code: codeOf(setup.secret),
    });

    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(M.turnedOn);
    expect(on.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(on.json().recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await send(t, 'GET', '/app/users/two-factor', customer.token)).json()).toStrictEqual({
      totp: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect((await send(t, 'GET', '/app/users/step-up', customer.token)).json().methods).toStrictEqual([
      'totp',
      'email',
    ]);
    // A second set-up while it is on is refused.
    expect((await send(t, 'POST', '/app/users/two-factor/totp/setup', customer.token)).statusCode).toBe(409);
  });

  it('proves a step-up with a code, each code once', async () => {
    const { customer, secret, recoveryCodes } = await customerWithApp();
    const other = await newSession(customer.email, customer.password, recoveryCodes[0]!);
    const code = codeOf(secret, 1);

    const proven = await send(t, 'POST', '/app/users/step-up/totp', other, { code });
    const again = await send(t, 'POST', '/app/users/step-up/totp', other, { code });

    expect(proven.statusCode).toBe(200);
    expect((await send(t, 'GET', '/app/users/step-up', other)).json().validUntil).toBe(
      proven.json().validUntil,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toStrictEqual([{ field: 'code', message: M.badCode }]);
  });

  it('a recovery code proves a step-up once', async () => {
    const { customer, recoveryCodes } = await customerWithApp();
    const first = await newSession(customer.email, customer.password, recoveryCodes[0]!);
    const second = await newSession(customer.email, customer.password, recoveryCodes[1]!);
    const code = recoveryCodes[3]!;

    expect(
      (await send(t, 'POST', '/app/users/step-up/totp', first, { code: code.toUpperCase() })).statusCode,
    ).toBe(200);
    const reused = await send(t, 'POST', '/app/users/step-up/totp', second, { code });

    expect(reused.statusCode).toBe(400);
    expect((await send(t, 'GET', '/app/users/step-up', second)).json().validUntil).toBeNull();
    expect((await send(t, 'GET', '/app/users/two-factor', first)).json().recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 3,
    );
  });

  it('mails the customer at once when it is turned on and when it is turned off, never a code', async () => {
    const { customer, secret, recoveryCodes } = await customerWithApp();
    const on = await latestMailTo(t.database, customer.email);
    expect(on?.subject).toBe('An authenticator app was turned on for your Brightline Mobile account');
    expect(on?.textBody).toContain('If this was not you');
    expect(on?.textBody).not.toContain(secret);
    for (const code of recoveryCodes) expect(on?.textBody).not.toContain(code);

    expect((await send(t, 'POST', '/app/users/two-factor/totp/off', customer.token)).statusCode).toBe(200);
    const off = await latestMailTo(t.database, customer.email);
    expect(off?.subject).toBe('The authenticator app was turned off for your Brightline Mobile account');
  });

  it('is turned off only after a step-up; then its codes prove nothing', async () => {
    const { customer, secret, recoveryCodes } = await customerWithApp();
    const fresh = await newSession(customer.email, customer.password, recoveryCodes[1]!);
    expect((await send(t, 'POST', '/app/users/two-factor/totp/off', fresh)).statusCode).toBe(403);

    const off = await send(t, 'POST', '/app/users/two-factor/totp/off', customer.token);

    expect(off.statusCode).toBe(200);
    expect((await send(t, 'GET', '/app/users/two-factor', fresh)).json()).toStrictEqual({
      totp: false,
      recoveryCodesLeft: 0,
    });
    expect(
      (await send(t, 'POST', '/app/users/step-up/totp', fresh, { code: codeOf(secret, 1) })).statusCode,
    ).toBe(400);
    expect(
      (await send(t, 'POST', '/app/users/step-up/totp', fresh, { code: recoveryCodes[0] })).statusCode,
    ).toBe(400);
  });

  it('is asked for at sign-in, after a right password or emailed code; the emailed code waits for it', async () => {
    const { customer, secret, recoveryCodes } = await customerWithApp();
    const NEEDED = {
      message: M.secondStepNeeded,
      errors: [{ field: 'totpCode', message: M.secondStepNeeded }],
    };

    const passwordOnly = await loginWithPassword(t, customer.email, customer.password);
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toStrictEqual(NEEDED);
    const wrongApp = await call(t, 'POST', '/app/auth/login', {
      body: { email: customer.email, password: customer.password, totpCode: codeOf(secret, 5) },
    });
    expect(wrongApp.statusCode).toBe(400);
    expect(wrongApp.json().errors).toStrictEqual([{ field: 'totpCode', message: M.badCode }]);
    // A wrong password with the app's code is the usual wrong password, the app's code untouched.
    const wrongPassword = await call(t, 'POST', '/app/auth/login', {
      body: { email: customer.email, password: 'Wrong#Pass1', totpCode: codeOf(secret, 1) },
    });
    expect(wrongPassword.json()).toStrictEqual({ message: PRODUCT_MESSAGES.accounts.wrongCredentials });
    const signedIn = await call(t, 'POST', '/app/auth/login', {
      body: { email: customer.email, password: customer.password, totpCode: codeOf(secret, 1) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));

    expect(
      (await call(t, 'POST', '/app/auth/otp/request', { body: { email: customer.email } })).statusCode,
    ).toBe(200);
    const emailed = codeIn((await latestMailTo(t.database, customer.email, 'login code')).textBody);
    const codeOnly = await call(t, 'POST', '/app/auth/otp/verify', {
      body: { email: customer.email, code: emailed },
    });
    expect(codeOnly.json()).toStrictEqual(NEEDED);
    const both = await call(t, 'POST', '/app/auth/otp/verify', {
      body: { email: customer.email, code: emailed, totpCode: recoveryCodes[0] },
    });
    expect(both.statusCode).toBe(200);
  });

  it('leaves sign-in as it was for a customer without the app', async () => {
    const customer = await registerCustomer(t);
    expect((await loginWithPassword(t, customer.email, customer.password)).statusCode).toBe(200);
  });
});
