/** The app configured for Stripe, talking to a local fake of the Stripe API (stripe-* tests). */
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Clock } from '../../src/lib/clock';
import type { TestCustomer } from './commerce';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createTestApp, resetData, type TestApp } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
export const WEBHOOK_PATH = '/app/payments/stripe/webhook';

export const VISA = {
  pm: 'pm_card_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2030,
  name: 'Ada Lovelace',
};

/** Registers the hooks: fake and app per file, fresh data per test, no unhandled Stripe call. */
export function useStripeApp({ clock }: { clock?: Clock } = {}) {
  const holder: { fake?: FakeStripe; t?: TestApp } = {};
  beforeAll(async () => {
    holder.fake = await startFakeStripe();
    holder.t = await createTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_fake123',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: holder.fake.url,
        PUBLIC_URL: 'https://shop.example.com',
      },
      clock ? { clock } : {},
    );
  });
  afterAll(async () => {
    await holder.t?.close();
    await holder.fake?.close();
  });
  beforeEach(async () => {
    await resetData(holder.t!.database, { content: true });
    holder.fake!.requests.length = 0;
  });
  afterEach(() => {
    expect(holder.fake!.unhandled).toEqual([]);
  });

  const t = () => holder.t!;
  const fake = () => holder.fake!;

  async function startSession(customer: TestCustomer) {
    const response = await customer.post('/app/payments/storecardpage');
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; sessionId: string };
  }

  return {
    t,
    fake,
    startSession,
    /** Saves a card the Stripe way: session, the customer completes it at Stripe, confirm. */
    async saveCard(customer: TestCustomer, card = VISA) {
      const { sessionId } = await startSession(customer);
      fake().completeSession(sessionId, card);
      const confirmed = await customer.post('/app/payments/storecardpage/confirm', { sessionId });
      expect(confirmed.statusCode).toBe(200);
      return confirmed.json().card as { id: string };
    },
    /** Delivers a webhook event, signed with the configured secret unless a signature is given. */
    webhook(event: object, signature?: string) {
      const payload = JSON.stringify(event);
      const header =
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return t().app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
    },
  };
}

export const sessionCompletedEvent = (id: string, sessionId: string) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session', mode: 'setup', status: 'complete' } },
});
