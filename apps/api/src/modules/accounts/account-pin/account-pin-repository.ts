import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountPins } from '../../../db/schema/accounts';

/** The account PIN's hash, one row per customer who set one (decision 042). */
export function createAccountPinRepository(db: Db) {
  return {
    hashOf: async (userId: string): Promise<string | undefined> =>
      (
        await db
          .select({ pinHash: accountPins.pinHash })
          .from(accountPins)
          .where(eq(accountPins.userId, userId))
      )[0]?.pinHash,
    /** Sets or replaces the PIN; true when one was set before (a change). */
    async save(userId: string, pinHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ userId: accountPins.userId })
          .from(accountPins)
          .where(eq(accountPins.userId, userId))
          .for('update');
        await tx
          .insert(accountPins)
          .values({ userId, pinHash })
          .onConflictDoUpdate({ target: accountPins.userId, set: { pinHash, updatedAt: new Date() } });
        return before.length > 0;
      });
    },
    /** False when there was none. */
    remove: async (userId: string): Promise<boolean> =>
      (
        await db
          .delete(accountPins)
          .where(eq(accountPins.userId, userId))
          .returning({ userId: accountPins.userId })
      ).length > 0,
  };
}

export type AccountPinRepository = ReturnType<typeof createAccountPinRepository>;
