import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { resolveSecrets } from '../../src/secrets';
import { call, registerCustomer } from '../support/auth';
import { startVisitor } from '../support/chat';
import { useTestApp } from '../support/test-app';
import { getTestDatabase } from '../support/test-database';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ overrides: { METRICS_TOKEN: TOKEN }, content: true });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(token = TOKEN) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, samples: parse(response.body) };
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

describe('GET /metrics', () => {
  it('is refused without its bearer token, or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('message');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-metrics-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('brightline_http_requests_total');
  });

  it('counts requests and their latency per route template, not per raw address', async () => {
    const customer = await registerCustomer(t);
    expect((await call(t, 'GET', '/app/plans')).statusCode).toBe(200);
    const rawId = '0b7c4a52-5e9e-4f0e-9d57-3f1a2b3c4d5e';
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/app/users/sessions/${rawId}`,
      headers: { ...t.headers, authorization: `Bearer ${customer.token}` },
    });
    expect(ended.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/app/no-such-call-4711', headers: t.headers });

    const { text, samples } = await scrape();

    const plans = find(samples, 'brightline_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/app/plans',
      status_code: '200',
    });
    expect(plans[0]?.value).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, 'brightline_http_requests_total', { route: '/app/plans', status_code: '200' })[0]?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, 'brightline_http_request_duration_seconds_bucket', { route: '/app/plans', le: '+Inf' })[0]
        ?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      find(samples, 'brightline_http_requests_total', {
        method: 'DELETE',
        route: '/app/users/sessions/:id',
        status_code: '404',
      }),
    ).toHaveLength(1);
    expect(
      find(samples, 'brightline_http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toHaveLength(1);
    expect(text).not.toContain(rawId);
    expect(text).not.toContain('no-such-call-4711');
  });

  it('keeps a histogram per series: cumulative buckets, +Inf equal to the count, each request counted', async () => {
    const series = { method: 'GET', route: '/app/plans', status_code: '200' };
    const count = (samples: Sample[]) =>
      find(samples, 'brightline_http_request_duration_seconds_count', series)[0]?.value ?? 0;
    const before = (await scrape()).samples;
    for (let i = 0; i < 3; i += 1) expect((await call(t, 'GET', '/app/plans')).statusCode).toBe(200);
    const { text, samples } = await scrape();

    expect(count(samples)).toBe(count(before) + 3);
    expect(find(samples, 'brightline_http_requests_total', series)[0]?.value).toBe(count(samples));
    expect(text).toContain('# TYPE brightline_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE brightline_http_requests_total counter');
    const buckets = find(samples, 'brightline_http_request_duration_seconds_bucket', series);
    expect(buckets.map((bucket) => bucket.labels.le)).toEqual([
      ...['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10'],
      '+Inf',
    ]);
    for (let i = 1; i < buckets.length; i += 1)
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(buckets.at(-1)?.value).toBe(count(samples));
    const sum = find(samples, 'brightline_http_request_duration_seconds_sum', series)[0]?.value ?? 0;
    expect(sum).toBeGreaterThan(
      find(before, 'brightline_http_request_duration_seconds_sum', series)[0]?.value ?? 0,
    );
  });

  it('reports the database pool, the job queue, renewals, port-ins by state and chats waiting', async () => {
    await registerCustomer(t); // queues a welcome mail
    await startVisitor(t);
    await startVisitor(t);

    const { text, samples } = await scrape();

    expect(
      find(samples, 'brightline_db_pool_connections', { state: 'total' })[0]?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'brightline_db_pool_connections', { state: 'waiting' })).toHaveLength(1);
    for (const name of ['brightline_jobs_queued', 'brightline_jobs_failed', 'brightline_jobs_retried'])
      expect(text).toContain(`# TYPE ${name} gauge`);
    expect(find(samples, 'brightline_jobs_queued').length).toBeGreaterThanOrEqual(1);
    expect(find(samples, 'brightline_jobs_failed').every((sample) => sample.labels.queue)).toBe(true);
    expect(text).toContain('# TYPE brightline_renewals_total counter');
    expect(find(samples, 'brightline_renewals_total', { outcome: 'charged' })).toEqual([
      { name: 'brightline_renewals_total', labels: { outcome: 'charged' }, value: 0 },
    ]);
    expect(find(samples, 'brightline_renewals_total', { outcome: 'declined' })[0]?.value).toBe(0);
    expect(
      find(samples, 'brightline_port_ins')
        .map((sample) => sample.labels.state)
        .sort(),
    ).toEqual(['completed', 'draft', 'pending', 'rejected', 'submitted']);
    expect(find(samples, 'brightline_chats_waiting')[0]?.value).toBe(2);
  });
});

describe('the metrics token', () => {
  it('refuses a short METRICS_TOKEN at start-up, naming it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('is generated into the data folder outside production, and /metrics is off in production without one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-metrics-'));
    try {
      const development = resolveSecrets(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }));
      expect(development.metricsToken).toMatch(/^[\w-]{24,}$/);
      const kept = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
        metricsToken: string;
        dataEncryptionKey: string;
      };
      expect(kept.metricsToken).toBe(development.metricsToken);
      // The data encryption key (DATA_ENCRYPTION_KEY) is generated and kept beside it.
      expect(development.dataEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
      expect(kept.dataEncryptionKey).toBe(development.dataEncryptionKey);

      const production = loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        APP_API_KEY: 'production-api-key',
        JWT_SECRET: 'j'.repeat(40),
        CHAT_SECRET: 'c'.repeat(40),
        DATA_ENCRYPTION_KEY: 'd'.repeat(64),
        DEMO_MODE: 'true',
      });
      const secrets = resolveSecrets(production);
      expect(secrets.metricsToken).toBeUndefined();
      const app = await buildApp({
        config: production,
        database: await getTestDatabase(),
        secrets,
        logger: false,
      });
      try {
        const refused = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${development.metricsToken ?? ''}` },
        });
        expect(refused.statusCode).toBe(404);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
