import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { AuthLimits, SlowdownTiming } from '../../src/modules/accounts/accounts-module';
import { codeIn, latestMailTo, mailsTo, registerCustomer, uniqueEmail, type Client } from '../support/auth';
import { CHANNEL_HEADERS, resetData, TEST_SECRETS } from '../support/test-app';
import { getTestDatabase, openAnotherConnection } from '../support/test-database';

/**
 * Tries against one account spread over many addresses (decision 013): behind one proxy hop
 * (TRUST_PROXY=1) every try claims its own client address in X-Forwarded-For, so no per-address
 * limit stops them; two app instances on one database stand for two processes.
 */
const WINDOW = { windowMs: 60 * 60_000 };
const THRESHOLD = 2;
const LIMITS: Partial<AuthLimits> = {
  passwordSlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
  codeEntrySlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
  codeRequestSlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
  resetRequestSlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
};
const SLOWDOWN: SlowdownTiming = { firstMs: 120, maxMs: 240 };
const TRIES = THRESHOLD + 3;
/** The least wait of each try: none up to the threshold, then 120, 240, 240 ms. */
const LEAST_WAIT = [0, 0, 120, 240, 240];
/** Timers may fire a millisecond early; the assertions are lower bounds only. */
const EARLY = 5;
const ATTACK_SUBJECT = 'Someone is trying to get into your Brightline Mobile account';

let dataDirs: string[] = [];
let apps: FastifyInstance[] = [];
let database: Database;

async function startApp(db: Database): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-slowdown-'));
  dataDirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    JOB_POLL_SECONDS: '0.5',
  });
  return buildApp({
    config,
    database: db,
    secrets: { ...TEST_SECRETS },
    logger: false,
    limits: LIMITS,
    slowdown: SLOWDOWN,
  });
}

beforeAll(async () => {
  database = await getTestDatabase();
  apps = [await startApp(database), await startApp(await openAnotherConnection())];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});
beforeEach(() => resetData(database, { content: false }));

let address = 0;
/** One try through the proxy, from a client address never used before, on one of the two processes. */
async function tryFrom(i: number, url: string, body: object) {
  address += 1;
  const started = performance.now();
  const response = await apps[i % 2]!.inject({
    method: 'POST',
    url,
    headers: { ...CHANNEL_HEADERS, 'x-forwarded-for': `198.51.${address >> 8}.${address & 255}` },
    remoteAddress: '10.0.0.2',
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as unknown, ms: performance.now() - started };
}

const client = (): Client => ({ app: apps[0]!, headers: CHANNEL_HEADERS });

async function attackMails(email: string) {
  return (await mailsTo(database, email)).filter((mail) => mail.subject === ATTACK_SUBJECT);
}

type Kind = {
  name: string;
  url: string;
  body: (email: string) => object;
  answer: { status: number; body: unknown };
};

const KINDS: Kind[] = [
  {
    name: 'wrong passwords',
    url: '/app/auth/login',
    body: (email) => ({ email, password: 'Wrong#Pass9' }),
    answer: { status: 401, body: { message: PRODUCT_MESSAGES.accounts.wrongCredentials } },
  },
  {
    name: 'wrong login codes',
    url: '/app/auth/otp/verify',
    body: (email) => ({ email, code: '000000' }),
    answer: {
      status: 400,
      body: {
        message: PRODUCT_MESSAGES.accounts.badCode,
        errors: [{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }],
      },
    },
  },
  {
    name: 'login code requests',
    url: '/app/auth/otp/request',
    body: (email) => ({ email }),
    answer: { status: 200, body: { message: PRODUCT_MESSAGES.accounts.codeSent } },
  },
  {
    name: 'password reset requests',
    url: '/app/auth/forgot-password',
    body: (email) => ({ email }),
    answer: { status: 200, body: { message: PRODUCT_MESSAGES.accounts.resetSent } },
  },
];

describe('tries against one account from many addresses are slowed, never refused', () => {
  for (const kind of KINDS) {
    it(`${kind.name}: the same answers and waits with or without an account; the owner is mailed once`, async () => {
      const owner = await registerCustomer(client());
      const stranger = uniqueEmail('stranger');

      for (const email of [owner.email, stranger]) {
        for (let i = 0; i < TRIES; i += 1) {
          const attempt = await tryFrom(i, kind.url, kind.body(i % 2 ? email.toUpperCase() : email));
          expect({ status: attempt.status, body: attempt.body }, `${email} try ${i + 1}`).toStrictEqual(
            kind.answer,
          );
          expect(attempt.ms, `${email} try ${i + 1}`).toBeGreaterThanOrEqual(LEAST_WAIT[i]! - EARLY);
        }
      }

      const notices = await attackMails(owner.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.textBody).toContain('Your account is not locked');
      expect(notices[0]!.textBody).toContain('/dashboard/setting');
      expect(await attackMails(stranger)).toHaveLength(0);
    }, 60_000);
  }

  it('the right password still logs the owner in, after the wait', async () => {
    const owner = await registerCustomer(client());
    for (let i = 0; i < TRIES; i += 1)
      expect(
        (await tryFrom(i, '/app/auth/login', { email: owner.email, password: 'Wrong#Pass9' })).status,
      ).toBe(401);

    const right = await tryFrom(TRIES, '/app/auth/login', { email: owner.email, password: owner.password });

    expect(right.status).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(SLOWDOWN.maxMs - EARLY);
    expect(await attackMails(owner.email)).toHaveLength(1);
  }, 60_000);

  it('the right login code still logs the owner in after wrong ones (the code keeps its own try limit)', async () => {
    const owner = await registerCustomer(client());
    expect((await tryFrom(0, '/app/auth/otp/request', { email: owner.email })).status).toBe(200);
    const code = codeIn((await latestMailTo(database, owner.email, 'login code')).textBody);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < THRESHOLD + 2; i += 1)
      expect((await tryFrom(i, '/app/auth/otp/verify', { email: owner.email, code: wrong })).status).toBe(
        400,
      );

    const right = await tryFrom(1, '/app/auth/otp/verify', { email: owner.email, code });

    expect(right.status).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(SLOWDOWN.maxMs - EARLY);
  }, 60_000);
});
