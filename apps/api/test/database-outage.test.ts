import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createCuttableProxy } from './support/cuttable-proxy';
import { CHANNEL_HEADERS, TEST_SECRETS, createTestApp, resetData, type TestApp } from './support/test-app';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from './support/test-database';

const APP_NAME = 'outage-test';

async function terminateAppConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: workerDatabaseUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`,
      [APP_NAME],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe.runIf(usesPostgres())('riding through a database outage (PostgreSQL)', () => {
  const proxy = createCuttableProxy({ host: '127.0.0.1', port: 5432 });
  const lostConnections: Error[] = [];
  let helper: TestApp;
  let database: Database;
  let app: FastifyInstance;

  // Calls that always reach the database (answers from a cache would not show an outage).
  const plans = () => app.inject({ url: '/app/health' });
  const contact = () =>
    app.inject({
      method: 'POST',
      url: '/app/users/contactus',
      headers: CHANNEL_HEADERS,
      payload: { name: 'Dana Smith', email: 'dana@example.com', message: 'During the outage' },
    });

  async function untilHealthy() {
    for (let i = 0; i < 50; i += 1) {
      if ((await plans()).statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the app did not answer 200 again within 5 s');
  }

  beforeAll(async () => {
    await resetData(await getTestDatabase(), { content: true });
    const target = new URL(workerDatabaseUrl());
    await proxy.up();
    target.host = `127.0.0.1:${proxy.port}`;
    target.searchParams.set('application_name', APP_NAME);
    database = await openDatabase({
      databaseUrl: target.toString(),
      onConnectionError: (error) => lostConnections.push(error),
    });
    // A web process as the production topology runs it (`JOB_WORKERS=false`, the job workers in a
    // process of their own; decision 009), so the connections idle between requests are idle indeed.
    // With the workers polling beside it, a loaded machine could lend every connection to a poll at
    // the moment PostgreSQL ended them, and each end then came as the poll's failed statement, never
    // as an idle connection's end.
    helper = await createTestApp({ JOB_WORKERS: 'false' });
    app = await buildApp({ config: helper.config, database, secrets: TEST_SECRETS, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await helper?.close();
    await proxy.down();
  });

  it('stays up when the server ends every idle connection, and the next requests succeed', async () => {
    expect((await plans()).statusCode).toBe(200);

    expect(await terminateAppConnections()).toBeGreaterThan(0);
    // The pool hears a connection's end when the server's goodbye arrives: on a loaded machine that
    // is later than a fixed pause allowed for; then the others' a moment later.
    await vi.waitFor(() => expect(lostConnections.length).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(Array.from({ length: 5 }, () => plans()));
    expect(after.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('answers 503 with Retry-After, never a 500, when connections end during a burst', async () => {
    const burst = Array.from({ length: 40 }, () => plans());
    await terminateAppConnections();
    const responses = await Promise.all(burst);

    for (const response of responses) {
      expect([200, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toStrictEqual({ message: MESSAGES.api.unavailable });
      }
    }
    // A connection ended while idle is dropped by the pool when the server's goodbye arrives; one
    // lent out just before that fails its statement (a 503, as above). Once the database answers,
    // every request succeeds.
    await untilHealthy();
    const after = await Promise.all(Array.from({ length: 5 }, () => plans()));
    expect(after.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('says 503 (health too) while the database is away and serves again once it is back', async () => {
    await proxy.down();

    const during = await contact();
    const health = await app.inject({ url: '/app/health' });

    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toStrictEqual({ message: MESSAGES.api.unavailable });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toStrictEqual({ message: MESSAGES.api.unavailable });

    await proxy.up();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i += 1) {
      status = (await plans()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await contact()).statusCode).toBe(200);
  });
});
