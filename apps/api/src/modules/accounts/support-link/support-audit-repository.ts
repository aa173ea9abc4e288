import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { supportAudit } from '../../../db/schema/accounts';

export type SupportAction = 'support_link_created' | 'assisted_sign_in' | 'assisted_call';
export type SupportAuditRepository = ReturnType<typeof createSupportAuditRepository>;

export function createSupportAuditRepository(db: Db) {
  return {
    async record(entry: {
      userId: string;
      action: SupportAction;
      ip: string | null;
      sessionId?: string;
      call?: string;
    }): Promise<void> {
      await db.insert(supportAudit).values(entry);
    },

    /** The calls the user's assisted sessions made, newest first, at most `limit` a session. */
    async callsOf(userId: string, sessionIds: string[], limit: number) {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({ sessionId: supportAudit.sessionId, call: supportAudit.call, at: supportAudit.createdAt })
        .from(supportAudit)
        .where(
          and(
            eq(supportAudit.userId, userId),
            eq(supportAudit.action, 'assisted_call'),
            inArray(supportAudit.sessionId, sessionIds),
          ),
        )
        .orderBy(desc(supportAudit.createdAt))
        .limit(limit * sessionIds.length);
      return rows;
    },
  };
}
