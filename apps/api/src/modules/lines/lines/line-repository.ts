import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { plans } from '../../../db/schema/shop';

export type LineRecord = typeof subscriptionLines.$inferSelect;
export type LineWithPlan = LineRecord & { planName: string | null };
export type LineRepository = ReturnType<typeof createLineRepository>;

export function createLineRepository(db: Db) {
  return {
    /** Oldest first, each with its plan's name. */
    linesOf: async (userId: string): Promise<LineWithPlan[]> =>
      (
        await db
          .select({ line: subscriptionLines, planName: plans.retailName })
          .from(subscriptionLines)
          .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
          .where(eq(subscriptionLines.userId, userId))
          .orderBy(subscriptionLines.createdAt, subscriptionLines.mdn)
      ).map(({ line, planName }) => ({ ...line, planName })),

    /** The customer's line; undefined for anyone else's (or no) line. */
    findOwned: async (userId: string, lineId: string): Promise<LineRecord | undefined> =>
      (
        await db
          .select()
          .from(subscriptionLines)
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
          .limit(1)
      )[0],

    findById: async (lineId: string): Promise<LineRecord | undefined> =>
      (await db.select().from(subscriptionLines).where(eq(subscriptionLines.id, lineId)).limit(1))[0],

    findByMdn: async (mdn: string): Promise<LineRecord | undefined> =>
      (await db.select().from(subscriptionLines).where(eq(subscriptionLines.mdn, mdn)).limit(1))[0],

    /** False when the line is not the customer's. */
    async rename(userId: string, lineId: string, nickname: string): Promise<boolean> {
      const rows = await db
        .update(subscriptionLines)
        .set({ nickname })
        .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
        .returning({ id: subscriptionLines.id });
      return rows.length === 1;
    },

    /** Records the line's phone; answers the line's SIM type, or undefined when it is not the user's line. */
    async setImei(userId: string, lineId: string, imei: string): Promise<{ simType: string } | undefined> {
      const [row] = await db
        .update(subscriptionLines)
        .set({ imei })
        .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
        .returning({ simType: subscriptionLines.simType });
      return row;
    },
  };
}
