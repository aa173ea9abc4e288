import { and, asc, count, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands } from '../../../db/schema/carrier';
import { portEvents, portRequests, subscriptionLines } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { creditedCents, lastCreditOf } from '../../payments/invoice-reads-ledger';
import { recordPayment, type PaymentRow } from '../../payments/payments-ledger';
import {
  holdPromo,
  lockedStatus,
  PromoNotHeldError,
  releasePromo,
  type PromoNotHeld,
} from './order-holds-repository';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewLine = typeof subscriptionLines.$inferInsert & { id: string };
export type CarrierCommandRow = typeof carrierCommands.$inferInsert;
export type OrderRepository = ReturnType<typeof createOrderRepository>;

export function createOrderRepository(db: Db) {
  /** The order meeting every condition, if any. */
  const findOne = async (...conditions: SQL[]): Promise<OrderRecord | undefined> =>
    (
      await db
        .select()
        .from(orders)
        .where(and(...conditions))
        .limit(1)
    )[0];

  return {
    findByKey: (userId: string, idempotencyKey: string): Promise<OrderRecord | undefined> =>
      findOne(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)),

    findById: (id: string): Promise<OrderRecord | undefined> => findOne(eq(orders.id, id)),

    /**
     * The unique (user, key) index decides which of several concurrent requests owns the order;
     * the order and its promotion's redemption are written together or not at all.
     */
    async claim(
      order: NewOrder,
      promo: { code: string; oncePerCustomer: boolean } | null,
    ): Promise<OrderRecord | PromoNotHeld | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
          if (claimed && promo) await holdPromo(tx, claimed, promo);
          return claimed;
        });
      } catch (error) {
        if (error instanceof PromoNotHeldError) return error.reason;
        throw error;
      }
    },

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
    findCompletedByLine: (lineId: string): Promise<OrderRecord | undefined> =>
      findOne(eq(orders.lineId, lineId), eq(orders.status, 'completed')),
    /** A line's number and eSIM code as they are now (after the carrier's activation). */
    lineOf: async (lineId: string) =>
      (
        await db
          .select({ mdn: subscriptionLines.mdn, activationCode: subscriptionLines.activationCode })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, lineId))
      )[0],
    findCompletedOfLine: (userId: string, lineId: string): Promise<OrderRecord | undefined> =>
      findOne(eq(orders.userId, userId), eq(orders.lineId, lineId), eq(orders.status, 'completed')),

    /** What credit notes gave back of the order's charge already (care refunds of part of it), in cents. */
    creditedOf: (order: Pick<OrderRecord, 'transactionId'>): Promise<number> =>
      order.transactionId ? creditedCents(db, order.transactionId) : Promise.resolve(0),

    /** The order-history row of the latest refund of the order's charge (its last credit note). */
    lastCreditOf: (order: Pick<OrderRecord, 'transactionId'>): Promise<string | undefined> =>
      order.transactionId ? lastCreditOf(db, order.transactionId) : Promise.resolve(undefined),

    /** The order of a refund row recorded already (a repeated cancel answers it again). */
    findRefundedOf: (userId: string, orderId: string): Promise<OrderRecord | undefined> =>
      findOne(eq(orders.userId, userId), eq(orders.id, orderId), eq(orders.status, 'refunded')),

    /**
     * A cancelled order (decision 023): its refund row in the order history, the line it opened
     * closed (with its port), and the order refunded, all or nothing, once: false when the order
     * is no longer completed (another request recorded it).
     */
    recordRefund: (id: string, lineId: string, refund: PaymentRow | { closedBy: string }): Promise<boolean> =>
      db.transaction(async (tx) => {
        if ((await lockedStatus(tx, id)) !== 'completed') return false;
        // Care gave back all of it before: no row of $0.00, the order points at care's last refund.
        if (!('closedBy' in refund)) await recordPayment(tx, refund);
        await releasePromo(tx, id);
        await tx.delete(subscriptionLines).where(eq(subscriptionLines.id, lineId));
        await tx
          .update(orders)
          .set({
            status: 'refunded',
            refundTransactionId: 'closedBy' in refund ? refund.closedBy : refund.id,
          })
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
        /** The carrier command that activates the line, stored with it (decision 073). */
        carrierCommand?: CarrierCommandRow | null;
      },
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        // The row lock makes a second finisher wait, then see the order ended.
        const status = await lockedStatus(tx, id);
        if (status !== 'pending' && status !== 'charged') return false;
        if (outcome.line) await tx.insert(subscriptionLines).values(outcome.line);
        if (outcome.line && outcome.carrierCommand)
          await tx.insert(carrierCommands).values(outcome.carrierCommand);
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
        if (outcome.status === 'failed') await releasePromo(tx, id);
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

    /**
     * Paid orders whose line the carrier refused to activate for good (decision 086): the order
     * completed, its line still `activating`, the line's activation command `failed`. Oldest first.
     */
    findFailedActivations: (limit: number): Promise<OrderRecord[]> =>
      db
        .select({ order: orders })
        .from(orders)
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, orders.lineId))
        .innerJoin(
          carrierCommands,
          and(
            eq(carrierCommands.lineId, orders.lineId),
            eq(carrierCommands.kind, 'activate_line'),
            eq(carrierCommands.state, 'failed'),
          ),
        )
        .where(and(eq(orders.status, 'completed'), eq(subscriptionLines.status, 'activating')))
        .orderBy(asc(orders.createdAt))
        .limit(limit)
        .then((rows) => rows.map((row) => row.order)),

    /**
     * A failed activation's refund (decision 086): the refund row, the line cancelled (kept, with
     * its carrier history, so the card says what happened) and the order refunded, all or nothing,
     * once: false when the order is no longer completed (another process recorded it).
     */
    recordActivationRefund: (id: string, lineId: string, refund: PaymentRow, at: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        if ((await lockedStatus(tx, id)) !== 'completed') return false;
        await recordPayment(tx, refund);
        await releasePromo(tx, id);
        await tx
          .update(subscriptionLines)
          .set({ status: 'cancelled', autoRenew: false, cancelAt: at, cancelledNow: true })
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.status, 'activating')));
        await tx
          .update(orders)
          .set({ status: 'refunded', refundTransactionId: refund.id })
          .where(eq(orders.id, id));
        return true;
      }),
  };
}
