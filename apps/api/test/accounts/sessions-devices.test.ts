import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { sessions } from '../../src/db/schema/accounts';
import { claimsOf, mailsTo, OTHER_PASSWORD, registerCustomer, viewUserStatus } from '../support/auth';
import { CHROME_MAC, FIREFOX_WINDOWS, SAFARI_IPHONE, send } from '../support/profile';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/** Logs in with the password from a browser. */
async function logInFrom(email: string, password: string, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/app/auth/login',
    headers: { ...t.headers, 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

const list = async (token: string) => {
  const response = await send(t, 'GET', '/app/users/sessions', token);
  expect(response.statusCode).toBe(200);
  return response.json().sessions as {
    id: string;
    current: boolean;
    assisted: boolean;
    browser: string | null;
    os: string | null;
    deviceType: string | null;
    location: string | null;
    lastActiveAt: string;
    signedInAt: string;
  }[];
};

describe('GET /app/users/sessions', () => {
  it('lists the signed-in devices with browser, system and type, this one first', async () => {
    const customer = await registerCustomer(t);
    const phone = await logInFrom(customer.email, customer.password, SAFARI_IPHONE);
    const laptop = await logInFrom(customer.email, customer.password, CHROME_MAC);

    const devices = await list(laptop);

    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({
      id: claimsOf(laptop).sid,
      current: true,
      assisted: false,
      browser: 'Chrome 131',
      os: expect.stringMatching(/^macOS/),
      deviceType: 'desktop',
      // The network it signed in from (decision 030): the test's requests come from this computer.
      location: ACCOUNT_MESSAGES.security.placeThisComputer,
    });
    expect(devices.find((d) => d.id === claimsOf(phone).sid)).toMatchObject({
      current: false,
      browser: 'Safari 17',
      os: expect.stringMatching(/^iOS/),
      deviceType: 'mobile',
    });
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    for (const device of devices)
      expect(Date.parse(device.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("does not show another customer's sessions", async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);

    const devices = await list(customer.token);

    expect(devices.map((d) => d.id)).toStrictEqual([claimsOf(customer.token).sid]);
    expect(devices.map((d) => d.id)).not.toContain(claimsOf(other.token).sid);
  });
});

describe('signing out devices', () => {
  it('ending one session leaves the others working', async () => {
    const customer = await registerCustomer(t);
    const phone = await logInFrom(customer.email, customer.password, SAFARI_IPHONE);
    const laptop = await logInFrom(customer.email, customer.password, CHROME_MAC);

    const response = await send(t, 'DELETE', `/app/users/sessions/${claimsOf(phone).sid}`, laptop);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ message: PRODUCT_MESSAGES.sessions.sessionEnded });
    const ended = await send(t, 'GET', '/app/users/view', phone);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toStrictEqual({ message: MESSAGES.api.unauthorized });
    expect(await viewUserStatus(t, laptop)).toBe(200);
    expect(await viewUserStatus(t, customer.token)).toBe(200);
    expect((await list(laptop)).map((d) => d.id)).not.toContain(claimsOf(phone).sid);
  });

  it("answers 404 for another customer's session, an ended one and a malformed id, and ends nothing", async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    const theirs = claimsOf(other.token).sid as string;

    const foreign = await send(t, 'DELETE', `/app/users/sessions/${theirs}`, customer.token);
    const malformed = await send(t, 'DELETE', '/app/users/sessions/not-an-id', customer.token);

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toStrictEqual({ message: PRODUCT_MESSAGES.sessions.sessionNotFound });
    expect(malformed.statusCode).toBe(404);
    expect(await viewUserStatus(t, other.token)).toBe(200);
  });

  it('signs out every other device, not this one', async () => {
    const customer = await registerCustomer(t);
    const phone = await logInFrom(customer.email, customer.password, SAFARI_IPHONE);
    const laptop = await logInFrom(customer.email, customer.password, CHROME_MAC);
    const other = await registerCustomer(t);

    const response = await send(t, 'POST', '/app/users/sessions/end-others', laptop);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      message: PRODUCT_MESSAGES.sessions.otherSessionsEnded(2),
      ended: 2,
    });
    expect(await viewUserStatus(t, phone)).toBe(401);
    expect(await viewUserStatus(t, customer.token)).toBe(401);
    expect(await viewUserStatus(t, laptop)).toBe(200);
    expect(await viewUserStatus(t, other.token)).toBe(200);
  });

  it('a password change ends every other session, mails a notice, and this device goes on with a new token', async () => {
    const customer = await registerCustomer(t);
    const phone = await logInFrom(customer.email, customer.password, SAFARI_IPHONE);

    const response = await send(t, 'POST', '/app/users/changepassword', customer.token, {
      currentPassword: customer.password,
      newPassword: OTHER_PASSWORD,
      confirmNewPassword: OTHER_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    const fresh = response.json().token as string;
    expect(await viewUserStatus(t, fresh)).toBe(200);
    expect(await viewUserStatus(t, phone)).toBe(401);
    expect(await viewUserStatus(t, customer.token)).toBe(401);
    expect((await list(fresh)).map((d) => d.current)).toStrictEqual([true]);
    const [notice] = await mailsTo(t.database, customer.email);
    expect(notice?.subject).toMatch(/password was changed/i);
  });
});

describe('new sign-in mail', () => {
  it('is sent for a device the account never used, not for one it did, nor at registration', async () => {
    const customer = await registerCustomer(t);
    const mailCount = async () =>
      (await mailsTo(t.database, customer.email)).filter((m) => /new sign-in/i.test(m.subject)).length;
    expect(await mailCount()).toBe(0);

    await logInFrom(customer.email, customer.password, FIREFOX_WINDOWS);
    expect(await mailCount()).toBe(1);
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.textBody).toContain('Firefox 133 on Windows');
    expect(mail?.textBody).toContain('Unknown location');

    // Same browser, system and type (a newer version too): no new mail.
    await logInFrom(customer.email, customer.password, FIREFOX_WINDOWS.replaceAll('133.0', '134.0'));
    expect(await mailCount()).toBe(1);
    expect(await t.database.db.$count(sessions)).toBe(3);
  });
});
