/**
 * The hour's bound of password checks per account counts wrong passwords only (decision 045):
 * the owner's own sign-ins, customer or staff, never reach it nor mail the attack notice; an
 * authenticator code typed wrong is no password try; ten wrong passwords still shut the password
 * out, and the owner still gets in by the emailed code (customers) or the emailed code and the
 * password (staff, in the console).
 */
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { DEFAULT_AUTH_LIMITS } from '../../src/modules/accounts/sign-in/auth-limits';
import { call, codeIn, latestMailTo, mailsTo, registerCustomer, uniqueEmail } from '../support/auth';
import { newStaff } from '../support/chat';
import { send } from '../support/profile';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const BOUND = DEFAULT_AUTH_LIMITS.passwordChecksPerAccount.max;
const ATTACK_SUBJECT = 'Someone is trying to get into your Brightline Mobile account';
const WRONG = { message: PRODUCT_MESSAGES.accounts.wrongCredentials };

let address = 0;
/** Each try from an address never used before (as an attacker spreading tries would). */
const nextIp = () => {
  address += 1;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
};

const login = (body: Record<string, unknown>) => call(t, 'POST', '/app/auth/login', { body, ip: nextIp() });

async function wrongPasswords(url: string, email: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    const answer = await call(t, 'POST', url, { body: { email, password: `Wrong#Pass${i}` }, ip: nextIp() });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(WRONG);
  }
}

const attackMails = async (email: string) =>
  (await mailsTo(t.database, email)).filter((mail) => mail.subject === ATTACK_SUBJECT);

/** A staff sign-in as the console makes it: the password, then the mailed code. */
async function agentSignIn(email: string, password: string) {
  const started = await call(t, 'POST', '/app/auth/agent/login', { body: { email, password }, ip: nextIp() });
  if (started.statusCode !== 200) return started;
  const code = codeIn((await latestMailTo(t.database, email, 'support inbox code')).textBody);
  return call(t, 'POST', '/app/auth/agent/verify', {
    body: { challenge: started.json().challenge as string, code },
    ip: nextIp(),
  });
}

