import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema/accounts';
import type { UserRecord } from '../accounts-types';

export type SessionRecord = typeof sessions.$inferSelect;
export type NewSession = Pick<
  typeof sessions.$inferInsert,
  'userId' | 'assisted' | 'userAgent' | 'deviceKey' | 'expiresAt' | 'steppedUpAt'
>;
export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Not ended and not expired. */
const live = (now: Date) => and(isNull(sessions.endedAt), gt(sessions.expiresAt, now));

export function createSessionRepository(db: Db) {
  // The check of every logged-in call: built once and prepared (named) on each connection, so
  // neither the query builder nor the server's planner redo it per request.
  const liveWithUser = db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_live_with_user');
  const touchSession = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_touch');
  return {
    async create(session: NewSession): Promise<SessionRecord> {
      const [row] = await db.insert(sessions).values(session).returning();
      if (!row) throw new Error('session was not created');
      return row;
    },

    /** The user of a live session, read with the session in one query (the check of every call). */
    async findLiveWithUser(
      sessionId: string,
      userId: string,
      now: Date,
    ): Promise<{ user: UserRecord; session: SessionRecord } | undefined> {
      const [row] = await liveWithUser.execute({ sessionId, userId, now });
      return row;
    },

    findById: async (sessionId: string): Promise<SessionRecord | undefined> =>
      (await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1))[0],

    async touch(sessionId: string, now: Date): Promise<void> {
      await touchSession.execute({ sessionId, now });
    },

    /** The user's live sessions, most recently active first. */
    listLive: (userId: string, now: Date): Promise<SessionRecord[]> =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Whether the user ever signed in on a device with this key (ended sessions count). */
    async hasDevice(userId: string, deviceKey: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.deviceKey, deviceKey)))
        .limit(1);
      return rows.length > 0;
    },

    async hasAny(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async markSteppedUp(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ steppedUpAt: at }).where(eq(sessions.id, sessionId));
    },

    /** Ends one live session of the user; false when there is none with this id (or not theirs). */
    async end(userId: string, sessionId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    /** Ends every live session of the user except `keep` (all when undefined); answers how many. */
    async endAll(userId: string, now: Date, keep?: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.userId, userId), live(now), keep ? ne(sessions.id, keep) : sql`true`))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
