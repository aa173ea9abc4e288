/**
 * Refunds from the care console (docs/decisions/028): through the sandbox provider, once per key,
 * within the role's limit, never more than was paid; the refund is in the customer's order
 * history, audited with its reason, and mailed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFUND_DAILY_LIMIT_CENTS, REFUND_LIMIT_CENTS } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { sandboxRefunds } from '../../src/db/schema/payments';
import { paymentRow, recordPayment } from '../../src/modules/payments/payments-ledger';
import { call, latestMailTo } from '../support/auth';
import { newStaff, type TestAgent } from '../support/chat';
import { createPlan, customerWithCard, payBody } from '../support/commerce';
import { verifiedStaff } from '../support/care';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

async function paidCustomer() {
  const { plan, customer, card } = await customerWithCard(t);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
  expect(paid.statusCode).toBe(200);
  return { customer, receiptId: (paid.json() as { transactionId: string }).transactionId };
}

const verified = (role: 'agent' | 'supervisor', customerId: string, email: string) =>
  verifiedStaff(t, role, { id: customerId, email }, role === 'agent' ? 'Sam' : 'Sue');

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A customer who paid `count` orders of a $90 plan (each well above an agent's limit). */
async function customerWithPayments(count: number) {
  const { customer, card } = await customerWithCard(t);
  const plan = await createPlan(t.database, { retailName: 'Unlimited Plus', retailPriceCents: 9000 });
  const receipts: string[] = [];
  for (let i = 0; i < count; i++) {
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
    expect(paid.statusCode).toBe(200);
    receipts.push((paid.json() as { transactionId: string }).transactionId);
  }
  return { customer, receipts };
}

const refund = (staff: TestAgent, customerId: string, body: Record<string, unknown>) =>
  call(t, 'POST', `/app/care/customers/${customerId}/refunds`, { token: staff.token, body });

