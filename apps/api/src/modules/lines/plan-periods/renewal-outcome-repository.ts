/**
 * Recording a renewal try's outcome (decision 017), each once whoever charged it: a paid renewal
 * with its order-history row and the line's next period, a declined try with its failed row and
 * the next try (or the line suspended), or the renewal given back when the provider was away;
 * and the end of a plan whose period is over with auto-renew off.
 */
import { and, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lineRenewals, subscriptionLines } from '../../../db/schema/lines';
import { recordPayment, type PaymentRow } from '../../payments/payments-ledger';
import { recordLineEnding, withdrawLineEnding } from '../line-endings';
import { applyScheduledChange } from './plan-change-repository';
import { STOPPED_STATUSES } from './stopped-statuses';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createRenewalOutcomeRepository(db: Db) {
  return {
    /** Gives a renewal back without a try counted (the card provider could not be reached). */
    release: async (id: string): Promise<void> => {
      await db.update(lineRenewals).set({ leaseUntil: null }).where(eq(lineRenewals.id, id));
    },

    /**
     * Records a paid renewal: its payment in the order history, and the line's next period (and status active).
     * False when it was already recorded (another worker finished first): nothing is written.
     */
    recordPaid: (
      id: string,
      paid: {
        payment: PaymentRow;
        chargeId: string | null;
        paidAt: Date;
        period: { start: Date; end: Date };
        newPlanId: string | null; // the scheduled change's plan this renewal charged (decision 018)
      },
    ): Promise<boolean> =>
      db.transaction(async (tx: Tx) => {
        const [current] = await tx.select().from(lineRenewals).where(eq(lineRenewals.id, id)).for('update');
        if (!current || current.status === 'paid') return false;
        await recordPayment(tx, paid.payment);
        await tx
          .update(lineRenewals)
          .set({
            status: 'paid',
            tries: current.tries + 1,
            chargeId: paid.chargeId,
            transactionId: paid.payment.id,
            paidAt: paid.paidAt,
            leaseUntil: null,
            nextAttemptAt: null,
          })
          .where(eq(lineRenewals.id, id));
        await tx
          .update(subscriptionLines)
          .set({
            periodStart: paid.period.start,
            periodEnd: paid.period.end,
            status: sql`case when ${subscriptionLines.status} in ('suspended', 'expired') then 'active' else ${subscriptionLines.status} end`,
            ...(paid.newPlanId ? { planId: paid.newPlanId } : {}),
          })
          .where(
            and(eq(subscriptionLines.id, current.lineId), eq(subscriptionLines.periodEnd, current.periodEnd)),
          );
        // A suspension for non-payment lifted by the renewal paid late is no ending (decision 068).
        await withdrawLineEnding(tx, current.lineId, paid.paidAt, 'non_payment');
        if (paid.newPlanId) await applyScheduledChange(tx, current.lineId, paid.newPlanId, paid.paidAt);
        return true;
      }),

    /**
     * Records a declined try: a failed payment in the order history, and for an automatic try the next one (or,
     * after the last, the renewal failed and the line suspended). False when the try was already
     * recorded or the renewal paid meanwhile.
     */
    recordDeclined: (
      id: string,
      declined: {
        /** The try this outcome is of (the renewal's `tries` before it). */
        triesBefore: number;
        payment: PaymentRow;
        message: string;
        automatic: { nextAttemptAt: Date | null } | null;
      },
    ): Promise<boolean> =>
      db.transaction(async (tx: Tx) => {
        const [current] = await tx.select().from(lineRenewals).where(eq(lineRenewals.id, id)).for('update');
        if (!current || current.status === 'paid' || current.tries !== declined.triesBefore) return false;
        await recordPayment(tx, declined.payment);
        const lastTry = declined.automatic !== null && declined.automatic.nextAttemptAt === null;
        await tx
          .update(lineRenewals)
          .set({
            tries: current.tries + 1,
            lastFailure: declined.message,
            leaseUntil: null,
            ...(declined.automatic
              ? {
                  attempts: current.attempts + 1,
                  nextAttemptAt: declined.automatic.nextAttemptAt,
                  status: lastTry ? ('failed' as const) : current.status,
                }
              : {}),
          })
          .where(eq(lineRenewals.id, id));
        if (lastTry) {
          const suspended = await tx
            .update(subscriptionLines)
            .set({ status: 'suspended' })
            .where(
              and(
                eq(subscriptionLines.id, current.lineId),
                eq(subscriptionLines.periodEnd, current.periodEnd),
                notInArray(subscriptionLines.status, STOPPED_STATUSES),
              ),
            )
            .returning({ id: subscriptionLines.id });
          if (suspended.length > 0) {
            const at = declined.payment.transactionTime ?? new Date();
            await recordLineEnding(tx, {
              lineId: current.lineId,
              userId: current.userId,
              cause: 'non_payment',
              at,
            });
          }
        }
        return true;
      }),

    /**
     * Ends the plan of lines whose period is over with auto-renew off; answers the lines it ended.
     * A line its customer cancelled (decision 027) ends cancelled, any other expired.
     */
    expireEnded: async (now: Date): Promise<{ lineId: string }[]> =>
      db
        .update(subscriptionLines)
        .set({
          status: sql`case when ${subscriptionLines.cancelAt} is not null then 'cancelled' else 'expired' end`,
        })
        .where(
          and(
            eq(subscriptionLines.autoRenew, false),
            notInArray(subscriptionLines.status, STOPPED_STATUSES),
            lte(subscriptionLines.periodEnd, now),
          ),
        )
        .returning({ lineId: subscriptionLines.id }),
  };
}
