import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { rateLimitBuckets } from '../../src/db/schema/platform';
import type { AuthLimits } from '../../src/modules/accounts/accounts-module';
import {
  call,
  codeMailedTo,
  loginWithPassword,
  OTHER_PASSWORD,
  registerCustomer,
  registrationBody,
  uniqueEmail,
  type Client,
} from '../support/auth';
import { CHANNEL_HEADERS, TEST_SECRETS } from '../support/test-app';
import { getTestDatabase, resetDatabase } from '../support/test-database';

const WINDOW = { windowMs: 60 * 60_000 };
const LIMITS: Partial<AuthLimits> = {
  loginPerAccountIp: { max: 3, ...WINDOW },
  loginPerIp: { max: 8, ...WINDOW },
  codeRequestPerEmail: { max: 2, ...WINDOW },
  codeRequestPerIp: { max: 4, ...WINDOW },
  codeCheckPerIp: { max: 3, ...WINDOW },
  resetRequestPerEmail: { max: 2, ...WINDOW },
  resetRequestPerIp: { max: 4, ...WINDOW },
  registerPerIp: { max: 3, ...WINDOW },
  passwordChangePerUser: { max: 2, ...WINDOW },
  supportLinkPerIp: { max: 2, ...WINDOW },
};
const TOO_MANY = { message: MESSAGES.api.tooManyRequests };

let app: FastifyInstance;
let database: Database;
let dataDir: string;
const t: Client = {
  get app() {
    return app;
  },
  headers: CHANNEL_HEADERS,
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-limits-'));
  database = await getTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  app = await buildApp({ config, database, secrets: { ...TEST_SECRETS }, logger: false, limits: LIMITS });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => resetDatabase(database));

describe('rate limits answer 429 with a clear message', () => {
  it('limits password logins per account and IP; a success clears the count', async () => {
    const customer = await registerCustomer(t);
    for (let i = 0; i < 2; i += 1)
      expect((await loginWithPassword(t, customer.email, OTHER_PASSWORD)).statusCode).toBe(401);
    expect((await loginWithPassword(t, customer.email, customer.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await loginWithPassword(t, customer.email, OTHER_PASSWORD)).statusCode).toBe(401);

    const blocked = await loginWithPassword(t, customer.email, customer.password);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toStrictEqual(TOO_MANY);
    // Another IP is another count for the same account.
    expect((await loginWithPassword(t, customer.email, customer.password, '203.0.113.9')).statusCode).toBe(
      200,
    );
  });

  it('limits password logins per IP across accounts', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await loginWithPassword(t, uniqueEmail(), OTHER_PASSWORD, '198.51.100.7')).statusCode).toBe(
        401,
      );
    }

    expect((await loginWithPassword(t, uniqueEmail(), OTHER_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
  });

  it('limits code requests per email, known or not, with the same answer', async () => {
    const customer = await registerCustomer(t);
    const stranger = uniqueEmail('stranger');
    // Each request from its own IP, so only the per-email count can stop them.
    let host = 0;
    const request = (email: string) =>
      call(t, 'POST', '/app/auth/otp/request', { body: { email }, ip: `192.0.2.${(host += 1)}` });
    for (const email of [customer.email, stranger]) {
      for (let i = 0; i < 2; i += 1) expect((await request(email)).statusCode).toBe(200);
    }

    const known = await request(customer.email.toUpperCase());
    const unknown = await request(stranger);

    expect(known.statusCode).toBe(429);
    expect(known.json()).toStrictEqual(TOO_MANY);
    expect(unknown.statusCode).toBe(429);
  });

  it('limits code requests per IP', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await call(t, 'POST', '/app/auth/otp/request', { body: { email: uniqueEmail() } })).statusCode,
      ).toBe(200);
    }

    expect(
      (await call(t, 'POST', '/app/auth/otp/request', { body: { email: uniqueEmail() } })).statusCode,
    ).toBe(429);
  });

  it('limits code checks per IP, so even the right code waits', async () => {
    const customer = await registerCustomer(t);
    await call(t, 'POST', '/app/auth/otp/request', { body: { email: customer.email } });
    const code = await codeMailedTo(database, customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call(t, 'POST', '/app/auth/otp/verify', { body: { email: customer.email, code: wrong } }))
          .statusCode,
      ).toBe(400);
    }

    const blocked = await call(t, 'POST', '/app/auth/otp/verify', { body: { email: customer.email, code } });

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toStrictEqual(TOO_MANY);
  });

  it('limits reset requests per email and per IP', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 2; i += 1)
      expect((await call(t, 'POST', '/app/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/app/auth/forgot-password', { body: { email } })).statusCode).toBe(429);
    expect(
      (await call(t, 'POST', '/app/auth/forgot-password', { body: { email: uniqueEmail() } })).statusCode,
    ).toBe(200);

    const perIp = await call(t, 'POST', '/app/auth/forgot-password', { body: { email: uniqueEmail() } });

    expect(perIp.statusCode).toBe(429);
    expect(perIp.json()).toStrictEqual(TOO_MANY);
  });

  it('limits registrations per IP and current-password checks per user', async () => {
    const customer = await registerCustomer(t);
    await registerCustomer(t);
    await registerCustomer(t);
    expect((await call(t, 'POST', '/app/auth/register', { body: registrationBody() })).statusCode).toBe(429);

    const change = () =>
      call(t, 'POST', '/app/users/changepassword', {
        token: customer.token,
        body: {
          currentPassword: 'Wrong#Pass1',
          newPassword: OTHER_PASSWORD,
          confirmNewPassword: OTHER_PASSWORD,
        },
      });
    expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(400);
    expect((await change()).statusCode).toBe(429);
  });

  it('counts again once the window has passed', async () => {
    const email = uniqueEmail();
    await call(t, 'POST', '/app/auth/forgot-password', { body: { email } });
    await call(t, 'POST', '/app/auth/forgot-password', { body: { email } });
    expect((await call(t, 'POST', '/app/auth/forgot-password', { body: { email } })).statusCode).toBe(429);
    await database.db.update(rateLimitBuckets).set({ windowStartedAt: sql`now() - interval '61 minutes'` });

    expect((await call(t, 'POST', '/app/auth/forgot-password', { body: { email } })).statusCode).toBe(200);
  });
});
