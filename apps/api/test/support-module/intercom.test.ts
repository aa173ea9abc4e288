import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/accounts';
import { hashPassword } from '../../src/lib/password-hasher';
import { call } from '../support/auth';
import { settingsIn, webDist } from '../support/web-dist';
import { createTestApp, resetData, type TestApp } from '../support/test-app';

/**
 * Intercom mode. The identity hash is HMAC-SHA256 of the user id keyed with Intercom's identity
 * secret, in hex; the vector below was computed apart from this code (openssl dgst -sha256 -hmac).
 */
const SECRET = 'intercom-identity-secret-for-tests';
const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const EXPECTED_HASH = '7dfe54cf9dfadb3dc7415b630b8320c5dff7bb8b70e2cf351ac6966e380bf3bf';

const cspOf = (header: unknown) => String(header);

describe('with INTERCOM_APP_ID and INTERCOM_IDENTITY_SECRET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST: webDist(),
      INTERCOM_APP_ID: 'abc123xy',
      INTERCOM_IDENTITY_SECRET: SECRET,
    });
    await resetData(t.database, { content: false });
  });
  afterAll(async () => t.close());

  it("answers Intercom's identity hash of the user id as userHash (known vector)", async () => {
    await t.database.db.insert(users).values({
      id: USER_ID,
      email: 'ivy@example.com',
      firstName: 'Ivy',
      lastName: 'Chen',
      passwordHash: await hashPassword('Secret#123'),
    });

    const login = await call(t, 'POST', '/app/auth/login', {
      body: { email: 'ivy@example.com', password: 'Secret#123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      id: USER_ID,
      firstName: 'Ivy',
      email: 'ivy@example.com',
      userHash: EXPECTED_HASH,
    });
    const view = await call(t, 'GET', '/app/users/view', { token: login.json().token as string });
    expect(view.json().userHash).toBe(EXPECTED_HASH);
  });

  it("tells the page to load Intercom's messenger and allows Intercom's hosts in the CSP", async () => {
    const page = await t.app.inject({ url: '/shop' });

    expect(settingsIn(page.body)).toMatchObject({ chatProvider: 'intercom', intercomAppId: 'abc123xy' });
    const csp = cspOf(page.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://app.intercom.io https://widget.intercom.io https://js.intercomcdn.com",
    );
    expect(csp).toContain('wss://nexus-websocket-a.intercom.io');
  });
});

describe('without Intercom (the built-in chat)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist() });
  });
  afterAll(async () => t.close());

  it('keeps the built-in chat and no Intercom host in the CSP', async () => {
    const page = await t.app.inject({ url: '/shop' });

    expect(settingsIn(page.body)).toMatchObject({ chatProvider: 'builtin', intercomAppId: '' });
    expect(cspOf(page.headers['content-security-policy'])).not.toContain('intercom');
  });
});
