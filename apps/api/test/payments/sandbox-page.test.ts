import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { sandboxPaymentMethods } from '../../src/db/schema/payments';
import {
  cardForm,
  newCustomer,
  postSandboxForm,
  rowCount,
  startCardSession,
  type TestCustomer,
} from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

async function openPage(customer: TestCustomer) {
  const session = await startCardSession(customer);
  const page = await t.app.inject({ url: session.pagePath });
  return { ...session, page };
}

/** The `<input>` tag of a field, to read its attributes. */
function inputTag(html: string, name: string): string {
  return new RegExp(`<input[^>]*\\bid="${name}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('sandbox card page', () => {
  it('renders an accessible form on its own page, with its own CSS and script', async () => {
    const customer = await newCustomer(t);
    const { url, page } = await openPage(customer);

    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/sandbox\/checkout\/cs_sb_[0-9a-f]{32}$/);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<h1>Add a card</h1>');
    const labels: [string, string][] = [
      ['cardholderName', 'Cardholder name'],
      ['number', 'Card number'],
      ['expiry', 'Expiry date'],
      ['cvv', 'CVV'],
    ];
    for (const [id, label] of labels) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(inputTag(html, id)).toContain(`name="${id}"`);
    }
    // No inline script (the CSP forbids it): the only script is the page's own file.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/sandbox/assets/sandbox.js" defer>']);
    expect(html).toContain('href="http://127.0.0.1:3000/stripe-response?failure"');

    const script = await t.app.inject({ url: '/sandbox/assets/sandbox.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    const css = await t.app.inject({ url: '/sandbox/assets/sandbox.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('re-renders with the SPEC messages at the fields and keeps what was typed', async () => {
    const customer = await newCustomer(t);
    const { pagePath } = await openPage(customer);

    const response = await postSandboxForm(t.app, pagePath, {
      cardholderName: 'Ada Lovelace',
      number: '4242 4242 42',
      expiry: '01/20',
      cvv: '',
    });

    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain(`<p class="error" id="number-error">${MESSAGES.cardNumberTooShort}</p>`);
    expect(MESSAGES.cardNumberTooShort).toBe('Card number must be atleast 12 digits');
    expect(html).toContain(`<p class="error" id="expiry-error">${MESSAGES.invalidExpiry}</p>`);
    expect(html).toContain(`<p class="error" id="cvv-error">${MESSAGES.enterCvv}</p>`);
    expect(html).not.toContain('id="cardholderName-error"');
    expect(inputTag(html, 'number')).toContain('aria-describedby="number-error"');
    expect(inputTag(html, 'number')).toContain('aria-invalid="true"');
    expect(inputTag(html, 'number')).toContain('value="4242 4242 42"');
    expect(inputTag(html, 'expiry')).toContain('value="01/20"');
    expect(inputTag(html, 'cardholderName')).toContain('value="Ada Lovelace"');
    expect(html).toContain('role="alert"');
    expect(await rowCount(t.database, sandboxPaymentMethods)).toBe(0);
  });

  it('refuses a number failing the Luhn check, an empty form, and escapes what it echoes', async () => {
    const customer = await newCustomer(t);
    const { pagePath } = await openPage(customer);

    const luhn = await postSandboxForm(t.app, pagePath, cardForm({ number: '4242 4242 4242 4241' }));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.body).toContain(`id="number-error">${PRODUCT_MESSAGES.payments.cardNumberInvalid}</p>`);

    const empty = await postSandboxForm(t.app, pagePath, { cardholderName: '<b>x</b>' });
    expect(empty.body).toContain(`id="number-error">${MESSAGES.enterCardNumber}</p>`);
    expect(empty.body).toContain(`id="expiry-error">${MESSAGES.enterExpiry}</p>`);
    expect(empty.body).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expect(empty.body).not.toContain('<b>x</b>');
  });

  it('saves a good card, sends the browser back with success, and confirm saves it for the customer', async () => {
    const customer = await newCustomer(t);
    const { pagePath, sessionId } = await openPage(customer);

    const posted = await postSandboxForm(
      t.app,
      pagePath,
      cardForm({ number: '4242 4242 4242 4242', expiry: '12/39' }),
    );

    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(
      `http://127.0.0.1:3000/stripe-response?success&session_id=${sessionId}`,
    );
    const stored = await t.database.db.select().from(sandboxPaymentMethods);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      network: 'visa',
      last4: '4242',
      expiry: '12/39',
      outcome: 'succeeded',
    });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');

    const confirmed = await customer.post('/app/payments/storecardpage/confirm', { sessionId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: MESSAGES.cardSaved,
      card: {
        cardholderName: 'Ada Lovelace',
        last4Digits: '4242',
        expiry: '12/39',
        network: 'visa',
        primaryCard: true,
      },
    });
    // A used page is gone.
    expect((await t.app.inject({ url: pagePath })).statusCode).toBe(404);
  });

  it('detects the network from the number', async () => {
    const customer = await newCustomer(t);
    const cases: [string, string, string][] = [
      ['5555 5555 5555 4444', 'mastercard', '123'],
      ['3782 822463 10005', 'amex', '1234'],
      ['6011 1111 1111 1117', 'discover', '123'],
      ['3566 0020 2036 0505', 'jcb', '123'],
      ['3056 9300 0902 0004', 'diners', '123'],
      ['6200 0000 0000 0005', 'unionpay', '123'],
    ];
    for (const [number, network, cvv] of cases) {
      const { pagePath } = await openPage(customer);
      const posted = await postSandboxForm(t.app, pagePath, cardForm({ number, cvv }));
      expect(posted.statusCode, `${network}: ${posted.body.slice(0, 200)}`).toBe(303);
    }
    const networks = (await t.database.db.select().from(sandboxPaymentMethods)).map((m) => m.network);
    expect(networks.sort()).toEqual(cases.map(([, network]) => network).sort());
  });

  it('answers 404 for an unknown session', async () => {
    const page = await t.app.inject({ url: '/sandbox/checkout/cs_sb_unknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>This payment page has expired</h1>');
  });
});
