/**
 * A line's plan changes (decision 018): an upgrade claimed by (user, idempotency key) before its
 * charge and recorded once whoever finishes it, and the change scheduled for the next renewal
 * (one per line), which the renewal applies.
 */
import { and, asc, eq, exists, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { rowExists } from '../../../db/row-exists';
import { lineRenewals, subscriptionLines } from '../../../db/schema/lines';
import { planChanges } from '../../../db/schema/plan-changes';
import { plans } from '../../../db/schema/shop';
import { recordPayment, type PaymentRow } from '../../payments/payments-ledger';

export type PlanChangeRecord = typeof planChanges.$inferSelect;
export type NewPlanChange = typeof planChanges.$inferInsert;
export type PlanChangeRepository = ReturnType<typeof createPlanChangeRepository>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The plan a scheduled change switches the line to at its next renewal (joined to a line's renewal facts). */
export const nextPlans = alias(plans, 'next_plans');
export const scheduledChangeOfLine = and(
  eq(planChanges.lineId, subscriptionLines.id),
  eq(planChanges.status, 'scheduled'),
);

/** Whether an upgrade of the line is being charged now (its lease runs): a renewal waits for it. */
export const upgradeBeingCharged = (db: Db, lineId: PgColumn, now: Date): SQL =>
  exists(
    db
      .select({ id: planChanges.id })
      .from(planChanges)
      .where(
        and(
          eq(planChanges.lineId, lineId),
          eq(planChanges.status, 'pending'),
          gt(planChanges.leaseUntil, now),
        ),
      ),
  );

/** A paid renewal that charged the scheduled plan has applied that change. */
export async function applyScheduledChange(tx: Tx, lineId: string, planId: string, at: Date) {
  await tx
    .update(planChanges)
    .set({ status: 'applied', decidedAt: at })
    .where(
      and(
        eq(planChanges.lineId, lineId),
        eq(planChanges.status, 'scheduled'),
        eq(planChanges.toPlanId, planId),
      ),
    );
}

/** Cancels the change scheduled for the line (a newer choice replaces it). */
const cancelScheduledIn = (tx: Tx | Db, lineId: string, at: Date) =>
  tx
    .update(planChanges)
    .set({ status: 'cancelled', decidedAt: at })
    .where(and(eq(planChanges.lineId, lineId), eq(planChanges.status, 'scheduled')))
    .returning({ id: planChanges.id });

export function createPlanChangeRepository(db: Db) {
  /** Locks the change and runs `write` only while it is still pending; false when it was recorded already. */
  const whilePending = (id: string, write: (tx: Tx, change: PlanChangeRecord) => Promise<void>) =>
    db.transaction(async (tx: Tx) => {
      const [change] = await tx.select().from(planChanges).where(eq(planChanges.id, id)).for('update');
      if (!change || change.status !== 'pending') return false;
      await write(tx, change);
      return true;
    });

  return {
    findPlan: async (id: string) =>
      (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0] as
        typeof plans.$inferSelect | undefined,

    findByKey: async (userId: string, idempotencyKey: string): Promise<PlanChangeRecord | undefined> =>
      (
        await db
          .select()
          .from(planChanges)
          .where(and(eq(planChanges.userId, userId), eq(planChanges.idempotencyKey, idempotencyKey)))
          .limit(1)
      )[0],

    findById: async (id: string): Promise<PlanChangeRecord | undefined> =>
      (await db.select().from(planChanges).where(eq(planChanges.id, id)).limit(1))[0],

    /**
     * Claims an upgrade before charging it, once per line, period and plan: under a lock of the
     * line's row, only while the line is still on the plan and in the period the upgrade was priced
     * for and no other upgrade of it in this period is pending or paid. So of two tabs (or servers)
     * with keys of their own one charges, and a tab that read the line before the other's upgrade
     * was recorded finds it changed. The unique (user, key) index makes a repeated key find the
     * first request's row. `refused` says why nothing was claimed (`key`: that key has a row).
     */
    claimUpgrade: (
      change: NewPlanChange & { fromPlanId: string; periodEnd: Date },
    ): Promise<{ claimed: PlanChangeRecord } | { refused: 'key' | 'inProgress' | 'planChanged' }> =>
      db.transaction(async (tx: Tx) => {
        const [line] = await tx
          .select({ planId: subscriptionLines.planId, periodEnd: subscriptionLines.periodEnd })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, change.lineId))
          .for('update');
        if (
          !line ||
          line.planId !== change.fromPlanId ||
          line.periodEnd.getTime() !== change.periodEnd.getTime()
        ) {
          return { refused: 'planChanged' as const };
        }
        const [open] = await tx
          .select({ status: planChanges.status })
          .from(planChanges)
          .where(
            and(
              eq(planChanges.lineId, change.lineId),
              eq(planChanges.kind, 'now'),
              eq(planChanges.periodEnd, change.periodEnd),
              eq(planChanges.fromPlanId, change.fromPlanId),
              inArray(planChanges.status, ['pending', 'paid']),
            ),
          )
          .limit(1);
        if (open)
          return { refused: open.status === 'paid' ? ('planChanged' as const) : ('inProgress' as const) };
        const [claimed] = await tx.insert(planChanges).values(change).onConflictDoNothing().returning();
        return claimed ? { claimed } : { refused: 'key' as const };
      }),

    /** Pending upgrades whose request's lease has run out (it died while charging), oldest first. */
    findStalled: async (now: Date, limit: number): Promise<{ id: string }[]> =>
      db
        .select({ id: planChanges.id })
        .from(planChanges)
        .where(and(eq(planChanges.status, 'pending'), lt(planChanges.leaseUntil, now)))
        .orderBy(asc(planChanges.leaseUntil))
        .limit(limit),

    /** Takes over a pending upgrade whose worker's lease has run out (a crash, a time-out). */
    takeOver: async (id: string, now: Date, leaseUntil: Date): Promise<PlanChangeRecord | undefined> =>
      (
        await db
          .update(planChanges)
          .set({ leaseUntil })
          .where(
            and(
              eq(planChanges.id, id),
              eq(planChanges.status, 'pending'),
              or(isNull(planChanges.leaseUntil), lt(planChanges.leaseUntil, now)),
            ),
          )
          .returning()
      )[0],

    /** Ends the lease at once (the card provider could not be reached), so a retry need not wait. */
    async release(id: string): Promise<void> {
      await db
        .update(planChanges)
        .set({ leaseUntil: new Date(0) })
        .where(and(eq(planChanges.id, id), eq(planChanges.status, 'pending')));
    },

    /**
     * A paid upgrade: its transaction, the line on the new plan now, and no change left for the
     * renewal. Refused (`planChanged`, nothing written but the upgrade's end) when the line is no
     * longer on the plan the upgrade was priced for: the claim keeps a second
     * upgrade from being charged, so this guards the line's plan against one charged anyway.
     */
    recordUpgradePaid: (
      id: string,
      paid: { transaction: PaymentRow; chargeId: string | null; at: Date },
    ): Promise<'recorded' | 'already' | 'planChanged'> =>
      db.transaction(async (tx: Tx) => {
        const [change] = await tx.select().from(planChanges).where(eq(planChanges.id, id)).for('update');
        if (!change || change.status !== 'pending') return 'already';
        const [line] = await tx
          .select({ planId: subscriptionLines.planId })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, change.lineId))
          .for('update');
        if (line?.planId !== change.fromPlanId) {
          // Kept with its charge id (for a refund) and out of the sweep's way; the line is left alone.
          await tx
            .update(planChanges)
            .set({
              status: 'cancelled',
              chargeId: paid.chargeId,
              failure: 'charged, not applied: the line was no longer on the quoted plan',
              leaseUntil: null,
              decidedAt: paid.at,
            })
            .where(eq(planChanges.id, id));
          return 'planChanged';
        }
        await recordPayment(tx, paid.transaction);
        await tx
          .update(planChanges)
          .set({
            status: 'paid',
            chargeId: paid.chargeId,
            transactionId: paid.transaction.id ?? null,
            leaseUntil: null,
            decidedAt: paid.at,
          })
          .where(eq(planChanges.id, id));
        await tx
          .update(subscriptionLines)
          .set({ planId: change.toPlanId })
          .where(eq(subscriptionLines.id, change.lineId));
        await cancelScheduledIn(tx, change.lineId, paid.at);
        return 'recorded';
      }),

    /** A declined upgrade: a failed transaction; the line keeps its plan. */
    recordUpgradeDeclined: (id: string, declined: { transaction: PaymentRow; message: string; at: Date }) =>
      whilePending(id, async (tx) => {
        await recordPayment(tx, declined.transaction);
        await tx
          .update(planChanges)
          .set({ status: 'declined', failure: declined.message, leaseUntil: null, decidedAt: declined.at })
          .where(eq(planChanges.id, id));
      }),

    /**
     * Schedules the change for the next renewal, replacing one scheduled before. The line's row
     * is locked, so two requests for one line take turns.
     */
    schedule: (change: NewPlanChange & { status: 'scheduled'; kind: 'renewal' }, at: Date) =>
      db.transaction(async (tx: Tx) => {
        await tx
          .select({ id: subscriptionLines.id })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, change.lineId))
          .for('update');
        await cancelScheduledIn(tx, change.lineId, at);
        await tx.insert(planChanges).values(change);
      }),

    /** Cancels the line's scheduled change; false when none was scheduled. */
    cancelScheduled: async (lineId: string, at: Date): Promise<boolean> =>
      (await cancelScheduledIn(db, lineId, at)).length > 0,

    /** Whether the renewal of the line's period is being charged right now. */
    renewalBeingCharged: (lineId: string, periodEnd: Date, now: Date): Promise<boolean> => {
      const renewal = and(eq(lineRenewals.lineId, lineId), eq(lineRenewals.periodEnd, periodEnd));
      return rowExists(db, lineRenewals, renewal, gt(lineRenewals.leaseUntil, now));
    },
  };
}
