/** Issue 32 (decision 078): the order history names each tax of a payment with its jurisdiction, from its invoice. */
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@mvno/contracts/entities';
import { CHICAGO_ORDER, customerWithCard, payBody } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('tax lines in the order history', () => {
  it("a Chicago order's payment details list each tax with its jurisdiction, adding up to its Tax Amount", async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, CHICAGO_ORDER));
    expect(paid.json(), paid.body).toMatchObject({ successful: true });

    const history = (await customer.get('/app/payments/transactions')).json() as {
      transactions: Transaction[];
    };

    const [order] = history.transactions;
    const lines = order!.paymentDetails.taxLines ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        { type: 'prepaid_911', jurisdiction: { code: 'US-IL', name: expect.any(String) }, amount: 1.2 },
        { type: 'prepaid_911', jurisdiction: { code: 'US-IL-CHICAGO', name: 'Chicago' }, amount: 3.6 },
        { type: 'sales_tax', jurisdiction: { code: 'US-IL-CHICAGO', name: 'Chicago' }, amount: 1.6 },
      ]),
    );
    const cents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(cents).toBe(Math.round((order!.paymentDetails.taxAmount ?? 0) * 100));
  });
});
