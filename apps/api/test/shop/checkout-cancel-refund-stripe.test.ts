/** Decision 023 with Stripe: Cancel and refund gives the PaymentIntent back through Stripe's refunds API, once. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { portRequests } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { createPlan, newCustomer, payBody } from '../support/commerce';
import { numberEnding } from '../support/lines';
import { useStripeApp } from '../support/stripe-app';

const stripe = useStripeApp();

describe('cancel and refund with Stripe', () => {
  it('refunds the order once by its key at Stripe', async () => {
    const t = stripe.t();
    const plan = await createPlan(t.database);
    const customer = await newCustomer(t);
    const card = await stripe.saveCard(customer);
    const paid = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, {
        numberChoice: { type: 'port', number: numberEnding('5550199'), zipCode: '10001' },
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const { orderId, line } = paid.json() as { orderId: string; line: { id: string } };
    // Its number's carrier refuses it since (as for an order paid before checkout checked numbers).
    const refused = numberEnding('5550100');
    await t.database.db.update(portRequests).set({ msisdn: refused }).where(eq(portRequests.lineId, line.id));
    await t.database.db.update(orders).set({ portNumber: refused }).where(eq(orders.id, orderId));
    const [intent] = stripe.fake().calls('POST', '/v1/payment_intents');

    const cancelled = await customer.post('/app/checkout/orders/cancel', { lineId: line.id });
    const again = await customer.post('/app/checkout/orders/cancel', { lineId: line.id });

    expect([cancelled.statusCode, cancelled.json().message]).toEqual([
      200,
      PRODUCT_MESSAGES.shop.orderCancelled,
    ]);
    expect(again.statusCode).toBe(404);
    const refunds = stripe.fake().calls('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund-order-${orderId}`);
    expect(refunds[0]?.body).toMatchObject({ payment_intent: expect.stringMatching(/^pi_/) });
    expect(intent).toBeDefined();
  });
});
