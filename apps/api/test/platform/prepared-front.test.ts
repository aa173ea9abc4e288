/**
 * The plans list answered in front of the app (http/prepared-front.ts, decision 039): over real HTTP
 * through the start gate, byte for byte and header for header what the app itself sends, with its
 * log line and request metrics; everything else, and a changed list, still goes to the app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createStartGate, type StartGate } from '../../src/http/start-gate';
import { createPlan } from '../support/commerce';
import { CHANNEL_HEADERS, resetData, TEST_SECRETS } from '../support/test-app';
import { getTestDatabase } from '../support/test-database';

const METRICS_TOKEN = 'prepared-front-metrics-token-0123456789';
const lines: Record<string, unknown>[] = [];
/** Requests for /app/plans that reached the app (its own hooks ran). */
let reachedApp = 0;
let app: Awaited<ReturnType<typeof buildApp>>;
let gate: StartGate;
let port: number;
let dataDir: string;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(url: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers that say what was sent, without those that differ per answer or per connection. */
function comparable(headers: Record<string, unknown>): Record<string, string> {
  const varying = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !varying.has(name))
      .map(([name, value]): [string, string] => [name, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

beforeAll(async () => {
  const database = await getTestDatabase();
  await resetData(database, { content: false });
  // Enough plans for an answer over the compression threshold (sent as brotli or gzip when asked).
  for (let n = 0; n < 8; n += 1)
    await createPlan(database, {
      retailDescription: `Unlimited talk & text\n${n + 5}GB data, hotspot included`,
    });
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-front-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir });
  app = await buildApp({
    config,
    database,
    secrets: { ...TEST_SECRETS, metricsToken: METRICS_TOKEN },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/app/plans')) reachedApp += 1;
    done();
  });
  await app.ready();
  await app.referenceData.announceChange();
  gate = createStartGate(1000);
  const server: Server = await gate.listen(0, '127.0.0.1');
  port = (server.address() as { port: number }).port;
  gate.open(app.server, app.preparedFront);
});

afterAll(async () => {
  await gate.drain();
  await app.close();
  await gate.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // The first request reads the list (through the app); it is kept in memory from then on, once
  // the process has heard its own last announcement (see the change test below).
  await expect
    .poll(
      async () => {
        const reached = reachedApp;
        await get('/app/plans', CHANNEL_HEADERS);
        return reachedApp === reached;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  reachedApp = 0;
  lines.length = 0;
});

describe('prepared answers in front of the app', () => {
  it.each([
    ['no encoding', {}],
    ['brotli', { 'accept-encoding': 'br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['what browsers send', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['brotli refused', { 'accept-encoding': 'br;q=0, gzip' }],
  ])('answers the plans list as the app does (%s)', async (_name, extra) => {
    const headers = { ...CHANNEL_HEADERS, ...extra };
    const front = await get('/app/plans', headers);
    expect(reachedApp).toBe(0);
    const fromApp = await app.inject({ url: '/app/plans', headers });
    expect(reachedApp).toBe(1);
    expect(front.status).toBe(200);
    expect(fromApp.statusCode).toBe(200);
    expect(comparable(front.headers)).toEqual(comparable(fromApp.headers));
    expect(front.body.equals(fromApp.rawPayload)).toBe(true);
    expect(front.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the request line and counts the request as the app does', async () => {
    await get('/app/plans', { ...CHANNEL_HEADERS, 'x-request-id': 'front-line-1' });
    expect(reachedApp).toBe(0);
    const line = lines.find((l) => l.reqId === 'front-line-1');
    expect(line).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/app/plans',
      statusCode: 200,
    });
    expect(typeof line?.responseTime).toBe('number');

    const count = async () => {
      const metrics = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const found =
        /brightline_http_requests_total\{[^}]*route="\/app\/plans"[^}]*status_code="200"[^}]*\} (\d+)/.exec(
          metrics.body,
        );
      return Number(found?.[1] ?? 0);
    };
    const before = await count();
    await get('/app/plans', CHANNEL_HEADERS);
    await get('/app/plans', CHANNEL_HEADERS);
    expect(reachedApp).toBe(0);
    expect(await count()).toBe(before + 2);
  });

  it('leaves to the app what it does not answer itself', async () => {
    const wrongKey = await get('/app/plans', { ...CHANNEL_HEADERS, 'x-api-key': 'wrong' });
    expect(wrongKey.status).toBe(401);
    const etag = String((await app.inject({ url: '/app/plans', headers: CHANNEL_HEADERS })).headers.etag);
    reachedApp = 0;
    const conditional = await get('/app/plans', { ...CHANNEL_HEADERS, 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    const withQuery = await get('/app/plans?x=1', CHANNEL_HEADERS);
    expect(withQuery.status).toBe(200);
    const head = await get('/app/plans', CHANNEL_HEADERS, 'HEAD');
    expect(head.status).toBe(200);
    expect(reachedApp).toBe(3);
  });

  it('serves a change of the plans from the next answer (the app reads it, the front serves it after)', async () => {
    const before = JSON.parse((await get('/app/plans', CHANNEL_HEADERS)).body.toString()) as { id: string }[];
    const changed = before[0]!;
    await app.referenceData.updatePlan(changed.id, { retailName: 'Renamed in the console' });
    const after = await get('/app/plans', CHANNEL_HEADERS);
    expect(reachedApp).toBe(1);
    const plans = JSON.parse(after.body.toString()) as { id: string; retailName: string }[];
    expect(plans.find((plan) => plan.id === changed.id)?.retailName).toBe('Renamed in the console');
    // On PostgreSQL the process hears its own announcement a moment later (on the listening
    // connection) and drops its copy once more; from then on the front serves the changed list.
    await expect
      .poll(
        async () => {
          const reached = reachedApp;
          const again = await get('/app/plans', CHANNEL_HEADERS);
          return reachedApp === reached && again.body.equals(after.body);
        },
        { timeout: 5_000 },
      )
      .toBe(true);
  });
});
