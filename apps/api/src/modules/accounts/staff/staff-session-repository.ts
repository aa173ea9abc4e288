/** Staff sessions and when each last made a call (decision 031: the server-side idle timeout). */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staffSessions } from '../../../db/schema/accounts';

export function createStaffSessionRepository(db: Db) {
  return {
    /** A new session, seen now; the user's sessions idle since `staleBefore` are dropped. */
    async start(tokenId: string, userId: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .delete(staffSessions)
        .where(and(eq(staffSessions.userId, userId), lt(staffSessions.lastSeenAt, staleBefore)));
      await db.insert(staffSessions).values({ tokenId, userId, lastSeenAt: now });
    },

    /** Records a call of a session seen after `idleSince`; false for one idle longer, or ended. */
    async touch(tokenId: string, now: Date, idleSince: Date): Promise<boolean> {
      const touched = await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(staffSessions.tokenId, tokenId), gt(staffSessions.lastSeenAt, idleSince)))
        .returning({ tokenId: staffSessions.tokenId });
      if (touched.length > 0) return true;
      await db.delete(staffSessions).where(eq(staffSessions.tokenId, tokenId));
      return false;
    },

    /** Ends every session of the staff member. */
    endAll: async (userId: string): Promise<void> => {
      await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
    },
  };
}

export type StaffSessionRepository = ReturnType<typeof createStaffSessionRepository>;
