/**
 * A care refund to the account credit instead of the card (decision 089): no provider refund; one
 * `refund` credit entry, one order-history row with its credit note, one audit entry, however often
 * and however many at once the same refund is asked; the wallet's balance is the sum of its entries.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { careRefunds } from '../../src/db/schema/care';
import { sandboxRefunds, transactions } from '../../src/db/schema/payments';
import { walletEntries } from '../../src/db/schema/wallet';
import { call, latestMailTo } from '../support/auth';
import { customerWithCard, payBody } from '../support/commerce';
import { verifiedStaff } from '../support/care';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('care refunds to the account credit', () => {
  it('credits the balance once for two requests at once: one entry, one refund row, no provider refund', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
    const receiptId = (paid.json() as { transactionId: string }).transactionId;
    const agent = await verifiedStaff(t, 'agent', { id: customer.id, email: customer.email }, 'Sam');
    const body = {
      receiptId,
      amount: 7.25,
      reason: 'goodwill',
      idempotencyKey: `refund-${crypto.randomUUID()}`,
      to: 'balance',
    };
    const refundsBefore = (await t.database.db.select().from(sandboxRefunds)).length;
    const path = `/app/care/customers/${customer.id}/refunds`;

    const answers = await Promise.all([
      call(t, 'POST', path, { token: agent.token, body }),
      call(t, 'POST', path, { token: agent.token, body }),
    ]);
    expect(answers.map((one) => one.statusCode)).toContain(200);
    for (const one of answers) expect([200, 409]).toContain(one.statusCode);
    const again = await call(t, 'POST', path, { token: agent.token, body });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(STAFF_MESSAGES.care.refunded('$7.25'));

    // No money went back through the provider; one credit entry of 725 cents, and the balance says so.
    expect(await t.database.db.select().from(sandboxRefunds)).toHaveLength(refundsBefore);
    const entries = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, customer.id));
    expect(entries.map((one) => [one.kind, one.amountCents])).toEqual([['refund', 725]]);
    const wallet = (await customer.get('/app/wallet')).json() as { balance: number };
    expect(wallet.balance).toBe(7.25);

    // One refund row in the order history (with its credit note), pointed to by the care refund.
    const [done] = await t.database.db.select().from(careRefunds).where(eq(careRefunds.receiptId, receiptId));
    expect(done?.status).toBe('done');
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id));
    const refundRows = rows.filter((one) => one.finalCents < 0);
    expect(refundRows.map((one) => [one.id, one.finalCents])).toEqual([[done!.refundTransactionId, -725]]);
    expect((await latestMailTo(t.database, customer.email))?.subject).toContain('to your account credit');
  });
});