describe('care refunds', () => {
  it('refunds part of an order through the sandbox once per key; it shows in the order history, audited and mailed', async () => {
    const { customer, receiptId } = await paidCustomer();
    const agent = await verified('agent', customer.id, customer.email);
    const body = {
      receiptId,
      amount: 12.5,
      reason: 'duplicate_charge',
      idempotencyKey: `refund-${crypto.randomUUID()}`,
    };

    // A double click: the same key twice at once.
    const [first, second] = await Promise.all([
      refund(agent, customer.id, body),
      refund(agent, customer.id, body),
    ]);
    const answers = [first, second].map((r) => r.statusCode).sort();
    expect(answers[0]).toBe(200);
    expect([200, 409]).toContain(answers[1]);
    const again = await refund(agent, customer.id, body);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: STAFF_MESSAGES.care.refunded('$12.50'),
      refund: { receiptId, amount: 12.5, reason: 'duplicate_charge' },
    });
    const providerRefunds = await t.database.db.select().from(sandboxRefunds);
    expect(providerRefunds.map((r) => r.amountCents)).toEqual([1250]);
    const history = (await customer.get('/app/payments/transactions')).json() as {
      transactions: {
        id: string;
        item: string;
        successful: boolean;
        paymentDetails: { finalCheckoutAmount: number };
      }[];
    };
    const refunds = history.transactions.filter((row) => row.item.startsWith('Refund: '));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ id: again.json().refund.refundTransactionId, successful: true });
    expect(refunds[0]?.paymentDetails.finalCheckoutAmount).toBe(-12.5);
    const mail = await latestMailTo(t.database, customer.email, 'refunded');
    expect(mail.subject).toContain('$12.50');
    const admin = await newStaff(t, 'admin', 'Ada');
    const audit = await call(t, 'GET', `/app/care/audit?customerId=${customer.id}&action=refund`, {
      token: admin.token,
    });
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        reason: 'duplicate_charge',
        staff: { id: agent.id, name: 'Sam Rivera', role: 'agent' },
        after: expect.objectContaining({ refunded: 12.5 }),
      }),
    ]);
  });

  it("keeps to the role's limit: an agent is refused above it, a supervisor refunds the rest, never more than was paid", async () => {
    const { customer, receiptId } = await paidCustomer();
    const agent = await verified('agent', customer.id, customer.email);
    const supervisor = await verified('supervisor', customer.id, customer.email);
    const over = REFUND_LIMIT_CENTS.agent / 100 + 1;

    const refused = await refund(agent, customer.id, {
      receiptId,
      amount: over,
      reason: 'goodwill',
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: STAFF_MESSAGES.care.refundOverLimit(
        usd(REFUND_LIMIT_CENTS.agent),
        usd(REFUND_LIMIT_CENTS.agent),
      ),
    });

    const history = (await customer.get('/app/payments/transactions')).json() as {
      transactions: { id: string; paymentDetails: { finalCheckoutAmount: number } }[];
    };
    const paid = history.transactions.find((row) => row.id === receiptId)!.paymentDetails.finalCheckoutAmount;
    const whole = await refund(supervisor, customer.id, {
      receiptId,
      amount: paid,
      reason: 'service_problem',
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });
    expect(whole.statusCode).toBe(200);
    const more = await refund(supervisor, customer.id, {
      receiptId,
      amount: 1,
      reason: 'goodwill',
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: STAFF_MESSAGES.care.refundTooMuch('$0.00') });
    expect((await t.database.db.select().from(sandboxRefunds)).map((r) => r.amountCents)).toEqual([
      Math.round(paid * 100),
    ]);
  });

  it('refuses an unverified customer, another customer’s receipt and a reason not on the list', async () => {
    const { customer, receiptId } = await paidCustomer();
    const other = await paidCustomer();
    const agent = await newStaff(t, 'agent');
    const body = { receiptId, amount: 1, reason: 'goodwill', idempotencyKey: `k-${crypto.randomUUID()}` };

    const unverified = await refund(agent, customer.id, body);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({ message: STAFF_MESSAGES.care.notVerified });

    const verifiedAgent = await verified('agent', other.customer.id, other.customer.email);
    const foreign = await refund(verifiedAgent, other.customer.id, body);
    expect(foreign.statusCode).toBe(404);
    const badReason = await refund(verifiedAgent, other.customer.id, {
      ...body,
      receiptId: other.receiptId,
      reason: 'because',
    });
    expect(badReason.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.amountCents, 100)),
    ).toEqual([]);
  });

  it("bounds an agent's refunds of one payment in all, not each: $50 then $3.50 is refused, naming what is left", async () => {
    const { customer, receipts } = await customerWithPayments(1);
    const receiptId = receipts[0]!;
    const agent = await verified('agent', customer.id, customer.email);
    const supervisor = await verified('supervisor', customer.id, customer.email);
    const body = (amount: number) => ({
      receiptId,
      amount,
      reason: 'goodwill',
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });
    const limit = REFUND_LIMIT_CENTS.agent;

    expect((await refund(agent, customer.id, body(20))).statusCode).toBe(200);
    const tooMuch = await refund(agent, customer.id, body(limit / 100 - 20 + 0.01));
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toEqual({
      message: STAFF_MESSAGES.care.refundOverLimit(usd(limit), usd(limit - 2000)),
    });
    expect((await refund(agent, customer.id, body(limit / 100 - 20))).statusCode).toBe(200);
    const more = await refund(agent, customer.id, body(3.5));
    expect(more.statusCode).toBe(403);
    expect(more.json()).toEqual({ message: STAFF_MESSAGES.care.refundOverLimit(usd(limit), usd(0)) });

    // Another member of staff with a larger limit may still refund what is left of the payment.
    expect((await refund(supervisor, customer.id, body(3.5))).statusCode).toBe(200);
    expect((await t.database.db.select().from(sandboxRefunds)).map((r) => r.amountCents).sort()).toEqual(
      [350, 2000, limit - 2000].sort(),
    );
  });

  it("bounds an agent's refunds of a day over every payment", async () => {
    const perPayment = REFUND_LIMIT_CENTS.agent;
    const perDay = REFUND_DAILY_LIMIT_CENTS.agent;
    const full = Math.floor(perDay / perPayment);
    const { customer, receipts } = await customerWithPayments(full + 1);
    const agent = await verified('agent', customer.id, customer.email);
    const body = (receiptId: string, amount: number) => ({
      receiptId,
      amount,
      reason: 'goodwill',
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });
    for (const receiptId of receipts.slice(0, full))
      expect((await refund(agent, customer.id, body(receiptId, perPayment / 100))).statusCode).toBe(200);
    const left = perDay - full * perPayment;

    const over = await refund(agent, customer.id, body(receipts[full]!, left / 100 + 1));
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      message: STAFF_MESSAGES.care.refundOverDailyLimit(usd(perDay), usd(left)),
    });
    expect(await t.database.db.select().from(sandboxRefunds)).toHaveLength(full);
  });

  it('lets only one of two refunds by the same agent at once pass when together they would pass the limit', async () => {
    const { customer, receipts } = await customerWithPayments(1);
    const agent = await verified('agent', customer.id, customer.email);
    const half = REFUND_LIMIT_CENTS.agent / 100 / 2 + 1;
    const body = () => ({
      receiptId: receipts[0]!,
      amount: half,
      reason: 'goodwill',
      idempotencyKey: `k-${crypto.randomUUID()}`,
    });

    const answers = await Promise.all([
      refund(agent, customer.id, body()),
      refund(agent, customer.id, body()),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await t.database.db.select().from(sandboxRefunds)).map((r) => r.amountCents)).toEqual([
      Math.round(half * 100),
    ]);
  });

  it('tells the console what is left to refund of each payment: nothing of a refund, a refunded one or one with no charge', async () => {
    const { customer, receipts } = await customerWithPayments(2);
    const [partly, whole] = receipts as [string, string];
    // A payment with no charge at the provider behind it (as demo data has).
    const seeded = paymentRow({
      userId: customer.id,
      item: 'Unlimited',
      at: new Date(),
      successful: true,
      card: { network: 'visa', last4: '4242' },
      amounts: { orderTotalCents: 3939, taxCents: 0, finalCents: 3939 },
    });
    await t.database.db.transaction((tx) => recordPayment(tx, seeded));
    const supervisor = await verified('supervisor', customer.id, customer.email);
    const view = async () =>
      (
        (await call(t, 'GET', `/app/care/customers/${customer.id}`, { token: supervisor.token })).json() as {
          account: { payments: { id: string; amount: number; refundable: number; item: string }[] };
        }
      ).account.payments;
    const paidOf = (id: string, payments: Awaited<ReturnType<typeof view>>) =>
      payments.find((p) => p.id === id)!.amount;

    const before = await view();
    expect(before.find((p) => p.id === partly)?.refundable).toBe(paidOf(partly, before));
    expect(before.find((p) => p.id === seeded.id)?.refundable).toBe(0);
    /** The status of a goodwill refund of `amount` of the receipt, each a new request. */
    const refundStatus = async (receiptId: string, amount: number) =>
      (
        await refund(supervisor, customer.id, {
          receiptId,
          amount,
          reason: 'goodwill',
          idempotencyKey: `k-${crypto.randomUUID()}`,
        })
      ).statusCode;
    expect(await refundStatus(partly, 10)).toBe(200);
    expect(await refundStatus(whole, paidOf(whole, before))).toBe(200);
    // What the console offers, the server takes; what it leaves out, the server refuses.
    expect(await refundStatus(seeded.id, 1)).toBe(404);

    const after = await view();
    expect(after.find((p) => p.id === partly)?.refundable).toBeCloseTo(paidOf(partly, before) - 10, 2);
    expect(after.find((p) => p.id === whole)?.refundable).toBe(0);
    const refundRows = after.filter((p) => p.item.startsWith('Refund: '));
    expect(refundRows).toHaveLength(2);
    for (const row of refundRows) {
      expect(row.amount).toBeLessThan(0);
      expect(row.refundable).toBe(0);
    }
  });
});
