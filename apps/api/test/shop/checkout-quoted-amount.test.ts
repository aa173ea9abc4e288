import { describe, expect, it } from 'vitest';
import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { newStaff } from '../support/chat';
import { customerWithCard, orderBody, orderCounts, payBody } from '../support/commerce';
import { CHANNEL_HEADERS, useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

/** A catalogue editor moves the plan's price, as the console's Change price does. */
async function changePrice(planId: string, price: number) {
  const staff = await newStaff(t, 'catalogue_editor', 'Cat');
  const headers = { ...CHANNEL_HEADERS, authorization: `Bearer ${staff.token}` };
  const listed = await t.app.inject({ url: '/app/care/catalogue/plans', headers });
  const plan = (listed.json() as { plans: CataloguePlan[] }).plans.find((p) => p.id === planId);
  if (!plan) throw new Error('plan not in the catalogue');
  const { id: _id, status: _status, effectiveFrom: _from, lines: _lines, ...fields } = plan;
  const changed = await t.app.inject({
    method: 'POST',
    url: `/app/care/catalogue/plans/${planId}`,
    headers,
    payload: { ...fields, price },
  });
  expect(changed.statusCode).toBe(200);
}

describe('Pay charges the amount quoted, or nothing', () => {
  it('refuses a price that moved after the quote, naming the new amount, and charges nothing', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const quote = await customer.post('/app/checkout/quote', orderBody(plan.id));
    expect(quote.json()).toMatchObject({ finalCheckoutAmount: 44.8 });

    await changePrice(plan.id, 45);
    const before = await orderCounts(t.database);
    const refused = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { quotedAmount: 44.8 }),
    );

    // $45 with the 6.25% Texas tax, the 2% 911 fee and the recovery fee: the quote of the moment says so too.
    const requoted = (await customer.post('/app/checkout/quote', orderBody(plan.id))).json();
    expect(requoted.finalCheckoutAmount).toBe(50.21);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'quotedAmount', message: PRODUCT_MESSAGES.shop.priceChanged('$50.21') },
    ]);
    expect(await orderCounts(t.database)).toEqual(before);

    // Paying again with the amount now shown charges exactly that.
    const paid = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { quotedAmount: requoted.finalCheckoutAmount }),
    );
    expect(paid.json()).toMatchObject({ successful: true, quote: { finalCheckoutAmount: 50.21 } });
  });

  it('charges the quoted amount when it is still the price', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { quotedAmount: 44.8 }));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ successful: true, quote: { finalCheckoutAmount: 44.8 } });
  });
});
