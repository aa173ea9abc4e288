import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { orders } from '../../src/db/schema/orders';
import { transactions } from '../../src/db/schema/payments';
import {
  customerWithCard,
  DECLINED_CARD,
  newCustomer,
  NO_FUNDS_CARD,
  orderCounts,
  payBody,
  saveCard,
} from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('POST /app/checkout/pay when the payment fails', () => {
  it('records a declined card as a Failed transaction with no line, then a good card succeeds', async () => {
    const { plan, customer, card } = await customerWithCard(t, DECLINED_CARD);

    const response = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      successful: false,
      message: PRODUCT_MESSAGES.payments.cardDeclined,
      line: null,
    });
    expect(await orderCounts(t.database)).toEqual({ charges: 1, transactions: 1, orders: 1, lines: 0 });
    const [failed] = (await customer.get('/app/payments/transactions')).json().transactions;
    expect(failed).toMatchObject({ successful: false, item: 'Unlimited', last4DigitCard: '0002' });
    const [order] = await t.database.db.select().from(orders);
    expect(order?.status).toBe('failed');

    const good = await saveCard(t, customer);
    const retry = await customer.post('/app/checkout/pay', payBody(plan.id, good.id));
    expect(retry.json()).toMatchObject({ successful: true });
    expect(await orderCounts(t.database)).toEqual({ charges: 2, transactions: 2, orders: 2, lines: 1 });
  });

  it('records insufficient funds as a Failed transaction with no line', async () => {
    const { plan, customer, card } = await customerWithCard(t, NO_FUNDS_CARD);

    const response = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));

    expect(response.json()).toMatchObject({
      successful: false,
      message: PRODUCT_MESSAGES.payments.insufficientFunds,
      line: null,
    });
    expect(await orderCounts(t.database)).toEqual({ charges: 1, transactions: 1, orders: 1, lines: 0 });
    const [row] = await t.database.db.select().from(transactions);
    expect(row?.successful).toBe(false);
  });

  it("answers 404 for another customer's card and charges nothing", async () => {
    const { plan, card } = await customerWithCard(t);
    const stranger = await newCustomer(t);

    const response = await stranger.post('/app/checkout/pay', payBody(plan.id, card.id));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.payments.cardNotFound });
    expect(await orderCounts(t.database)).toEqual({ charges: 0, transactions: 0, orders: 0, lines: 0 });
  });
});
