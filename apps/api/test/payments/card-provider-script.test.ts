import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsIn, webDist } from '../support/web-dist';
import { createTestApp, type TestApp } from '../support/test-app';

/** SPEC §7: the card provider's script (v3) loads at start-up with the public key from configuration. */

describe('with Stripe taking the payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WEB_DIST: webDist(),
      STRIPE_SECRET_KEY: 'sk_test_cardproviderscript',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_cardproviderscript',
      // Nothing is charged here: the SDK is never called.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => t.close());

  it("gives the page Stripe's public key and lets Stripe.js, its frames and its API through the CSP", async () => {
    const page = await t.app.inject({ url: '/shop' });

    expect(settingsIn(page.body)).toMatchObject({ cardProviderKey: 'pk_test_cardproviderscript' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com .*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
  });
});

describe('with the built-in sandbox card page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist(), STRIPE_PUBLISHABLE_KEY: 'pk_test_unused' });
  });
  afterAll(async () => t.close());

  it('names no card provider key and allows no Stripe host', async () => {
    const page = await t.app.inject({ url: '/shop' });

    expect(settingsIn(page.body).cardProviderKey).toBe('');
    expect(String(page.headers['content-security-policy'])).not.toContain('stripe.com');
  });
});
