import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema';

export type PlanRepository = ReturnType<typeof createPlanRepository>;

export function createPlanRepository(db: Db) {
  return {
    findActive: () => db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder)),
    findById: async (id: string) => (await db.select().from(plans).where(eq(plans.id, id)).limit(1))[0],
  };
}
