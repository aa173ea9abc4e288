import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { createSimulatedCarrier } from '../../src/modules/lines/carrier/simulated-carrier';
import { mailsTo } from '../support/auth';
import { requestHash, type PayRequest } from '../../src/modules/shop/checkout/checkout-service';
import {
  customerWithCard,
  DECLINED_CARD,
  orderCounts,
  payBody,
  type TestCustomer,
} from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { createTestApp, useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

type Stalled = {
  status: 'pending' | 'charged';
  /** A charge the provider already made for the order (a crash after charging). */
  charged?: boolean;
  portNumber?: string;
  leaseUntil?: Date;
  createdAt?: Date;
};

const EXPIRED = () => new Date(Date.now() - 1000);

/** An order as a server that died while working on it leaves it behind. */
async function stalledOrder(
  customer: TestCustomer,
  card: { id: string; last4Digits: string },
  planId: string,
  { status, charged = status === 'charged', portNumber, leaseUntil = EXPIRED(), createdAt }: Stalled,
) {
  const id = randomUUID();
  const chargeId = charged ? `ch_sb_${randomUUID().replaceAll('-', '')}` : null;
  if (chargeId) {
    await t.database.db.insert(sandboxCharges).values({
      id: chargeId,
      idempotencyKey: `order-${id}`,
      customerRef: 'cus_recovery',
      paymentMethodToken: 'pm_recovery',
      amountCents: 4558,
      currency: 'usd',
      status: 'succeeded',
      message: 'Payment successful',
    });
  }
  await t.database.db.insert(orders).values({
    id,
    userId: customer.id,
    idempotencyKey: `key-${id}`,
    requestHash: requestHash(payBody(planId, card.id, { idempotencyKey: `key-${id}` }) as PayRequest),
    status,
    leaseUntil,
    planId,
    item: 'Unlimited',
    simType: 'esim',
    numberType: portNumber ? 'port' : 'new',
    zipCode: '78702',
    portNumber: portNumber ?? null,
    taxState: 'TX',
    taxRateMilliPercent: 6250,
    orderTotalCents: 4000,
    discountCents: 0,
    taxCents: 250,
    regulatoryFeeCents: 308,
    activationFeeCents: 0,
    finalCents: 4558,
    cardId: card.id,
    cardNetwork: 'visa',
    cardLast4: card.last4Digits,
    chargeId: status === 'charged' ? chargeId : null,
    ...(createdAt ? { createdAt } : {}),
  });
  return id;
}

/** Starts other servers on the same database: their start-up recovery runs on the job queue. */
async function runRecovery(servers = 1) {
  const others = await Promise.all(Array.from({ length: servers }, () => createTestApp()));
  try {
    await Promise.all(others.map((other) => other.app.ready()));
    await waitForJobs(t.database);
  } finally {
    for (const other of others) await other.close();
  }
}

async function orderOf(id: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new Error('order vanished');
  return order;
}

async function chargesOf(orderId: string) {
  return t.database.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, `order-${orderId}`));
}

async function transactionOf(orderId: string) {
  const order = await orderOf(orderId);
  if (!order.transactionId) return undefined;
  const [row] = await t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, order.transactionId));
  return row;
}

