import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { registerCustomer } from './support/auth';
import { CHANNEL_HEADERS, TEST_SECRETS } from './support/test-app';
import { getTestDatabase } from './support/test-database';

/** Logging stays on at little cost: one line per request with its id, status and time. */
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-log-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir });
  app = await buildApp({
    config,
    database: await getTestDatabase(),
    secrets: { ...TEST_SECRETS },
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          raw.push(line);
          lines.push(JSON.parse(line));
        },
      },
    },
  });
  // A line of the shared logger the modules hold (not the request's own), written mid-request.
  app.get('/test/shared-log', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    app.log.info({ step: 'mid-request' }, 'a module line');
    return { ok: true };
  });
  // A failure deep in a request: the error handler's line goes through the request's logger.
  app.get('/test/failing', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    throw new Error('broken on purpose');
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('request log', () => {
  it('writes one line per request with its id, method, path, status and time', async () => {
    lines.length = 0;
    const ok = await app.inject({ url: '/app/health', headers: { 'x-request-id': 'trace-ok-1' } });
    const refused = await app.inject({
      url: '/app/plans',
      headers: { ...CHANNEL_HEADERS, 'x-api-key': 'wrong' },
    });

    const requests = lines.filter(
      (line) => line.msg === 'request completed' || line.msg === 'incoming request',
    );
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      reqId: 'trace-ok-1',
      method: 'GET',
      url: '/app/health',
      statusCode: ok.statusCode,
    });
    expect(requests[1]).toMatchObject({
      reqId: refused.headers['x-request-id'],
      url: '/app/plans',
      statusCode: 401,
    });
    for (const line of requests) expect(typeof line.responseTime).toBe('number');
  });

  it("names the request on every line, the shared logger's too, and the user once known", async () => {
    lines.length = 0;
    await app.inject({ url: '/test/shared-log', headers: { 'x-request-id': 'trace-shared-2' } });
    expect(lines.find((line) => line.msg === 'a module line')).toMatchObject({ reqId: 'trace-shared-2' });
    expect(lines.filter((line) => line.reqId === 'trace-shared-2')).toHaveLength(2);

    const customer = await registerCustomer({ app, headers: CHANNEL_HEADERS });
    lines.length = 0;
    await app.inject({
      url: '/app/users/view',
      headers: {
        ...CHANNEL_HEADERS,
        authorization: `Bearer ${customer.token}`,
        'x-request-id': 'trace-user-3',
      },
    });
    const viewed = lines.filter((line) => line.reqId === 'trace-user-3');
    expect(viewed.length).toBeGreaterThan(0);
    for (const line of viewed) expect(line.userId).toBe(customer.user.id);
    // Each line names its request once.
    for (const line of raw) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("names the request on the error handler's line of a failed request", async () => {
    lines.length = 0;
    const failed = await app.inject({ url: '/test/failing', headers: { 'x-request-id': 'trace-failed-4' } });
    expect(failed.statusCode).toBe(500);
    const logged = lines.filter((line) => line.reqId === 'trace-failed-4');
    expect(logged.map((line) => line.msg)).toEqual(['unhandled error', 'request completed']);
  });

  it('writes the completion line as pino writes any other: level, time, pid, hostname, the address as sent', async () => {
    lines.length = 0;
    raw.length = 0;
    // A backslash must be escaped in JSON (quotes and other characters arrive percent-encoded).
    const url = '/app/health?q=back\\slash';
    await app.inject({ url, headers: { 'x-request-id': 'trace-format-5' } });
    await app.inject({ url: '/test/shared-log', headers: { 'x-request-id': 'trace-format-6' } });

    const completed = lines.find((line) => line.reqId === 'trace-format-5');
    expect(completed).toMatchObject({ level: 30, pid: process.pid, url, msg: 'request completed' });
    expect(typeof completed?.time).toBe('number');
    expect(typeof completed?.hostname).toBe('string');
    // The same leading fields, in the same order, as a line pino wrote itself.
    const lead = (line: string | undefined) => Object.keys(JSON.parse(line ?? '{}') as object).slice(0, 4);
    const moduleLine = raw.find((line) => line.includes('a module line'));
    expect(lead(raw.find((line) => line.includes('trace-format-5')))).toEqual(lead(moduleLine));
    for (const line of raw) expect(line.endsWith('\n')).toBe(true);
  });
});
