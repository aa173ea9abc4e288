import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './support/test-app';

const t = useTestApp();

function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe('security headers (NODE_ENV=test)', () => {
  it.each([
    ['a successful call', '/app/health'],
    ['a refused call', '/app/anything'],
    ['an unknown path', '/nowhere'],
  ])('sets a strict content security policy on %s', async (_what, url) => {
    const response = await t.app.inject({ url });
    const csp = cspDirectives(response.headers['content-security-policy']);

    expect(csp.get('script-src')).toStrictEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toStrictEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toStrictEqual(["'none'"]);
    expect(csp.get('object-src')).toStrictEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS outside production', async () => {
    const response = await t.app.inject({ url: '/app/health' });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers (NODE_ENV=production)', () => {
  let production: TestApp;

  beforeAll(async () => {
    production = await createTestApp({
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      APP_API_KEY: 'prod-api-key-123',
      JWT_SECRET: 'p'.repeat(40),
      CHAT_SECRET: 'c'.repeat(40),
      DATA_ENCRYPTION_KEY: 'd'.repeat(64),
    });
  });
  afterAll(async () => {
    await production.close();
  });

  it('sends HSTS for a year including subdomains', async () => {
    const response = await production.app.inject({ url: '/app/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the same script policy and upgrades insecure requests', async () => {
    const response = await production.app.inject({ url: '/app/health' });
    const csp = cspDirectives(response.headers['content-security-policy']);

    expect(csp.get('script-src')).toStrictEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toStrictEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});
