import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { ensureServerBuilt, findFreePort, startServer, type ServerProcess } from './support/server-process';

/**
 * `node dist/server.js` takes its port before it opens the database: on a fresh PGlite folder the
 * WebAssembly compile, the migrations and the seed all come after the first answer.
 */
const CHANNEL = { 'x-api-key': 'start-gate-key', 'x-company-code': 'WEB', 'x-operator-id': '19' };
let dataDir: string;
const started: ServerProcess[] = [];

function start(port: number, env: Record<string, string>): ServerProcess {
  const server = startServer({
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(dataDir, 'data-')),
    APP_API_KEY: CHANNEL['x-api-key'],
    ...env,
  });
  started.push(server);
  return server;
}

beforeAll(() => {
  ensureServerBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-start-gate-test-'));
});

afterAll(() => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The first answer of the health check once the port accepts connections. */
async function firstHealth(baseUrl: string): Promise<Response> {
  for (;;) {
    const answer = await fetch(`${baseUrl}/app/health`).catch(() => undefined);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('start-up before the database is ready', () => {
  it('answers health 503 with Retry-After, holds an API call until ready, then health 200', async () => {
    const port = await findFreePort();
    // The call below must be held until ready however slow the machine, not timed out.
    const server = start(port, { START_WAIT_SECONDS: '600' });
    const baseUrl = `http://127.0.0.1:${port}`;

    const early = await firstHealth(baseUrl);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await early.json()).toStrictEqual({ message: MESSAGES.api.unavailable });

    const plans = await fetch(`${baseUrl}/app/plans`, { headers: CHANNEL });
    expect(plans.status).toBe(200);
    expect(((await plans.json()) as unknown[]).length).toBeGreaterThan(0);

    const ready = await fetch(`${baseUrl}/app/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toStrictEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
  }, 90_000);

  it('answers a call it cannot hold any longer with 503, Retry-After and the one error shape', async () => {
    const port = await findFreePort();
    const server = start(port, { START_WAIT_SECONDS: '0' });
    const baseUrl = `http://127.0.0.1:${port}`;
    expect((await firstHealth(baseUrl)).status).toBe(503);

    const plans = await fetch(`${baseUrl}/app/plans`, { headers: CHANNEL });
    expect(plans.status).toBe(503);
    expect(plans.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await plans.json()).toStrictEqual({ message: MESSAGES.api.unavailable });

    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
  }, 90_000);
});
