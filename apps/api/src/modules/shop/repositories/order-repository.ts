import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { portEvents, portRequests, subscriptionLines } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { recordPayment, type PaymentRow } from '../../payments/payments-ledger';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewLine = typeof subscriptionLines.$inferInsert & { id: string };
export type OrderRepository = ReturnType<typeof createOrderRepository>;

export function createOrderRepository(db: Db) {
  return {
    findByKey: async (userId: string, idempotencyKey: string): Promise<OrderRecord | undefined> =>
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
          .limit(1)
      )[0],

    findById: async (id: string): Promise<OrderRecord | undefined> =>
      (await db.select().from(orders).where(eq(orders.id, id)).limit(1))[0],

    /** The unique (user, key) index decides which of several concurrent requests owns the order. */
    claim: async (order: NewOrder): Promise<OrderRecord | undefined> =>
      (await db.insert(orders).values(order).onConflictDoNothing().returning())[0],

    /** Unfinished orders whose worker's lease has run out, oldest first (for recovery). */
    findStalled: async (now: Date, limit: number): Promise<{ id: string }[]> =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, ['pending', 'charged']), lt(orders.leaseUntil, now)))
        .orderBy(asc(orders.leaseUntil))
        .limit(limit),

    /** Takes over an unfinished order whose worker's lease has run out (a crash, a time-out). */
    takeOver: async (id: string, now: Date, leaseUntil: Date): Promise<OrderRecord | undefined> =>
      (
        await db
          .update(orders)
          .set({ leaseUntil })
          .where(
            and(
              eq(orders.id, id),
              inArray(orders.status, ['pending', 'charged']),
              lt(orders.leaseUntil, now),
            ),
          )
          .returning()
      )[0],

    /** Ends a failed worker's lease at once, so that a retry need not wait for it to run out. */
    async releaseLease(id: string): Promise<void> {
      await db
        .update(orders)
        .set({ leaseUntil: new Date(0) })
        .where(and(eq(orders.id, id), inArray(orders.status, ['pending', 'charged'])));
    },

    async markCharged(id: string, chargeId: string | null): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'charged', chargeId })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')));
    },

    /** The completed order that opened the customer's line. */
    findCompletedOfLine: async (userId: string, lineId: string): Promise<OrderRecord | undefined> =>
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.lineId, lineId), eq(orders.status, 'completed')))
          .limit(1)
      )[0],

    /** The order of a refund row recorded already (a repeated cancel answers it again). */
    findRefundedOf: async (userId: string, orderId: string): Promise<OrderRecord | undefined> =>
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.id, orderId), eq(orders.status, 'refunded')))
          .limit(1)
      )[0],

    /**
     * A cancelled order (decision 023): its refund row in the order history, the line it opened
     * closed (with its port), and the order refunded, all or nothing, once: false when the order
     * is no longer completed (another request recorded it).
     */
    recordRefund: (id: string, lineId: string, refund: PaymentRow): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update');
        if (current?.status !== 'completed') return false;
        await recordPayment(tx, refund);
        await tx.delete(subscriptionLines).where(eq(subscriptionLines.id, lineId));
        await tx
          .update(orders)
          .set({ status: 'refunded', refundTransactionId: refund.id })
          .where(eq(orders.id, id));
        return true;
      }),

    countLines: async (userId: string): Promise<number> =>
      (await db.select({ n: count() }).from(subscriptionLines).where(eq(subscriptionLines.userId, userId)))[0]
        ?.n ?? 0,

    /**
     * Records the payment in the order history (and the new line, with the draft port of a brought number) and the
     * answer, all or nothing, and only while the order is unfinished: of two workers that both
     * believe they hold the order, the second records nothing and learns false.
     */
    finish: (
      id: string,
      outcome: {
        status: 'completed' | 'failed';
        payment: PaymentRow;
        line: NewLine | null;
        /** A number to bring onto the new line: its port waits for the old carrier's details. */
        port: { msisdn: string; zipCode: string } | null;
        chargeId: string | null;
        portInFollows: boolean;
        result: unknown;
      },
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        // The row lock makes a second finisher wait, then see the order ended.
        const [current] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, id))
          .for('update');
        if (current?.status !== 'pending' && current?.status !== 'charged') return false;
        if (outcome.line) await tx.insert(subscriptionLines).values(outcome.line);
        if (outcome.line && outcome.port) {
          const [port] = await tx
            .insert(portRequests)
            .values({
              userId: outcome.line.userId,
              lineId: outcome.line.id,
              status: 'draft',
              ...outcome.port,
            })
            .returning({ id: portRequests.id });
          if (port) await tx.insert(portEvents).values({ portId: port.id, type: 'draft' });
        }
        await recordPayment(tx, outcome.payment);
        await tx
          .update(orders)
          .set({
            status: outcome.status,
            chargeId: outcome.chargeId,
            transactionId: outcome.payment.id,
            lineId: outcome.line?.id ?? null,
            portInFollows: outcome.portInFollows,
            result: outcome.result,
            completedAt: new Date(),
          })
          .where(eq(orders.id, id));
        return true;
      }),
  };
}
