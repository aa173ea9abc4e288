/**
 * Data add-ons (decision 027): the line a customer buys for, the claim of one pay attempt per
 * (customer, key) before any charge, taking over an attempt whose request died, and recording the
 * outcome with its order-history row in one database transaction, once.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { paymentCards } from '../../../db/schema/payments';
import { plans } from '../../../db/schema/shop';
import { dataTopUps } from '../../../db/schema/usage';
import { recordPayment, type PaymentRow } from '../../payments/payments-ledger';
import { ofLineOrder } from '../plan-periods/renewal-repository';

export type TopUpRecord = typeof dataTopUps.$inferSelect;
export type NewTopUp = typeof dataTopUps.$inferInsert;
export type TopUpRepository = ReturnType<typeof createTopUpRepository>;

/** Data (MB) of the add-ons paid for a line's period, for a query that selects from the lines. */
export const paidTopUpMb = sql<number>`coalesce((
  select sum(${dataTopUps.dataMb}) from ${dataTopUps}
   where ${dataTopUps.lineId} = ${subscriptionLines.id}
     and ${dataTopUps.periodEnd} = ${subscriptionLines.periodEnd}
     and ${dataTopUps.status} = 'paid'), 0)::int`;

export function createTopUpRepository(db: Db) {
  return {
    /** The customer's line as a purchase needs it: status, period, allowance and tax rate. */
    lineOf: async (userId: string, lineId: string) =>
      (
        await db
          .select({
            id: subscriptionLines.id,
            nickname: subscriptionLines.nickname,
            mdn: subscriptionLines.mdn,
            status: subscriptionLines.status,
            planId: subscriptionLines.planId,
            periodEnd: subscriptionLines.periodEnd,
            dataAllowanceMb: plans.dataAllowanceMb,
            topUpMb: paidTopUpMb,
            // Where the line's order was taxed: a top-up is taxed there at its time (decision 060).
            taxState: ofLineOrder<string>(orders.taxState),
            taxZip: ofLineOrder<string>(orders.taxZip),
          })
          .from(subscriptionLines)
          .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
          .limit(1)
      )[0],

    primaryCardOf: async (userId: string) =>
      (
        await db
          .select({ id: paymentCards.id, network: paymentCards.network, last4: paymentCards.last4 })
          .from(paymentCards)
          .where(and(eq(paymentCards.userId, userId), eq(paymentCards.isPrimary, true)))
          .limit(1)
      )[0],

    findByKey: async (userId: string, key: string): Promise<TopUpRecord | undefined> =>
      (
        await db
          .select()
          .from(dataTopUps)
          .where(and(eq(dataTopUps.userId, userId), eq(dataTopUps.idempotencyKey, key)))
          .limit(1)
      )[0],

    findById: async (id: string): Promise<TopUpRecord | undefined> =>
      (await db.select().from(dataTopUps).where(eq(dataTopUps.id, id)).limit(1))[0],

    /** The unique (customer, key) index decides which of several concurrent requests charges. */
    claim: async (topUp: NewTopUp): Promise<TopUpRecord | undefined> =>
      (await db.insert(dataTopUps).values(topUp).onConflictDoNothing().returning())[0],

    /** Takes over a pending attempt whose request's lease ran out (it died while charging). */
    takeOver: async (id: string, now: Date, leaseUntil: Date): Promise<TopUpRecord | undefined> =>
      (
        await db
          .update(dataTopUps)
          .set({ leaseUntil })
          .where(and(eq(dataTopUps.id, id), eq(dataTopUps.status, 'pending'), lt(dataTopUps.leaseUntil, now)))
          .returning()
      )[0],

    /** A charge that could not reach the provider: the next request with the key may try at once. */
    async release(id: string): Promise<void> {
      await db
        .update(dataTopUps)
        .set({ leaseUntil: new Date(0) })
        .where(and(eq(dataTopUps.id, id), eq(dataTopUps.status, 'pending')));
    },

    /**
     * Records the outcome and its order-history row, all or nothing and once: false when the
     * attempt was already recorded (by a request that took it over).
     */
    record: (
      id: string,
      outcome: { status: 'paid' | 'failed'; payment: PaymentRow; chargeId: string | null; message: string },
    ): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: dataTopUps.status })
          .from(dataTopUps)
          .where(eq(dataTopUps.id, id))
          .for('update');
        if (current?.status !== 'pending') return false;
        await recordPayment(tx, outcome.payment);
        await tx
          .update(dataTopUps)
          .set({
            status: outcome.status,
            chargeId: outcome.chargeId,
            transactionId: outcome.payment.id,
            message: outcome.message,
          })
          .where(eq(dataTopUps.id, id));
        return true;
      }),
  };
}
