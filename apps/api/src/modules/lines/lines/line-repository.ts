import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { plans } from '../../../db/schema/shop';

export type LineRecord = typeof subscriptionLines.$inferSelect;
export type LineWithPlan = LineRecord & { planName: string | null };
export type LineRepository = ReturnType<typeof createLineRepository>;

export function createLineRepository(db: Db) {
  const selectLines = async (userId: string, after?: SQL, limit?: number): Promise<LineWithPlan[]> => {
    const query = db
      .select({ line: subscriptionLines, planName: plans.retailName })
      .from(subscriptionLines)
      .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
      .where(and(eq(subscriptionLines.userId, userId), after))
      .orderBy(subscriptionLines.createdAt, subscriptionLines.mdn, subscriptionLines.id);
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(({ line, planName }) => ({ ...line, planName }));
  };
  return {
    /** Oldest first, each with its plan's name. */
    linesOf: (userId: string): Promise<LineWithPlan[]> => selectLines(userId),

    /**
     * Up to `limit` lines in the same order, starting after the line `afterId` (the last of the
     * page before); another customer's line id matches nothing.
     */
    pageOf: (userId: string, { limit, afterId }: { limit: number; afterId?: string | undefined }) =>
      selectLines(
        userId,
        afterId
          ? sql`(${subscriptionLines.createdAt}, ${subscriptionLines.mdn}, ${subscriptionLines.id}) > (
              select l.created_at, l.mdn, l.id from ${subscriptionLines} l where l.id = ${afterId} and l.user_id = ${userId}
            )`
          : undefined,
        limit,
      ),

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
