import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { createPlan, newCustomer, orderBody } from './support/commerce';
import { postRawJson } from './support/auth';
import { useTestApp } from './support/test-app';

const t = useTestApp({ content: true });

/** Dana's message through the contact form. */
const contactUs = (message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/app/users/contactus',
    headers: t.headers,
    payload: { name: 'Dana Smith', email: 'dana@example.com', message },
  });

const atField = (field: string) => ({
  message: MESSAGES.api.validation,
  errors: [{ field, message: MESSAGES.api.controlCharacters }],
});

describe('control characters in what clients send', () => {
  it('refuses a NUL in the promo code, the payment key and the card session with a field error', async () => {
    const plan = await createPlan(t.database, { retailPriceCents: 4000 });
    const customer = await newCustomer(t);

    const quote = await customer.post('/app/checkout/quote', {
      ...orderBody(plan.id),
      promoCode: 'SAVE\u00005',
    });
    const pay = await customer.post('/app/checkout/pay', {
      ...orderBody(plan.id),
      idempotencyKey: 'key-\u0000-1',
      cardId: '00000000-0000-4000-8000-000000000000',
    });
    const confirm = await customer.post('/app/payments/storecardpage/confirm', { sessionId: 'cs_\u0000' });

    expect([quote.statusCode, pay.statusCode, confirm.statusCode]).toEqual([400, 400, 400]);
    expect(quote.json()).toEqual(atField('promoCode'));
    expect(pay.json()).toEqual(atField('idempotencyKey'));
    expect(confirm.json()).toEqual(atField('sessionId'));
    // The server is fine afterwards.
    expect((await customer.post('/app/checkout/quote', orderBody(plan.id))).statusCode).toBe(200);
  });

  it('refuses a lone surrogate with the same field error, and keeps a whole character (decision 075)', async () => {
    // Sent as the JSON escape a client writes: half of a character outside the BMP.
    const contact = await postRawJson(
      t,
      '/app/users/contactus',
      '{"name":"Dana \\ud800","email":"dana@example.com","message":"Hi \\udc00 there"}',
    );
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [
        { field: 'name', message: MESSAGES.api.controlCharacters },
        { field: 'message', message: MESSAGES.api.controlCharacters },
      ],
    });
    const whole = await contactUs('Hi 😀 there');
    expect(whole.statusCode).toBe(200);
  });

  it('keeps line breaks and tabs, which a message may hold', async () => {
    const response = await contactUs('Hello\r\n\tthere');

    expect(response.statusCode).toBe(200);
  });
});

describe('deeply nested bodies', () => {
  it('answers a body nested to the size limit with a validation error, not a server error', async () => {
    // 32,000 levels fill half the 64 kB body limit; the shared string rule once recursed per level.
    const depth = 32_000;
    const nested = (inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);
    const send = (payload: string) => postRawJson(t, '/app/auth/register', payload);

    const plain = await send(nested(''));
    const withNul = await send(nested('"x\\u0000"'));

    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ message: MESSAGES.api.validation });
    expect(Object.keys(plain.json() as object).sort()).toEqual(['errors', 'message']);
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toStrictEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: Array(depth).fill('0').join('.'), message: MESSAGES.api.controlCharacters }],
    });
  });
});

describe('errors raised before any route runs', () => {
  it('answers a malformed address in the one error shape', async () => {
    const response = await t.app.inject({ url: '/api/%ZZ-footer' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.badUrl });
  });

  it('answers an overlong path parameter in the one error shape', async () => {
    const response = await t.app.inject({ url: `/api/${'x'.repeat(500)}-footer` });

    expect(response.statusCode).toBe(414);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.uriTooLong });
  });
});

describe('caching of answers', () => {
  it('marks every answer for a logged-in customer no-store, and leaves public ones cacheable', async () => {
    const customer = await newCustomer(t);

    const view = await customer.get('/app/users/view');
    const cards = await customer.get('/app/payments/cards');
    const refused = await t.app.inject({ url: '/app/users/view', headers: t.headers });
    const plans = await t.app.inject({ url: '/app/plans', headers: t.headers });

    expect(view.headers['cache-control']).toBe('no-store');
    expect(cards.headers['cache-control']).toBe('no-store');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).not.toBe('no-store');
  });
});
