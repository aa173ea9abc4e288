import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { loadConfig } from '../../src/config';
import { createStripeProvider } from '../../src/modules/payments/providers/stripe/stripe-provider';
import { createPlan, newCustomer, payBody } from '../support/commerce';
import { useStripeApp, VISA } from '../support/stripe-app';

const stripe = useStripeApp();

describe('Stripe adapter (against a local fake of the Stripe API)', () => {
  it('starts a Checkout Session in setup mode for a customer, and reuses that customer', async () => {
    const t = stripe.t();
    const fake = stripe.fake();
    const customer = await newCustomer(t);

    const first = await stripe.startSession(customer);
    await stripe.startSession(customer);

    expect(first.url).toBe(`https://checkout.stripe.test/c/pay/${first.sessionId}`);
    const customers = fake.calls('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.idempotencyKey).toBe(`customer-${customer.id}`);
    const [created] = fake.calls('POST', '/v1/checkout/sessions');
    expect(created?.body).toMatchObject({
      mode: 'setup',
      customer: expect.stringMatching(/^cus_fake_/),
      currency: 'usd',
      success_url: 'https://shop.example.com/stripe-response?success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/stripe-response?failure',
    });
    // No sandbox page when Stripe is the provider.
    expect((await t.app.inject({ url: '/sandbox/checkout/x' })).statusCode).toBe(404);
  });

  it("confirms a session with Stripe's API, not the redirect, and saves the card it set up", async () => {
    const fake = stripe.fake();
    const customer = await newCustomer(stripe.t());
    const { sessionId } = await stripe.startSession(customer);

    const early = await customer.post('/app/payments/storecardpage/confirm', { sessionId });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: MESSAGES.cardSaveFailed });

    fake.completeSession(sessionId, VISA);
    const confirmed = await customer.post('/app/payments/storecardpage/confirm', { sessionId });

    expect(confirmed.json()).toMatchObject({
      message: MESSAGES.cardSaved,
      card: {
        cardholderName: 'Ada Lovelace',
        last4Digits: '4242',
        expiry: '08/30',
        network: 'visa',
        primaryCard: true,
      },
    });
    expect(fake.calls('GET', `/v1/setup_intents/seti_for_pm_card_visa`)).toHaveLength(1);
    expect(fake.calls('GET', '/v1/payment_methods/pm_card_visa')).toHaveLength(1);
  });

  it('charges off-session with a PaymentIntent and an idempotency key, and maps insufficient funds', async () => {
    const t = stripe.t();
    const plan = await createPlan(t.database, { retailPriceCents: 4000 });
    const customer = await newCustomer(t);
    const good = await stripe.saveCard(customer);
    const poor = await stripe.saveCard(customer, {
      ...VISA,
      pm: 'pm_card_chargeDeclinedInsufficientFunds',
      last4: '9995',
    });

    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, good.id));
    const declined = await customer.post('/app/checkout/pay', payBody(plan.id, poor.id));

    expect(paid.json()).toMatchObject({ successful: true, quote: { finalCheckoutAmount: 44.8 } });
    expect(declined.json()).toMatchObject({
      successful: false,
      message: PRODUCT_MESSAGES.payments.insufficientFunds,
      line: null,
    });
    const [charge, failed] = stripe.fake().calls('POST', '/v1/payment_intents');
    expect(charge?.body).toMatchObject({
      amount: '4480',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      customer: expect.stringMatching(/^cus_fake_/),
    });
    expect(charge?.idempotencyKey).toBe(`order-${paid.json().orderId as string}`);
    expect(failed?.idempotencyKey).toBe(`order-${declined.json().orderId as string}`);
  });

  it('refunds a PaymentIntent once per key', async () => {
    const t = stripe.t();
    const provider = createStripeProvider({
      secretKey: 'sk_test_fake123',
      webhookSecret: undefined,
      apiBase: t.config.stripeApiBase,
    });

    await provider.refund({ chargeId: 'pi_fake_1', idempotencyKey: 'refund-order-1' });

    const [refund, ...more] = stripe.fake().calls('POST', '/v1/refunds');
    expect(more).toEqual([]);
    expect(refund?.body).toMatchObject({ payment_intent: 'pi_fake_1' });
    expect(refund?.idempotencyKey).toBe('refund-order-1');
  });

  it('detaches a deleted card at Stripe', async () => {
    const customer = await newCustomer(stripe.t());
    const card = await stripe.saveCard(customer);

    const deleted = await customer.del('/app/payments/cards', { cardId: card.id });

    expect(deleted.json()).toEqual({ message: PRODUCT_MESSAGES.payments.cardDeleted, cards: [] });
    expect(stripe.fake().calls('POST', '/v1/payment_methods/pm_card_visa/detach')).toHaveLength(1);
  });

  it('rejects malformed Stripe settings at start-up, naming the variable', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