describe('order recovery', () => {
  it('finishes each paid or payable order whose lease ran out, once, with its line and transaction', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const pending = await stalledOrder(customer, card, plan.id, { status: 'pending' });
    const pendingCharged = await stalledOrder(customer, card, plan.id, { status: 'pending', charged: true });
    const charged = await stalledOrder(customer, card, plan.id, { status: 'charged' });
    const working = await stalledOrder(customer, card, plan.id, {
      status: 'charged',
      leaseUntil: new Date(Date.now() + 60_000),
    });

    await runRecovery();

    for (const id of [pending, pendingCharged, charged]) {
      const order = await orderOf(id);
      expect(order.status).toBe('completed');
      const [charge, ...more] = await chargesOf(id);
      expect(more).toEqual([]);
      expect(charge?.status).toBe('succeeded');
      expect(order.chargeId).toBe(charge?.id);
      expect(order.lineId).not.toBeNull();
      const [line] = await t.database.db
        .select()
        .from(subscriptionLines)
        .where(eq(subscriptionLines.id, order.lineId ?? ''));
      expect(line?.userId).toBe(customer.id);
      expect(await transactionOf(id)).toMatchObject({
        successful: true,
        finalCents: 4558,
        userId: customer.id,
      });
      expect(order.result).toMatchObject({ orderId: id, successful: true, line: { id: order.lineId } });
    }
    // A request still working on its order (its lease runs) is left alone.
    expect((await orderOf(working)).status).toBe('charged');

    const confirmations = (await mailsTo(t.database, customer.email)).filter((m) =>
      m.subject.includes('order: Unlimited'),
    );
    expect(confirmations).toHaveLength(3);
    // The customer sees them in the order history.
    const history = (await customer.get('/app/payments/transactions')).json().transactions;
    expect(history.filter((row: { successful: boolean }) => row.successful)).toHaveLength(3);

    const before = await orderCounts(t.database);
    const mailsBefore = (await mailsTo(t.database, customer.email)).length;
    await runRecovery();
    expect(await orderCounts(t.database)).toEqual(before);
    expect(await mailsTo(t.database, customer.email)).toHaveLength(mailsBefore);
  });

  it('ends each order once when two servers recover at the same time', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const ids: string[] = [];
    for (const status of ['pending', 'charged', 'pending', 'charged', 'pending', 'charged'] as const) {
      ids.push(await stalledOrder(customer, card, plan.id, { status }));
    }

    await runRecovery(2);

    for (const id of ids) {
      expect((await orderOf(id)).status).toBe('completed');
      expect(await chargesOf(id)).toHaveLength(1);
    }
    expect(await rowsOfLines(customer.id)).toBe(ids.length);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id));
    expect(rows).toHaveLength(ids.length);
  });

  it('answers a retry of the same key with the recovered order', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const id = await stalledOrder(customer, card, plan.id, { status: 'charged' });
    await runRecovery();
    const order = await orderOf(id);

    // The client comes back with the key it used: the recovered answer, no second charge.
    const replay = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { idempotencyKey: order.idempotencyKey }),
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(order.result);
    expect(await chargesOf(id)).toHaveLength(1);
    expect(await rowsOfLines(customer.id)).toBe(1);
  });

  it('fails an order whose card is declined and tells the customer', async () => {
    const { plan, customer, card } = await customerWithCard(t, DECLINED_CARD);
    const id = await stalledOrder(customer, card, plan.id, { status: 'pending' });

    await runRecovery();

    const order = await orderOf(id);
    expect(order.status).toBe('failed');
    expect(order.lineId).toBeNull();
    expect(await chargesOf(id)).toHaveLength(1);
    expect(await transactionOf(id)).toMatchObject({ successful: false });
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.textBody).toContain(PRODUCT_MESSAGES.payments.cardDeclined);
  });

  it('refunds and fails a paid order whose line can no longer be opened, and tells the customer', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const brought = '5125550142';
    const id = await stalledOrder(customer, card, plan.id, { status: 'charged', portNumber: brought });
    // Meanwhile the number became ours on another line (a port-in brought it first).
    await createSimulatedCarrier(t.database.db, { smdpAddress: 'smdp.test.example' }).takeOverNumber(
      brought,
      '78702',
    );

    await runRecovery();

    const order = await orderOf(id);
    expect(order.status).toBe('failed');
    expect(order.lineId).toBeNull();
    const [charge, ...more] = await chargesOf(id);
    expect(more).toEqual([]);
    expect(charge?.refundedAt).toBeInstanceOf(Date);
    expect(await transactionOf(id)).toMatchObject({ successful: false });
    expect(order.result).toMatchObject({ successful: false, message: PRODUCT_MESSAGES.shop.orderRefunded });
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.textBody).toContain(PRODUCT_MESSAGES.shop.orderRefunded);

    const refundedAt = charge?.refundedAt;
    const mailsBefore = (await mailsTo(t.database, customer.email)).length;
    await runRecovery();
    expect((await chargesOf(id))[0]?.refundedAt).toEqual(refundedAt);
    expect(await mailsTo(t.database, customer.email)).toHaveLength(mailsBefore);
  });

  it('refunds and fails a paid order still unfinished long after it was placed', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const id = await stalledOrder(customer, card, plan.id, {
      status: 'charged',
      createdAt: new Date(Date.now() - 2 * 60 * 60_000),
    });

    await runRecovery();

    expect((await orderOf(id)).status).toBe('failed');
    expect((await chargesOf(id))[0]?.refundedAt).toBeInstanceOf(Date);
    expect(await rowsOfLines(customer.id)).toBe(0);
  });
});

async function rowsOfLines(userId: string) {
  return (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.userId, userId)))
    .length;
}
