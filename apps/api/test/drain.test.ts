import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPlanId, newHttpShopper } from './support/http-shopper';
import { ensureServerBuilt, findFreePort, killStartedServers, startServer } from './support/server-process';
import { TEST_SECRETS_ENV } from './support/test-app';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from './support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Each test starts a server of its own (on PGlite: the embedded database's start and migrations) and
 * pays through it: a limit, not a goal; the stop's own bounds are the timed checks in the tests.
 */
const DRAIN_TEST_LIMIT_MS = 180_000;

/** The built server, paying slowly (the sandbox answers a charge after `chargeDelayMs`). */
async function slowServer(settings: Record<string, string>, chargeDelayMs: number) {
  ensureServerBuilt();
  // On PostgreSQL, this test worker's database (made and migrated by the first to ask).
  if (usesPostgres()) await getTestDatabase();
  const port = await findFreePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mvno-drain-')),
    ...(usesPostgres() ? { DATABASE_URL: workerDatabaseUrl() } : {}),
    ...TEST_SECRETS_ENV,
    LOG_LEVEL: 'warn',
    SANDBOX_CHARGE_DELAY_MS: String(chargeDelayMs),
    ...settings,
  });
  await server.waitForOutput(/is running at/, 120_000);
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/** The readiness answer once it says 503, or the last one seen when `ms` passed first. */
async function readinessWithin(baseUrl: string, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const { status } = await fetch(`${baseUrl}/readyz`);
    if (status === 503 || Date.now() >= until) return status;
    await sleep(20);
  }
}

describe('stopping (SIGTERM) while requests are in flight', () => {
  // Each test's server goes after it, even one the test left while it was starting.
  afterEach(killStartedServers);

  it(
    'says not ready at once, answers every request in flight, takes no new connection and exits within the bound',
    async () => {
      const { server, baseUrl } = await slowServer(
        { SHUTDOWN_DELAY_SECONDS: '1', SHUTDOWN_TIMEOUT_SECONDS: '10' },
        2000,
      );
      const planId = await firstPlanId(baseUrl);
      const shoppers = await Promise.all([newHttpShopper(baseUrl), newHttpShopper(baseUrl)]);

      const pays = shoppers.flatMap((shopper) => [shopper.pay(planId), shopper.pay(planId)]);
      await sleep(500);
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');

      // The balancer is told at once (within a second, however busy the machine is: the signal
      // reaches the process when it is next scheduled); the process itself still answers.
      expect(await readinessWithin(baseUrl, 1000)).toBe(503);
      expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);
      const answers = await Promise.all(pays);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

      expect(await server.waitForExit(12_000)).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      await expect(fetch(`${baseUrl}/livez`)).rejects.toThrow();
    },
    DRAIN_TEST_LIMIT_MS,
  );

  it(
    'exits when the bound is reached even with a request still running',
    async () => {
      const { server, baseUrl } = await slowServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' }, 5000);
      const planId = await firstPlanId(baseUrl);
      const shopper = await newHttpShopper(baseUrl);

      const pay = shopper.pay(planId).catch((error: unknown) => error);
      await sleep(300);
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');

      expect(await server.waitForExit(5000)).toBe(1);
      expect(Date.now() - stoppedAt).toBeLessThan(2500);
      await pay;
    },
    DRAIN_TEST_LIMIT_MS,
  );
});
