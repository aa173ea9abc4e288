import { describe, expect, it } from 'vitest';
import { createPlan, customerWithCard, newCustomer, payBody } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('a second line bought by the same customer', () => {
  it('opens beside the first under the same account, each with its own number, order and period', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const second = await createPlan(t.database, { retailName: 'Starter', retailPriceCents: 2500 });

    const first = (await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json();
    expect(first).toMatchObject({ successful: true });
    const added = await customer.post(
      '/app/checkout/pay',
      payBody(second.id, card.id, {
        simType: 'psim',
        numberChoice: { type: 'new', zipCode: '10001' },
        billingState: undefined,
        shippingAddress: {
          streetNumber: '350',
          streetName: '5th Ave',
          city: 'New York',
          state: 'NY',
          zipCode: '10001',
        },
      }),
    );

    expect(added.statusCode).toBe(200);
    const placed = added.json();
    expect(placed).toMatchObject({
      successful: true,
      portInFollows: false,
      // Received in New York City (decision 060): 4% $1.00, the city's 4.5% $1.13, the $0.90 911 charge.
      quote: { orderTotal: 25, taxAmount: 3.03, activationFee: 10, finalCheckoutAmount: 39.53 },
      line: { zipCode: '10001', activationCode: null },
    });
    expect(placed.line.id).not.toBe(first.line.id);
    expect(placed.line.mdn).not.toBe(first.line.mdn);

    const lines = (await customer.get('/app/users/lines')).json().lines;
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.line.id,
          mdn: first.line.mdn,
          nickname: 'Line 1',
          planName: 'Unlimited',
          simType: 'esim',
          status: 'active',
        }),
        expect.objectContaining({
          id: placed.line.id,
          mdn: placed.line.mdn,
          nickname: 'Line 2',
          planName: 'Starter',
          simType: 'psim',
          status: 'active',
          renewal: expect.objectContaining({ autoRenew: true, state: 'scheduled', amount: 29.53 }),
        }),
      ]),
    );

    const history = (await customer.get('/app/payments/transactions')).json().transactions;
    expect(history.map((row: { id: string }) => row.id).sort()).toEqual(
      [first.transactionId, placed.transactionId].sort(),
    );
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: placed.transactionId, item: 'Starter', successful: true }),
      ]),
    );

    // Neither line belongs to anyone else.
    const stranger = await newCustomer(t);
    expect((await stranger.get('/app/users/lines')).json().lines).toEqual([]);
  });
});
