/**
 * Adding a card at another address the shop is served at (www and apex; here `localhost` and
 * `127.0.0.1`): the card page and its return are at the address the customer used, where their
 * session lives, and never at a host only the request named (issue 30, item 16).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerCustomer } from '../support/auth';
import { cardForm } from '../support/commerce';
import { reservePort } from '../support/ports';
import { CHANNEL_HEADERS, createTestApp, resetData, type TestApp } from '../support/test-app';

let t: TestApp;
let port: number;
const apex = () => `http://127.0.0.1:${port}`;
const alias = () => `http://localhost:${port}`;

beforeAll(async () => {
  // The app's address is in its settings: its port is held from its choice until the app listens.
  const reserved = await reservePort();
  port = reserved.port;
  t = await createTestApp({ PUBLIC_URL: apex(), PUBLIC_URL_ALIASES: `${alias()}/` });
  await reserved.release();
  await t.app.listen({ host: '127.0.0.1', port });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetData(t.database, { content: false });
});

/** Opens the card page as a browser at `site` would (its Origin header, over real HTTP). */
async function startAt(site: string, token: string, origin: string | null = site) {
  const response = await fetch(`${site}/app/payments/storecardpage`, {
    method: 'POST',
    headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { url: string; sessionId: string };
}

/** Fills in the card page at its address and answers where it sends the browser. */
async function submitCard(pageUrl: string): Promise<string> {
  const response = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(cardForm()).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

describe('the card page at the address the customer used', () => {
  it('shows the page at the alias and returns there, where the session is; PUBLIC_URL likewise', async () => {
    const { token } = await registerCustomer(t);

    const atAlias = await startAt(alias(), token);
    expect(atAlias.url).toMatch(new RegExp(`^${alias()}/sandbox/checkout/cs_sb_`));
    const page = await fetch(atAlias.url);
    expect(page.status).toBe(200);
    const back = await submitCard(atAlias.url);
    expect(back).toBe(`${alias()}/stripe-response?success&session_id=${atAlias.sessionId}`);

    const atApex = await startAt(apex(), token);
    expect(atApex.url).toMatch(new RegExp(`^${apex()}/sandbox/checkout/cs_sb_`));
    expect(await submitCard(atApex.url)).toBe(
      `${apex()}/stripe-response?success&session_id=${atApex.sessionId}`,
    );
  });

  it('without an Origin header, goes by the host the request was addressed to', async () => {
    const { token } = await registerCustomer(t);

    const started = await startAt(alias(), token, null);

    expect(started.url.startsWith(`${alias()}/sandbox/checkout/`)).toBe(true);
  });

  it('sends the browser to PUBLIC_URL, never to a host we do not serve', async () => {
    const { token } = await registerCustomer(t);

    for (const origin of [
      'http://evil.example',
      `http://localhost:${port + 1}`,
      `https://localhost:${port}`,
    ]) {
      const started = await startAt(apex(), token, origin);
      expect(started.url.startsWith(`${apex()}/sandbox/checkout/`)).toBe(true);
      expect(await submitCard(started.url)).toMatch(new RegExp(`^${apex()}/stripe-response\\?success`));
    }
  });
});
