import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_DEMO_ENV, useTestApp } from './support/test-app';

/** A built web app in miniature: index.html and one hashed script with its brotli twin. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  return dir;
}

const t = useTestApp({ overrides: { WEB_DIST: fakeWebDist() } });

function settingsOf(html: string): Record<string, unknown> {
  const meta = /<meta name="app-config" content="([^"]+)">/.exec(html)?.[1];
  return JSON.parse(meta!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
}

describe('serving the web app', () => {
  it('answers page paths with index.html carrying the runtime settings, never cached', async () => {
    const response = await t.app.inject({ url: '/dashboard/payment?success' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const settings = settingsOf(response.body);
    expect(settings).toMatchObject({
      brandName: 'Brightline Mobile',
      contentProduct: 'brightline',
      demo: false,
    });
    expect(settings.apiKey).toBe(t.secrets.appApiKey);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends hashed assets precompressed and cached for a year', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps 404s for unknown files and API paths in the error shape', async () => {
    for (const url of ['/assets/missing.js', '/api/nothing-here']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('a demo deployment (production with DEMO_MODE=true)', () => {
  const demo = useTestApp({
    overrides: {
      WEB_DIST: fakeWebDist(),
      ...PRODUCTION_DEMO_ENV,
    },
  });

  it('tells every page it is a demo', async () => {
    const response = await demo.app.inject({ url: '/shop' });

    expect(settingsOf(response.body)).toMatchObject({ demo: true });
  });
});

describe('text with replacement patterns in it', () => {
  // `$&` and `$'` mean "the match" and "what follows it" to String.replace with a string.
  const brand = "Dollar $& $' Mobile";
  const branded = useTestApp({ overrides: { WEB_DIST: fakeWebDist(), BRAND_NAME: brand } });

  it('is written into the page exactly as given', async () => {
    const response = await branded.app.inject({ url: '/' });
    expect(settingsOf(response.body).brandName).toBe(brand);
  });
});
