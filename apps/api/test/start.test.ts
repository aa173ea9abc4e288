import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zFooterContent } from '@mvno/contracts/entities';
import { DEMO_CUSTOMER } from '../src/db/seed-data/catalog';
import { ensureServerBuilt, findFreePort, startServer, type ServerProcess } from './support/server-process';

/**
 * The built server as a user starts it: `node dist/server.js` on embedded PGlite in a fresh
 * data folder. Independent of TEST_DB.
 */
const started: ServerProcess[] = [];
let dataDir: string;

function start(env: Record<string, string>): ServerProcess {
  const server = startServer({ HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });
  started.push(server);
  return server;
}

async function startAndWaitUntilReady(): Promise<{ server: ServerProcess; baseUrl: string }> {
  const port = await findFreePort();
  const server = start({ PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  await server.waitForOutput(/Demo login: .+\n/, 60_000);
  expect(server.stdout()).toContain(`is running at ${baseUrl}`);
  return { server, baseUrl };
}

beforeAll(() => {
  ensureServerBuilt();
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-start-test-'));
});

afterAll(() => {
  for (const { child } of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('node dist/server.js', () => {
  it('starts on an empty data folder, seeds demo data, prints the URL and the demo login, stops on SIGTERM', async () => {
    const { server, baseUrl } = await startAndWaitUntilReady();

    expect(server.stdout()).toContain('(demo data seeded)');
    expect(server.stdout()).toContain(`Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    const health = await fetch(`${baseUrl}/app/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toStrictEqual({ status: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
  }, 90_000);

  it('keeps its data across a restart on the same data folder', async () => {
    const { server, baseUrl } = await startAndWaitUntilReady();

    expect(server.stdout()).toContain('Database: embedded PGlite');
    expect(server.stdout()).not.toContain('(demo data seeded)');
    const footer = await fetch(`${baseUrl}/api/brightline-footer?populate=deep`);
    expect(footer.status).toBe(200);
    expect(zFooterContent.parse(await footer.json()).data.attributes.socials.length).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
  }, 90_000);

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://nope' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nope' }],
  ])(
    'refuses to start with a bad %s (%j) and names it',
    async (variable, env) => {
      const server = start({ PORT: '0', ...env });

      const code = await server.waitForExit();

      expect(code).not.toBe(0);
      expect(server.stderr()).toContain(`Invalid configuration: ${variable}`);
    },
    60_000,
  );
});
