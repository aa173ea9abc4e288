/**
 * The hour's bound of wrong passwords per account holds while Redis goes away and comes back
 * (decision 045): the account's security counters live in PostgreSQL whatever REDIS_URL says,
 * so neither change of store starts the count again. A throwaway redis-server of the test's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { rateLimitBuckets } from '../../src/db/schema/platform';
import { DEFAULT_AUTH_LIMITS } from '../../src/modules/accounts/sign-in/auth-limits';
import { call, registerCustomer, registrationBody } from '../support/auth';
import { rowCount } from '../support/commerce';
import { redisServerMissing, testRedis } from '../support/redis-server';
import { CHANNEL_HEADERS, resetData, TEST_SECRETS } from '../support/test-app';
import { getTestDatabase } from '../support/test-database';

const missing = redisServerMissing();
if (missing) console.warn(missing);

const redis = await testRedis();
const BOUND = DEFAULT_AUTH_LIMITS.passwordChecksPerAccount.max;
const WRONG = { message: PRODUCT_MESSAGES.accounts.wrongCredentials };
const PAUSED = { message: PRODUCT_MESSAGES.accounts.passwordSignInPaused };

let app: FastifyInstance | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await redis.stop();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(Boolean(missing))('the bound of wrong passwords across Redis outages', () => {
  it(`counts ${BOUND} wrong passwords as ${BOUND} whether Redis was up, down or back for each`, async () => {
    const database = await getTestDatabase();
    await resetData(database, { content: false });
    await redis.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-bound-redis-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      JOB_POLL_SECONDS: '0.5',
    });
    app = await buildApp({
      config,
      database,
      secrets: { ...TEST_SECRETS },
      logger: false,
      slowdown: { firstMs: 10, maxMs: 20 },
    });
    const client = { app, headers: { ...CHANNEL_HEADERS } };
    let address = 0;
    const from = () => {
      address += 1;
      return `203.0.113.${address}`;
    };
    /** Redis counts the shop's other limits again: a registration adds no row to the table. */
    const redisCounts = async () => {
      const rows = await rowCount(database, rateLimitBuckets);
      await call(client, 'POST', '/app/auth/register', { body: registrationBody(), ip: from() });
      return (await rowCount(database, rateLimitBuckets)) === rows;
    };
    await eventually(redisCounts);
    const owner = await registerCustomer(client);
    const tryPassword = (password: string) =>
      call(client, 'POST', '/app/auth/login', { body: { email: owner.email, password }, ip: from() });

    const firstPart = BOUND - 4;
    for (let i = 0; i < firstPart; i += 1) expect((await tryPassword(`Wrong#Up${i}`)).json()).toEqual(WRONG);
    await redis.stop();
    for (let i = firstPart; i < BOUND; i += 1)
      expect((await tryPassword(`Wrong#Down${i}`)).json()).toEqual(WRONG);

    // Redis away: the count went on from where it was.
    const whileDown = await tryPassword(owner.password);
    expect(whileDown.statusCode).toBe(401);
    expect(whileDown.json()).toEqual(PAUSED);

    // Redis back (and empty): still the same count.
    await redis.start();
    await eventually(redisCounts);
    const onceBack = await tryPassword(owner.password);
    expect(onceBack.statusCode).toBe(401);
    expect(onceBack.json()).toEqual(PAUSED);
  }, 60_000);
});
