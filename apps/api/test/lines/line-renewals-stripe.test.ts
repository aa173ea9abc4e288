/** A renewal with Stripe (against a local fake of the Stripe API): an off-session PaymentIntent, once per period. */
import { describe, expect, it } from 'vitest';
import type { Line } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { mailsTo } from '../support/auth';
import { createPlan, newCustomer, payBody } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { useStripeApp } from '../support/stripe-app';

const clock = createAdjustableClock();
const stripe = useStripeApp({ clock });

describe('renewal with Stripe', () => {
  it("charges the primary card off-session with the renewal's idempotency key, once", async () => {
    const t = stripe.t();
    const plan = await createPlan(t.database, { retailName: 'Unlimited', retailPriceCents: 4000 });
    const customer = await newCustomer(t);
    const card = await stripe.saveCard(customer);
    expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json()).toMatchObject({
      successful: true,
    });
    const [before] = (await customer.get('/app/users/lines')).json().lines as Line[];

    for (const seconds of [(30 * DAY_MS) / 1000 + 60, 0]) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceSeconds: seconds },
      });
      expect(moved.statusCode).toBe(200);
      await waitForJobs(t.database);
    }

    const intents = stripe.fake().calls('POST', '/v1/payment_intents');
    expect(intents).toHaveLength(2);
    const renewal = intents[1];
    expect(renewal?.idempotencyKey).toMatch(/^renewal-[0-9a-f-]{36}-1$/);
    expect(renewal?.body).toMatchObject({
      amount: '4480',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
    });
    const [after] = (await customer.get('/app/users/lines')).json().lines as Line[];
    expect(after?.renewal?.periodStart).toBe(before?.renewal?.periodEnd);
    const history = (await customer.get('/app/payments/transactions')).json().transactions as {
      item: string;
    }[];
    expect(history.map((row) => row.item)).toContain(PRODUCT_MESSAGES.renewals.historyItem('Unlimited'));
    expect((await mailsTo(t.database, customer.email)).map((mail) => mail.subject)).toContain(
      'Receipt: your Brightline Mobile plan is renewed',
    );
  });
});
