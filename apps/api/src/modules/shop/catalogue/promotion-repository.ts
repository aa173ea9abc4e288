import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans, promoCodes } from '../../../db/schema/shop';

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
export type NewPromotion = typeof promoCodes.$inferInsert;

export function createPromotionRepository(db: Db) {
  return {
    /** Answers the row, or undefined when the code is taken (the primary key decides, also under a race). */
    create: async (promotion: NewPromotion) =>
      (await db.insert(promoCodes).values(promotion).onConflictDoNothing().returning())[0],
    find: async (code: string) => (await db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0],
    /** Ends a running promotion now; answers undefined when it had ended already or does not exist. */
    end: async (code: string) =>
      (
        await db
          .update(promoCodes)
          .set({ validUntil: sql`now()` })
          .where(
            and(
              eq(promoCodes.code, code),
              or(isNull(promoCodes.validUntil), gt(promoCodes.validUntil, sql`now()`)),
            ),
          )
          .returning()
      )[0],
    list: () => db.select().from(promoCodes).orderBy(asc(promoCodes.createdAt)),
    /** How many of the plan ids exist. */
    countPlans: async (ids: string[]) =>
      (await db.select({ id: plans.id }).from(plans).where(inArray(plans.id, ids))).length,
  };
}
