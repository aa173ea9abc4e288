/**
 * Members' requests (decision 072): made pending, then moved once (approved, declined, expired,
 * withdrawn) by a conditional update that only a pending row passes, each move written as an event
 * in the same transaction. Expiry is applied when requests are read or answered, on the app's clock.
 */
import { and, desc, eq, sql, type SQL, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { subscriptionLines } from '../../../db/schema/lines';
import { plans } from '../../../db/schema/shop';
import { accountMembers, lineRequestEvents, lineRequests } from '../../../db/schema/members';

export type LineRequestRecord = typeof lineRequests.$inferSelect;
export type LineRequestRepository = ReturnType<typeof createLineRequestRepository>;

const view = {
  request: lineRequests,
  requesterName: users.firstName,
  nickname: subscriptionLines.nickname,
  mdn: subscriptionLines.mdn,
  planName: plans.retailName,
};
export type LineRequestRow = {
  request: LineRequestRecord;
  requesterName: string;
  nickname: string | null;
  mdn: string;
  /** A plan change request's plan (decision 088). */
  planName: string | null;
};

export function createLineRequestRepository(db: Db) {
  const withNames = () =>
    db
      .select(view)
      .from(lineRequests)
      .innerJoin(users, eq(users.id, lineRequests.requesterId))
      .innerJoin(subscriptionLines, eq(subscriptionLines.id, lineRequests.lineId))
      .leftJoin(plans, eq(plans.id, lineRequests.planId));

  /** Moves pending requests past their time to expired, recording each as a change of state. */
  async function expireDue(where: SQL, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const expired = await tx
        .update(lineRequests)
        .set({ status: 'expired', decidedAt: sql`${lineRequests.expiresAt}` })
        .where(and(where, eq(lineRequests.status, 'pending'), lte(lineRequests.expiresAt, now)))
        .returning({ id: lineRequests.id, expiresAt: lineRequests.expiresAt });
      if (expired.length > 0)
        await tx
          .insert(lineRequestEvents)
          .values(expired.map((row) => ({ requestId: row.id, status: 'expired', at: row.expiresAt })));
    });
  }

  return {
    expireDue,
    idIs: (id: string) => eq(lineRequests.id, id),
    idsIn: (ids: string[]) => inArray(lineRequests.id, ids),
    lineIs: (lineId: string) => eq(lineRequests.lineId, lineId),
    /** Requests the user made or may answer (their own account's; a manager's are expired when the owner reads). */
    involves: (userId: string) => or(eq(lineRequests.requesterId, userId), eq(lineRequests.ownerId, userId))!,

    /** A new pending request; undefined when one is already waiting for the line. */
    add: (row: typeof lineRequests.$inferInsert, now: Date) =>
      db.transaction(async (tx) => {
        const [made] = await tx.insert(lineRequests).values(row).onConflictDoNothing().returning();
        if (!made) return undefined;
        await tx
          .insert(lineRequestEvents)
          .values({ requestId: made.id, status: 'pending', at: now, byUserId: made.requesterId });
        return made;
      }),

    byId: async (id: string): Promise<LineRequestRow | undefined> =>
      (await withNames().where(eq(lineRequests.id, id)).limit(1))[0],

    /** Requests the member made, newest first. */
    madeBy: (requesterId: string) =>
      withNames()
        .where(eq(lineRequests.requesterId, requesterId))
        .orderBy(desc(lineRequests.createdAt))
        .limit(50),

    /**
     * Requests the caller may answer: on their own account, or on accounts they manage; newest first.
     */
    toAnswerBy: (userId: string) => {
      const managed = db
        .select({ ownerId: accountMembers.ownerId })
        .from(accountMembers)
        .where(
          and(
            eq(accountMembers.memberId, userId),
            eq(accountMembers.role, 'manager'),
            isNull(accountMembers.endedAt),
          ),
        );
      return withNames()
        .where(or(eq(lineRequests.ownerId, userId), inArray(lineRequests.ownerId, managed)))
        .orderBy(desc(lineRequests.createdAt))
        .limit(50);
    },

    /** Answers a request still pending and in time; undefined when it was not (then read it again). */
    decide: (id: string, status: 'approved' | 'declined', byUserId: string, now: Date) =>
      db.transaction(async (tx) => {
        const [decided] = await tx
          .update(lineRequests)
          .set({ status, decidedAt: now, decidedBy: byUserId })
          .where(
            and(eq(lineRequests.id, id), eq(lineRequests.status, 'pending'), gt(lineRequests.expiresAt, now)),
          )
          .returning();
        if (!decided) return undefined;
        await tx.insert(lineRequestEvents).values({ requestId: id, status, at: now, byUserId });
        return decided;
      }),

    /** The approved request's charge: written once (a second writer finds it set). */
    recordCharge: (id: string, charged: 'paid' | 'failed' | 'none', transactionId: string | null) =>
      db
        .update(lineRequests)
        .set({ charged, transactionId })
        .where(and(eq(lineRequests.id, id), isNull(lineRequests.charged))),

    eventsOf: (requestId: string) =>
      db
        .select()
        .from(lineRequestEvents)
        .where(eq(lineRequestEvents.requestId, requestId))
        .orderBy(lineRequestEvents.at),
  };
}
