import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema';

export type LineRecord = typeof subscriptionLines.$inferSelect;
export type LineRepository = ReturnType<typeof createLineRepository>;

export function createLineRepository(db: Db) {
  return {
    /** Oldest first. */
    linesOf: (userId: string): Promise<LineRecord[]> =>
      db
        .select()
        .from(subscriptionLines)
        .where(eq(subscriptionLines.userId, userId))
        .orderBy(subscriptionLines.createdAt, subscriptionLines.mdn),
  };
}
