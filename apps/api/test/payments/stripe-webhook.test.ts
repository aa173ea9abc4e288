import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentCards, paymentProviderEvents } from '../../src/db/schema/payments';
import { newCustomer, rowCount } from '../support/commerce';
import { sessionCompletedEvent, useStripeApp, VISA, WEBHOOK_PATH } from '../support/stripe-app';

const stripe = useStripeApp();

describe('POST /app/payments/stripe/webhook', () => {
  it('saves the card of a completed session from a signed webhook, once per event', async () => {
    const t = stripe.t();
    const fake = stripe.fake();
    const customer = await newCustomer(t);
    const { sessionId } = await stripe.startSession(customer);
    fake.completeSession(sessionId, VISA);
    const event = sessionCompletedEvent('evt_fake_1', sessionId);

    // Stripe sends no channel headers: the signature is what authenticates the call.
    const first = await stripe.webhook(event);
    const again = await stripe.webhook(event);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(fake.calls('GET', `/v1/checkout/sessions/${sessionId}`)).toHaveLength(1);
    expect(await rowCount(t.database, paymentCards)).toBe(1);
    expect(await rowCount(t.database, paymentProviderEvents)).toBe(1);
    // The customer's own confirm afterwards finds the card already saved.
    const confirmed = await customer.post('/app/payments/storecardpage/confirm', { sessionId });
    expect(confirmed.json().card.last4Digits).toBe('4242');
    expect(await rowCount(t.database, paymentCards)).toBe(1);
  });

  it('records events it does not act on, once', async () => {
    const t = stripe.t();
    const event = {
      id: 'evt_fake_3',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1' } },
    };

    expect((await stripe.webhook(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await stripe.webhook(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await rowCount(t.database, paymentProviderEvents)).toBe(1);
  });

  it('refuses a webhook with a bad or missing signature (400) and processes nothing', async () => {
    const t = stripe.t();
    const fake = stripe.fake();
    const customer = await newCustomer(t);
    const { sessionId } = await stripe.startSession(customer);
    fake.completeSession(sessionId, VISA);
    const event = sessionCompletedEvent('evt_fake_2', sessionId);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_wrong',
    });

    const bad = await stripe.webhook(event, forged);
    const missing = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: event,
    });

    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid webhook signature' });
    expect(missing.statusCode).toBe(400);
    expect(await rowCount(t.database, paymentCards)).toBe(0);
    expect(await rowCount(t.database, paymentProviderEvents)).toBe(0);
    expect(fake.calls('GET', /^\/v1\/checkout\/sessions\//)).toHaveLength(0);
  });
});
