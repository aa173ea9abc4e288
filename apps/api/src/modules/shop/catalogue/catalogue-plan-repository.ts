import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { planPriceChanges, plans } from '../../../db/schema/shop';
import type { PlanChanges } from '../plans/plan-repository';
import { holdOldPrice } from './price-notice-repository';

export type CataloguePlanRepository = ReturnType<typeof createCataloguePlanRepository>;
export type NewPlan = typeof plans.$inferInsert;

/**
 * Lines holding the plan: what the console shows. The outer plan's id is written out in full:
 * a one-table select names its columns without their table, which the subquery would read as its own.
 */
const heldBy = sql<number>`(select count(*) from ${subscriptionLines} where ${subscriptionLines.planId} = "plans"."id")`;

export function createCataloguePlanRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ plan: plans, lines: heldBy.mapWith(Number) })
        .from(plans)
        .orderBy(asc(plans.sortOrder), asc(plans.createdAt)),
    find: async (id: string) =>
      (
        await db
          .select({ plan: plans, lines: heldBy.mapWith(Number) })
          .from(plans)
          .where(eq(plans.id, id))
      )[0],
    create: async (plan: NewPlan) => (await db.insert(plans).values(plan).returning())[0],

    /**
     * Changes a plan; a new price of a plan that lines hold is recorded as a price change in the
     * same transaction (the plan row locked, so two editors' changes are each recorded once), and
     * each line holding it keeps its old price until its notice period has run (decision 063).
     * Answers undefined when the plan does not exist, else the change recorded, if any.
     */
    update: (id: string, changes: PlanChanges, price?: { at: Date; notBefore: Date | null }) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
        if (!before) return undefined;
        await tx.update(plans).set(changes).where(eq(plans.id, id));
        const newPrice = changes.retailPriceCents;
        if (newPrice === undefined || newPrice === before.retailPriceCents) return { priceChangeId: null };
        const [held] = await tx
          .select({ n: count() })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.planId, id));
        if (!held?.n) return { priceChangeId: null };
        const at = price?.at ?? new Date();
        const [change] = await tx
          .insert(planPriceChanges)
          .values({
            planId: id,
            oldPriceCents: before.retailPriceCents,
            newPriceCents: newPrice,
            notBefore: price?.notBefore ?? null,
            createdAt: at,
          })
          .returning({ id: planPriceChanges.id });
        if (!change) return { priceChangeId: null };
        await holdOldPrice(tx, {
          changeId: change.id,
          planId: id,
          oldPriceCents: before.retailPriceCents,
          newPriceCents: newPrice,
          at,
        });
        return { priceChangeId: change.id };
      }),

    /**
     * Deletes a plan nothing holds; answers 'held' when a line or an order names it (checked and
     * deleted in one transaction with the row locked), 'missing' when there is none.
     */
    remove: (id: string): Promise<'deleted' | 'held' | 'missing'> =>
      db.transaction(async (tx) => {
        const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update');
        if (!plan) return 'missing';
        const [lines] = await tx
          .select({ n: count() })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.planId, id));
        const [ordered] = await tx.select({ n: count() }).from(orders).where(eq(orders.planId, id));
        if (lines?.n || ordered?.n) return 'held';
        await tx.delete(plans).where(eq(plans.id, id));
        return 'deleted';
      }),

    findPriceChange: async (id: string) =>
      (
        await db
          .select({ change: planPriceChanges, planName: plans.retailName })
          .from(planPriceChanges)
          .innerJoin(plans, eq(plans.id, planPriceChanges.planId))
          .where(eq(planPriceChanges.id, id))
      )[0],
  };
}
