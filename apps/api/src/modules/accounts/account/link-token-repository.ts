import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { linkTokens } from '../../../db/schema/accounts';

export type LinkPurpose = (typeof linkTokens.$inferSelect)['purpose'];
export type LinkTokenRepository = ReturnType<typeof createLinkTokenRepository>;

export function createLinkTokenRepository(db: Db) {
  return {
    /** Stores a new link and retires the user's earlier unused links of the same purpose. */
    async replace(userId: string, purpose: LinkPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(linkTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)),
          );
        await tx.insert(linkTokens).values({ userId, purpose, tokenHash, expiresAt });
      });
    },
    /** Retires the user's unused links of one purpose (a reset link mailed to an address no longer theirs). */
    async retire(userId: string, purpose: LinkPurpose, now: Date): Promise<void> {
      await db
        .update(linkTokens)
        .set({ usedAt: now })
        .where(
          and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.usedAt)),
        );
    },
    /**
     * Uses the link in one atomic statement: it must exist, be unused and unexpired. Returns the
     * user id, or undefined (so a link works once, even when two requests race).
     */
    async use(purpose: LinkPurpose, tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(linkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(linkTokens.tokenHash, tokenHash),
            eq(linkTokens.purpose, purpose),
            isNull(linkTokens.usedAt),
            gt(linkTokens.expiresAt, now),
          ),
        )
        .returning({ userId: linkTokens.userId });
      return row?.userId;
    },
  };
}
