import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt, findFreePort, startServer, type ServerProcess } from './support/server-process';
import { TEST_SECRETS_ENV } from './support/test-app';
import { getTestDatabase, usesPostgres, workerDatabaseUrl } from './support/test-database';

/**
 * The built server writes its log lines to standard output in batches (lib/log-destination.ts):
 * a line still arrives within moments on a quiet server, and nothing gathered is lost on a stop.
 */
let server: ServerProcess | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
});

const lineOf = (output: string, reqId: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((line) => line.reqId === reqId && line.msg === 'request completed');

describe('the server log', () => {
  it('shows a request line within moments on a quiet server, and writes what is left when stopped', async () => {
    ensureServerBuilt();
    if (usesPostgres()) await getTestDatabase();
    const port = await findFreePort();
    server = startServer({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mvno-server-log-')),
      ...(usesPostgres() ? { DATABASE_URL: workerDatabaseUrl() } : {}),
      ...TEST_SECRETS_ENV,
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_SECONDS: '0',
    });
    await server.waitForOutput(/is running at/, 60_000);
    const baseUrl = `http://127.0.0.1:${port}`;

    const quiet = await fetch(`${baseUrl}/app/health`, { headers: { 'x-request-id': 'quiet-line-1' } });
    expect(quiet.status).toBe(200);
    // A single short line is far below a batch: it is written by the periodic flush.
    await server.waitForOutput(/"reqId":"quiet-line-1"/, 2_000);
    expect(lineOf(server.stdout(), 'quiet-line-1')).toMatchObject({ url: '/app/health', statusCode: 200 });

    const last = await fetch(`${baseUrl}/app/health`, { headers: { 'x-request-id': 'last-line-2' } });
    expect(last.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.waitForExit(20_000)).toBe(0);
    expect(lineOf(server.stdout(), 'last-line-2')).toMatchObject({ url: '/app/health', statusCode: 200 });
    expect(server.stdout()).toContain('"msg":"stopped"');
    // Room for its own waits (a start of up to a minute on a loaded runner, 20 s to stop): a limit, not a goal.
  }, 120_000);
});
