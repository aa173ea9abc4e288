import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { numberLocks, subscriptionLines } from '../../../db/schema/lines';

export type LineLockRow = {
  lineId: string;
  mdn: string;
  nickname: string | null;
  lockedAt: Date | null;
};

export type NumberLockRepository = ReturnType<typeof createNumberLockRepository>;

export function createNumberLockRepository(db: Db) {
  const lineWithLock = {
    lineId: subscriptionLines.id,
    mdn: subscriptionLines.mdn,
    nickname: subscriptionLines.nickname,
    lockedAt: numberLocks.lockedAt,
  };
  return {
    /** Every line of the user with its lock, oldest line first. */
    listForUser: (userId: string): Promise<LineLockRow[]> =>
      db
        .select(lineWithLock)
        .from(subscriptionLines)
        .leftJoin(numberLocks, eq(numberLocks.lineId, subscriptionLines.id))
        .where(eq(subscriptionLines.userId, userId))
        .orderBy(asc(subscriptionLines.createdAt), asc(subscriptionLines.mdn)),

    /** One line of the user (undefined for another customer's line). */
    findOwned: async (userId: string, lineId: string): Promise<LineLockRow | undefined> =>
      (
        await db
          .select(lineWithLock)
          .from(subscriptionLines)
          .leftJoin(numberLocks, eq(numberLocks.lineId, subscriptionLines.id))
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
          .limit(1)
      )[0],

    /** Turns the lock on; false when it was on already. */
    async lock(userId: string, lineId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(numberLocks)
        .values({ lineId, userId, lockedAt: now })
        .onConflictDoNothing()
        .returning({ lineId: numberLocks.lineId });
      return rows.length === 1;
    },

    /** Turns the lock off; false when it was off already. */
    async unlock(lineId: string): Promise<boolean> {
      const rows = await db
        .delete(numberLocks)
        .where(eq(numberLocks.lineId, lineId))
        .returning({ lineId: numberLocks.lineId });
      return rows.length === 1;
    },
  };
}
