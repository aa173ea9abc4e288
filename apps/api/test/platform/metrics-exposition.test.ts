import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { webDist } from '../support/web-dist';

/**
 * What a Prometheus server keeps from /metrics: series bounded however many files a build has or
 * addresses visitors try, every series of ours under one prefix, and an exposition Prometheus's own
 * linter (promtool, from Debian's prometheus package; `.ci/run` installs it) finds nothing in.
 */
const TOKEN = 'metrics-exposition-token-0123456789';
const FILES = 40;
let t: TestApp;

beforeAll(async () => {
  const dist = webDist();
  mkdirSync(path.join(dist, 'assets'));
  for (let n = 0; n < FILES; n += 1)
    writeFileSync(path.join(dist, 'assets', `chunk-${n}-a1b2c3.js`), `export const n = ${n};`);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ WEB_DIST: dist, METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const routesIn = (text: string) =>
  new Set([...text.matchAll(/^brightline_http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]));

describe('the /metrics exposition', () => {
  it('counts the web build’s files as one route, so a build or a scan adds no series', async () => {
    for (let n = 0; n < FILES; n += 1) {
      const file = await t.app.inject({ method: 'GET', url: `/assets/chunk-${n}-a1b2c3.js` });
      expect(file.statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: `/app/probe-${n}` });
    }
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);

    const text = await scrape();
    const routes = routesIn(text);

    expect(routes.has('static')).toBe(true);
    expect([...routes].filter((route) => route?.includes('chunk-'))).toEqual([]);
    expect([...routes].filter((route) => route?.includes('probe-'))).toEqual([]);
    const staticSeries = text.match(/^brightline_http_requests_total\{[^}]*route="static"[^}]*\} (\d+)/m);
    expect(Number(staticSeries?.[1])).toBe(FILES + 1);
  });

  it('names every series of ours with the prefix, renewals as a counter, and buckets from a millisecond', async () => {
    const text = await scrape();
    const names = new Set([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`));
    const ours = [...names].filter((name) => !/^(process_|nodejs_)/.test(name));

    expect(ours.length).toBeGreaterThanOrEqual(8);
    expect(ours.filter((name) => !name.startsWith('brightline_'))).toEqual([]);
    expect(names.has('brightline_renewals_total counter')).toBe(true);
    expect(text).toMatch(/^brightline_http_request_duration_seconds_bucket\{[^}]*le="0\.001"/m);
  });

  it('gives the live figures’ kept headline values as business gauges (decision 107)', async () => {
    const text = await scrape();
    for (const name of [
      'brightline_cohort_retained_ratio',
      'brightline_chat_first_response_median_seconds',
      'brightline_esim_installed_ratio',
    ])
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name} gauge$`, 'm'));
    for (const after of [0, 1, 2, 3, 6, 12])
      expect(text).toMatch(
        new RegExp(`^brightline_cohort_retained_ratio\\{after_months="${after}"\\} `, 'm'),
      );
  });

  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.skipIf(!promtool && !process.env.CI)('passes promtool check metrics without a finding', async () => {
    const text = await scrape();
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });

    expect(lint.error).toBeUndefined();
    expect({ status: lint.status, findings: `${lint.stdout}${lint.stderr}` }).toEqual({
      status: 0,
      findings: '',
    });
  });
});
