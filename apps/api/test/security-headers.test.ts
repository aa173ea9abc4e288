import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_DEMO_ENV, type TestApp, useTestApp } from './support/test-app';

/** A built web app in miniature: index.html and one script. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head></html>');
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1);');
  return dir;
}

const t = useTestApp({ overrides: { WEB_DIST: fakeWebDist() } });

/** Every security header either set may carry (and those neither may): the answer's own are compared. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A page's set (decision 037): the document policy is compared directive by directive below. */
const DOCUMENT_SET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A JSON answer's set (decision 037, OWASP REST Security Cheat Sheet). */
const JSON_SET = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function securityHeadersOf(headers: Record<string, unknown>, { withoutCsp = false } = {}) {
  return Object.fromEntries(
    SECURITY_HEADERS.filter((name) => headers[name] !== undefined)
      .filter((name) => !(withoutCsp && name === 'content-security-policy'))
      .map((name) => [name, headers[name]]),
  );
}

function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The strict page policy of every document answer. */
function expectDocumentPolicy(header: string | string[] | number | undefined): Map<string, string[]> {
  const csp = cspDirectives(header);
  expect(csp.get('default-src')).toStrictEqual(["'self'"]);
  expect(csp.get('script-src')).toStrictEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toStrictEqual(["'none'"]);
  expect(csp.get('object-src')).toStrictEqual(["'none'"]);
  expect(csp.get('base-uri')).toStrictEqual(["'self'"]);
  return csp;
}

type Call = { url: string; method?: 'GET' | 'POST'; channel?: boolean };

describe('security headers (NODE_ENV=test)', () => {
  it.each<[string, Call, number]>([
    ['a successful call', { url: '/app/health' }, 200],
    ['a prepared public answer', { url: '/app/plans', channel: true }, 200],
    ['a call refused for its channel headers', { url: '/app/plans' }, 401],
    ['a refused input', { url: '/app/auth/login', method: 'POST', channel: true }, 400],
    ['an unknown API path', { url: '/api/nothing-here' }, 404],
  ])('gives %s the JSON set, exactly', async (_what, call, status) => {
    const response = await t.app.inject({
      url: call.url,
      method: call.method ?? 'GET',
      headers: call.channel ? t.headers : {},
      ...(call.method === 'POST' ? { payload: {} } : {}),
    });

    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(securityHeadersOf(response.headers)).toStrictEqual(JSON_SET);
  });

  it.each([
    ['a page', '/dashboard/payment?success', /^text\/html/],
    ['a script', '/assets/main-abc123.js', /javascript/],
  ])('gives %s the document set, exactly', async (_what, url, type) => {
    const response = await t.app.inject({ url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    const csp = expectDocumentPolicy(response.headers['content-security-policy']);
    // No content host is set: images from our origin only (decision 083).
    expect(csp.get('img-src')).toStrictEqual(["'self'", 'data:']);
    expect(securityHeadersOf(response.headers, { withoutCsp: true })).toStrictEqual(DOCUMENT_SET);
  });

  it('sends no HSTS outside production', async () => {
    for (const url of ['/app/health', '/dashboard']) {
      const response = await t.app.inject({ url });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('security headers with a content host (CONTENT_HOST)', () => {
  let withHost: TestApp;

  beforeAll(async () => {
    withHost = await createTestApp({
      CONTENT_HOST: 'https://cms.example:8443/strapi/',
      WEB_DIST: fakeWebDist(),
    });
  });
  afterAll(async () => {
    await withHost.close();
  });

  it("lets pages show images from the host's origin, and call it", async () => {
    const response = await withHost.app.inject({ url: '/dashboard' });

    const csp = expectDocumentPolicy(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toStrictEqual(["'self'", 'data:', 'https://cms.example:8443']);
    expect(csp.get('connect-src')).toContain('https://cms.example:8443/strapi/');
  });
});

describe('security headers (NODE_ENV=production)', () => {
  let production: TestApp;

  beforeAll(async () => {
    production = await createTestApp({
      ...PRODUCTION_DEMO_ENV,
      WEB_DIST: fakeWebDist(),
    });
  });
  afterAll(async () => {
    await production.close();
  });

  it('adds HSTS for a year including subdomains to JSON answers', async () => {
    const response = await production.app.inject({ url: '/app/health' });

    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response.headers)).toStrictEqual({
      ...JSON_SET,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('adds HSTS to pages, keeps the script policy and upgrades insecure requests', async () => {
    const response = await production.app.inject({ url: '/dashboard' });

    expect(response.statusCode).toBe(200);
    const csp = expectDocumentPolicy(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(securityHeadersOf(response.headers, { withoutCsp: true })).toStrictEqual({
      ...DOCUMENT_SET,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });
});
