/**
 * The price each held line keeps until its notice period has run (decision 063). A plan's price
 * change writes a row per line holding the plan, in the change's transaction; the customer's notice
 * sets each of their lines' date, from which the line's first renewal charges the new price.
 */
import { and, asc, count, eq, isNull, max, or, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { linePriceNotices } from '../../../db/schema/price-notices';
import { planPriceChanges, planPriceNotices } from '../../../db/schema/shop';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A line still on the old price: not told yet, or its renewal is before the change's date for it. */
const stillOld = or(
  isNull(linePriceNotices.effectiveFrom),
  gt(linePriceNotices.effectiveFrom, subscriptionLines.periodEnd),
);

/** Every line holding the plan now keeps its old price until it was told and its notice period ran. */
export async function holdOldPrice(
  tx: Tx,
  change: { changeId: string; planId: string; oldPriceCents: number; newPriceCents: number; at: Date },
): Promise<number> {
  const held = await tx
    .insert(linePriceNotices)
    .select(
      tx
        .select({
          changeId: sql`${change.changeId}::uuid`.as('change_id'),
          lineId: subscriptionLines.id,
          userId: subscriptionLines.userId,
          planId: subscriptionLines.planId,
          oldPriceCents: sql`${change.oldPriceCents}::integer`.as('old_price_cents'),
          newPriceCents: sql`${change.newPriceCents}::integer`.as('new_price_cents'),
          changedAt: sql`${change.at.toISOString()}::timestamptz`.as('changed_at'),
          notifiedAt: sql`null::timestamptz`.as('notified_at'),
          effectiveFrom: sql`null::timestamptz`.as('effective_from'),
          createdAt: sql`${change.at.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(subscriptionLines)
        .where(eq(subscriptionLines.planId, change.planId)),
    )
    .returning({ lineId: linePriceNotices.lineId });
  return held.length;
}

export function createPriceNoticeRepository(db: Db) {
  return {
    /** The lines that held the plan when its price changed, with when each renews next. */
    heldLines: (changeId: string) =>
      db
        .select({
          userId: subscriptionLines.userId,
          nickname: subscriptionLines.nickname,
          mdn: subscriptionLines.mdn,
          periodEnd: subscriptionLines.periodEnd,
        })
        .from(linePriceNotices)
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, linePriceNotices.lineId))
        .where(eq(linePriceNotices.changeId, changeId))
        .orderBy(asc(subscriptionLines.userId), asc(subscriptionLines.periodEnd)),

    /**
     * Marks the customer told of the change and dates the new price of each of their lines on it, in
     * one transaction; false when they were told already.
     */
    claimNotice: (changeId: string, userId: string, at: Date, effectiveFrom: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        const claimed = await tx
          .insert(planPriceNotices)
          .values({ changeId, userId })
          .onConflictDoNothing()
          .returning({ userId: planPriceNotices.userId });
        if (claimed.length === 0) return false;
        await tx
          .update(linePriceNotices)
          .set({ notifiedAt: at, effectiveFrom })
          .where(and(eq(linePriceNotices.changeId, changeId), eq(linePriceNotices.userId, userId)));
        return true;
      }),

    /** Gives a claimed notice back when its mail could not be queued: the old price holds again. */
    releaseNotice: (changeId: string, userId: string): Promise<void> =>
      db.transaction(async (tx) => {
        await tx
          .delete(planPriceNotices)
          .where(and(eq(planPriceNotices.changeId, changeId), eq(planPriceNotices.userId, userId)));
        await tx
          .update(linePriceNotices)
          .set({ notifiedAt: null, effectiveFrom: null })
          .where(and(eq(linePriceNotices.changeId, changeId), eq(linePriceNotices.userId, userId)));
      }),

    /** Price changes some held line does not pay yet, with the latest date a line pays it from. */
    pendingChanges: () =>
      db
        .select({
          planId: planPriceChanges.planId,
          oldPriceCents: planPriceChanges.oldPriceCents,
          newPriceCents: planPriceChanges.newPriceCents,
          changedAt: planPriceChanges.createdAt,
          notBefore: planPriceChanges.notBefore,
          latestFrom: max(linePriceNotices.effectiveFrom),
          notYetTold: sql<number>`count(*) filter (where ${linePriceNotices.notifiedAt} is null)`.mapWith(
            Number,
          ),
          linesWaiting: count(),
        })
        .from(planPriceChanges)
        .innerJoin(linePriceNotices, eq(linePriceNotices.changeId, planPriceChanges.id))
        .innerJoin(
          subscriptionLines,
          and(
            eq(subscriptionLines.id, linePriceNotices.lineId),
            eq(subscriptionLines.planId, linePriceNotices.planId),
          ),
        )
        .where(stillOld)
        .groupBy(planPriceChanges.id)
        .orderBy(asc(planPriceChanges.createdAt)),
  };
}

export type PriceNoticeRepository = ReturnType<typeof createPriceNoticeRepository>;
