/**
 * Staff accounts sign in only to the console (decision 045): their password, their console code
 * and their new password after a reset open no customer session, and each is answered exactly
 * as a wrong password or a wrong code would be, so the shop says nothing about who is staff.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import {
  call,
  codeIn,
  latestMailTo,
  mailsTo,
  registerCustomer,
  resetPassword,
  resetTokenMailedTo,
  STRONG_PASSWORD,
  uniqueEmail,
  WRONG_CREDENTIALS,
} from '../support/auth';
import { newStaff } from '../support/chat';
import { inviteAgent } from '../support/care';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const BAD_CODE = {
  message: PRODUCT_MESSAGES.accounts.badCode,
  errors: [{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }],
};

const shopLogin = (email: string, password: string) =>
  call(t, 'POST', '/app/auth/login', { body: { email, password } });

describe('staff accounts sign in only to the console', () => {
  it("answers a staff member's password at the shop's sign-in exactly as a wrong password, with no session", async () => {
    const staff = await newStaff(t, 'admin');

    const withStaffPassword = await shopLogin(staff.email, staff.password);
    const withWrongPassword = await shopLogin(staff.email, 'Wrong#Pass1');

    expect(withStaffPassword.statusCode).toBe(401);
    expect(withStaffPassword.json()).toStrictEqual(WRONG_CREDENTIALS);
    expect(withWrongPassword.statusCode).toBe(401);
    expect(withWrongPassword.json()).toStrictEqual(WRONG_CREDENTIALS);
    // The console still takes it.
    expect(
      (
        await call(t, 'POST', '/app/auth/agent/login', {
          body: { email: staff.email, password: staff.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers a staff member's console code at the shop's code sign-in as a wrong code", async () => {
    const staff = await newStaff(t, 'agent');
    await call(t, 'POST', '/app/auth/agent/login', {
      body: { email: staff.email, password: staff.password },
    });
    const consoleCode = codeIn((await latestMailTo(t.database, staff.email, 'support inbox code')).textBody);

    const atShop = await call(t, 'POST', '/app/auth/otp/verify', {
      body: { email: staff.email, code: consoleCode },
    });

    expect(atShop.statusCode).toBe(400);
    expect(atShop.json()).toStrictEqual(BAD_CODE);
  });

  it('mails a staff address no shop sign-in code, with the answer every address gets', async () => {
    const staff = await newStaff(t, 'agent');
    const before = (await mailsTo(t.database, staff.email)).length;

    const asked = await call(t, 'POST', '/app/auth/otp/request', { body: { email: staff.email } });

    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toStrictEqual({ message: PRODUCT_MESSAGES.accounts.codeSent });
    expect(await mailsTo(t.database, staff.email)).toHaveLength(before);
  });

  it("takes no customer's shop code at the console's code sign-in", async () => {
    const customer = await registerCustomer(t);
    await call(t, 'POST', '/app/auth/otp/request', { body: { email: customer.email } });
    const code = codeIn((await latestMailTo(t.database, customer.email, 'login code')).textBody);

    const atConsole = await call(t, 'POST', '/app/auth/agent/code-login', {
      body: { email: customer.email, code, password: customer.password },
    });

    expect(atConsole.statusCode).toBe(401);
    expect(atConsole.json().message).toBe(STAFF_MESSAGES.signIn.codeOrPasswordWrong);
  });

  it("ends an invited staff member's password page at the console, and the password opens no shop session", async () => {
    const admin = await newStaff(t, 'admin', 'Ada');
    const email = uniqueEmail('new.agent');
    await inviteAgent(t, admin, email);
    const invitationLink = await resetTokenMailedTo(t.database, email);

    const set = await resetPassword(t, invitationLink);

    expect(set.statusCode).toBe(200);
    expect(set.json()).toStrictEqual({
      message: PRODUCT_MESSAGES.accounts.staffResetDone,
      signInAt: 'console',
    });
    expect((await shopLogin(email, STRONG_PASSWORD)).json()).toStrictEqual(WRONG_CREDENTIALS);
  });

  it("ends a customer's reset as before: the shop's sign-in", async () => {
    const customer = await registerCustomer(t);
    await call(t, 'POST', '/app/auth/forgot-password', { body: { email: customer.email } });
    const link = await resetTokenMailedTo(t.database, customer.email, 'password');

    const done = await resetPassword(t, link, 'Another$456');

    expect(done.json()).toStrictEqual({ message: PRODUCT_MESSAGES.accounts.resetDone });
    expect((await shopLogin(customer.email, 'Another$456')).statusCode).toBe(200);
  });
});
