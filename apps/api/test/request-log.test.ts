import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { CHANNEL_HEADERS, TEST_SECRETS } from './support/test-app';
import { getTestDatabase } from './support/test-database';

/** Logging stays on at little cost: one line per request with its id, status and time. */
const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-log-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir });
  app = await buildApp({
    config,
    database: await getTestDatabase(),
    secrets: { ...TEST_SECRETS },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
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
});
