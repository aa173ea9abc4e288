import { and, asc, eq, gt, isNull, lte, min, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema/shop';

export type PlanRepository = ReturnType<typeof createPlanRepository>;
export type PlanRecord = typeof plans.$inferSelect;

/** What can change of a plan. */
export type PlanChanges = Partial<
  Pick<
    typeof plans.$inferInsert,
    | 'retailName'
    | 'retailDescription'
    | 'retailPriceCents'
    | 'popular'
    | 'sortOrder'
    | 'status'
    | 'effectiveFrom'
    | 'dataAllowanceMb'
    | 'talkAllowanceMinutes'
    | 'textAllowance'
  >
>;

/** A plan is on sale when it is active and its effective date has come (decision 029). */
const onSaleAt = (now: Date) =>
  and(eq(plans.status, 'active'), or(isNull(plans.effectiveFrom), lte(plans.effectiveFrom, now)));

/** Whether a plan row is on sale at `now`: the same rule as the query above. */
export const isOnSale = (plan: Pick<PlanRecord, 'status' | 'effectiveFrom'>, now: Date): boolean =>
  plan.status === 'active' && (!plan.effectiveFrom || plan.effectiveFrom <= now);

export function createPlanRepository(db: Db) {
  return {
    findOnSale: (now: Date) => db.select().from(plans).where(onSaleAt(now)).orderBy(asc(plans.sortOrder)),
    /** When the next active plan whose date has not come yet goes on sale (the shop's copy ends then). */
    nextEffectiveFrom: async (now: Date): Promise<Date | null> =>
      (
        await db
          .select({ at: min(plans.effectiveFrom) })
          .from(plans)
          .where(and(eq(plans.status, 'active'), gt(plans.effectiveFrom, now)))
      )[0]?.at ?? null,
    findById: async (id: string) => (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0],
    /** Answers whether the plan exists. */
    async update(id: string, changes: PlanChanges): Promise<boolean> {
      const updated = await db.update(plans).set(changes).where(eq(plans.id, id)).returning({ id: plans.id });
      return updated.length > 0;
    },
  };
}