describe('the bound of password checks counts wrong passwords only', () => {
  it(`lets a customer sign in ${BOUND + 3} times in the hour, mailing no attack notice`, async () => {
    const customer = await registerCustomer(t);
    for (let i = 0; i < BOUND + 3; i += 1) {
      const answer = await login({ email: customer.email, password: customer.password });
      expect(answer.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    expect(await attackMails(customer.email)).toHaveLength(0);
  });

  it('counts neither the first step of an authenticator sign-in nor a mistyped app code as a password', async () => {
    const customer = await registerCustomer(t);
    await stepUp(t, customer.token, customer.email);
    const { secret } = (await send(t, 'POST', '/app/users/two-factor/totp/setup', customer.token)).json() as {
      secret: string;
    };
    const confirm = { code: authenticator.generate(secret) };
    expect(
      (await send(t, 'POST', '/app/users/two-factor/totp/confirm', customer.token, confirm)).statusCode,
    ).toBe(200);
    const credentials = { email: customer.email, password: customer.password };
    // A code from five steps ahead: outside the one step of drift the server accepts.
    const wrongApp = authenticator.clone({ epoch: Date.now() + 5 * 30_000 }).generate(secret);
    // Six sign-ins with a typo each: the password alone, then a wrong app code; twelve right passwords.
    for (let i = 0; i < 6; i += 1) {
      const first = await login(credentials);
      expect(first.statusCode).toBe(401);
      expect(first.json().message).toBe(ACCOUNT_MESSAGES.twoFactor.secondStepNeeded);
      const typo = await login({ ...credentials, totpCode: wrongApp });
      expect(typo.statusCode).toBe(400);
      expect(typo.json().errors).toStrictEqual([
        { field: 'totpCode', message: ACCOUNT_MESSAGES.twoFactor.badCode },
      ]);
    }
    // The next step's code (the one that confirmed the app is used up).
    const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    const signedIn = await login({ ...credentials, totpCode: next });
    expect(signedIn.statusCode).toBe(200);
    expect(await attackMails(customer.email)).toHaveLength(0);
  });

  it(`still shuts the password out after ${BOUND} wrong ones, right ones between them or not; the emailed code signs in`, async () => {
    const customer = await registerCustomer(t);
    expect((await login({ email: customer.email, password: customer.password })).statusCode).toBe(200);
    await wrongPasswords('/app/auth/login', customer.email, BOUND);

    const right = await login({ email: customer.email, password: customer.password });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.passwordSignInPaused });
    expect(await attackMails(customer.email)).toHaveLength(1);

    expect(
      (await call(t, 'POST', '/app/auth/otp/request', { body: { email: customer.email } })).statusCode,
    ).toBe(200);
    const code = codeIn((await latestMailTo(t.database, customer.email, 'login code')).textBody);
    const byCode = await call(t, 'POST', '/app/auth/otp/verify', { body: { email: customer.email, code } });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().token).toEqual(expect.any(String));
  });

  it(`lets a staff member sign in to the console ${BOUND + 2} times in the hour`, async () => {
    const staff = await newStaff(t, 'agent');
    for (let i = 0; i < BOUND + 2; i += 1) {
      const answer = await agentSignIn(staff.email, staff.password);
      expect(answer.statusCode, `console sign-in ${i + 1}`).toBe(200);
    }
    expect(await attackMails(staff.email)).toHaveLength(0);
  }, 60_000);

  it(`gives staff past ${BOUND} wrong passwords the way the console names: an emailed code, then the password`, async () => {
    const staff = await newStaff(t, 'agent');
    await wrongPasswords('/app/auth/agent/login', staff.email, BOUND);

    const paused = await call(t, 'POST', '/app/auth/agent/login', {
      body: { email: staff.email, password: staff.password },
      ip: nextIp(),
    });
    expect(paused.statusCode).toBe(401);
    expect(paused.json()).toEqual({ message: STAFF_MESSAGES.signIn.passwordSignInPaused });

    const asked = await call(t, 'POST', '/app/auth/agent/code', {
      body: { email: staff.email },
      ip: nextIp(),
    });
    expect(asked.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.codeSent });
    const code = codeIn((await latestMailTo(t.database, staff.email, 'staff console code')).textBody);
    const codeLogin = (body: Record<string, string>) =>
      call(t, 'POST', '/app/auth/agent/code-login', { body: { email: staff.email, ...body }, ip: nextIp() });
    const refused = { message: STAFF_MESSAGES.signIn.codeOrPasswordWrong, errors: expect.any(Array) };

    // The code alone is not enough: a wrong password with it is refused, and so is a wrong code.
    const wrongPassword = await codeLogin({ code, password: 'Wrong#Pass99' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(refused);
    const wrongCode = await codeLogin({
      code: code === '000000' ? '111111' : '000000',
      password: staff.password,
    });
    expect(wrongCode.json()).toEqual(refused);

    const signedIn = await codeLogin({ code, password: staff.password });
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json() as { token: string };
    const me = await call(t, 'GET', '/app/auth/agent/me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(staff.email);
    // Single use.
    expect((await codeLogin({ code, password: staff.password })).json()).toEqual(refused);
  }, 60_000);

  it('mails no console code to a customer or an unknown address, and answers them the same', async () => {
    const customer = await registerCustomer(t);
    const nobody = uniqueEmail('nobody');
    for (const email of [customer.email, nobody]) {
      const asked = await call(t, 'POST', '/app/auth/agent/code', { body: { email }, ip: nextIp() });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.codeSent });
    }
    expect((await mailsTo(t.database, customer.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('staff console code'),
    );
    expect(await mailsTo(t.database, nobody)).toHaveLength(0);
  });
});
