import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema/shop';

export type PlanRepository = ReturnType<typeof createPlanRepository>;

/** What can change of a plan on sale. */
export type PlanChanges = Partial<
  Pick<
    typeof plans.$inferInsert,
    'retailName' | 'retailDescription' | 'retailPriceCents' | 'popular' | 'sortOrder' | 'active'
  >
>;

export function createPlanRepository(db: Db) {
  return {
    findActive: () => db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder)),
    findById: async (id: string) => (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0],
    /** Answers whether the plan exists. */
    async update(id: string, changes: PlanChanges): Promise<boolean> {
      const updated = await db.update(plans).set(changes).where(eq(plans.id, id)).returning({ id: plans.id });
      return updated.length > 0;
    },
  };
}
