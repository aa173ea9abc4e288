import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { createCuttableProxy } from './support/cuttable-proxy';
import { ensureServerBuilt, findFreePort, startServer, type ServerProcess } from './support/server-process';
import { TEST_SECRETS_ENV } from './support/test-app';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from './support/test-database';

// The built server as a load balancer sees it, with its database behind a hop the test cuts.
describe.runIf(usesPostgres())('liveness and readiness while the database goes away (PostgreSQL)', () => {
  const proxy = createCuttableProxy({ host: '127.0.0.1', port: 5432 });
  let server: ServerProcess;
  let baseUrl: string;
  const get = async (url: string) => {
    const response = await fetch(`${baseUrl}${url}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** Milliseconds until GET /readyz answers `status`, asking every 50 ms. */
  async function msUntilReady(status: number, limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if ((await get('/readyz')).status === status) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`/readyz did not answer ${status} within ${limitMs} ms`);
  }

  beforeAll(async () => {
    ensureServerBuilt();
    await getTestDatabase();
    await proxy.up();
    const databaseUrl = new URL(workerDatabaseUrl());
    databaseUrl.host = `127.0.0.1:${proxy.port}`;
    const port = await findFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mvno-readiness-')),
      ...TEST_SECRETS_ENV,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    await server.waitForOutput(/is running at/);
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.waitForExit(15_000);
    await proxy.down();
  });

  it('says 503 within a second of the database going away, 200 again within seconds of its return; live throughout', async () => {
    expect(await get('/readyz')).toStrictEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/livez')).toStrictEqual({ status: 200, body: { status: 'ok' } });

    await proxy.down();

    expect(await msUntilReady(503, 3000)).toBeLessThan(1000);
    expect(await get('/readyz')).toStrictEqual({ status: 503, body: { message: MESSAGES.api.unavailable } });
    expect(await get('/livez')).toStrictEqual({ status: 200, body: { status: 'ok' } });

    await proxy.up();

    expect(await msUntilReady(200, 10_000)).toBeLessThan(5000);
    expect(await get('/livez')).toStrictEqual({ status: 200, body: { status: 'ok' } });
    // The health check load balancers used before is unchanged.
    expect(await get('/app/health')).toStrictEqual({ status: 200, body: { status: 'ok' } });
  }, 30_000);
});
