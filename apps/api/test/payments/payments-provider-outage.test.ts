import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createPlan, newCustomer, payBody } from '../support/commerce';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { VISA, WEBHOOK_SECRET } from '../support/stripe-app';
import { createTestApp, resetData, type TestApp } from '../support/test-app';

/**
 * The payment provider goes away (the local fake of the Stripe API stops): every call a customer
 * makes through it answers 503 with Retry-After and the one error shape, never a 500.
 */
let fake: FakeStripe;
let t: TestApp;
let fakeRunning = false;

beforeAll(async () => {
  fake = await startFakeStripe();
  fakeRunning = true;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    PUBLIC_URL: 'https://shop.example.com',
  });
  await resetData(t.database, { content: true });
});

afterAll(async () => {
  await t.close();
  if (fakeRunning) await fake.close();
});

function expectOutage(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.payments.providerUnavailable });
}

describe('payment provider unreachable', () => {
  it('answers 503 with Retry-After to card setup, its confirmation and a charge', async () => {
    const plan = await createPlan(t.database);
    const customer = await newCustomer(t);
    // A card saved and a second setup started while the provider answered.
    const first = (await customer.post('/app/payments/storecardpage')).json() as { sessionId: string };
    fake.completeSession(first.sessionId, VISA);
    const saved = await customer.post('/app/payments/storecardpage/confirm', { sessionId: first.sessionId });
    expect(saved.statusCode).toBe(200);
    const card = saved.json().card as { id: string };
    const pending = (await customer.post('/app/payments/storecardpage')).json() as { sessionId: string };

    await fake.close();
    fakeRunning = false;

    expectOutage(await customer.post('/app/payments/storecardpage'));
    expectOutage(
      await customer.post('/app/payments/storecardpage/confirm', { sessionId: pending.sessionId }),
    );
    expectOutage(await customer.post('/app/checkout/pay', payBody(plan.id, card.id)));
  }, 60_000);
});
