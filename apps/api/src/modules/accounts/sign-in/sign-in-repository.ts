import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { signIns } from '../../../db/schema/accounts';

export type SignInRecord = typeof signIns.$inferSelect;
export type NewSignIn = Pick<
  typeof signIns.$inferInsert,
  'userId' | 'sessionId' | 'method' | 'userAgent' | 'place'
>;
export type SignInRepository = ReturnType<typeof createSignInRepository>;

/** The sign-in history (docs/decisions/030). */
export function createSignInRepository(db: Db) {
  return {
    /** Writes a sign-in down; the user's rows older than `keepSince` go on the way. */
    async record(signIn: NewSignIn, keepSince: Date): Promise<void> {
      await db
        .delete(signIns)
        .where(and(eq(signIns.userId, signIn.userId), lt(signIns.createdAt, keepSince)));
      await db.insert(signIns).values(signIn);
    },

    newest: (userId: string, limit: number): Promise<SignInRecord[]> =>
      db
        .select()
        .from(signIns)
        .where(eq(signIns.userId, userId))
        .orderBy(desc(signIns.createdAt), desc(signIns.id))
        .limit(limit),

    /** The place each of these sessions signed in from (a session restarted by a password change has none). */
    placesOf: (userId: string, sessionIds: string[]) =>
      sessionIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ sessionId: signIns.sessionId, place: signIns.place })
            .from(signIns)
            .where(and(eq(signIns.userId, userId), inArray(signIns.sessionId, sessionIds))),
  };
}
