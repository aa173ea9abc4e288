/**
 * Family accounts (decision 072): who may use which line of whose account, the invitations that
 * grant it (accepted once, by a conditional update), and the ends of memberships, never deleted.
 */
import { and, eq, gt, isNull, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { subscriptionLines } from '../../../db/schema/lines';
import {
  accountMembers,
  lineRequestEvents,
  lineRequests,
  memberInvitations,
} from '../../../db/schema/members';
import type { MemberRole } from '@mvno/contracts/product-constants/members';

export type MembershipRecord = typeof accountMembers.$inferSelect;
export type InvitationRecord = typeof memberInvitations.$inferSelect;
export type MembersRepository = ReturnType<typeof createMembersRepository>;

const person = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  zipCode: users.zipCode,
  language: users.language,
};

export function createMembersRepository(db: Db) {
  const active = isNull(accountMembers.endedAt);
  return {
    /** A customer as the services need them (to act for the owner, to mail anyone). */
    personOf: async (userId: string) =>
      (await db.select(person).from(users).where(eq(users.id, userId)).limit(1))[0],

    /** A line's owner and name, whoever asks. */
    lineOf: async (lineId: string) =>
      (
        await db
          .select({
            id: subscriptionLines.id,
            userId: subscriptionLines.userId,
            nickname: subscriptionLines.nickname,
            mdn: subscriptionLines.mdn,
          })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, lineId))
          .limit(1)
      )[0],

    /** An active membership by its id (a manager removing a member of the account, decision 096). */
    activeMembership: async (membershipId: string) =>
      (
        await db
          .select()
          .from(accountMembers)
          .where(and(eq(accountMembers.id, membershipId), active))
          .limit(1)
      )[0],

    /** The caller's active membership of the account that owns a line: on that line, or a manager's. */
    membershipOn: async (memberId: string, ownerId: string, lineId: string) => {
      const rows = await db
        .select()
        .from(accountMembers)
        .where(and(eq(accountMembers.memberId, memberId), eq(accountMembers.ownerId, ownerId), active))
        .limit(1);
      const row = rows[0];
      return row && (row.role === 'manager' || row.lineId === lineId) ? row : undefined;
    },

    /** The caller's active memberships of other accounts. */
    membershipsOf: (memberId: string) =>
      db
        .select({ membership: accountMembers, ownerName: users.firstName })
        .from(accountMembers)
        .innerJoin(users, eq(users.id, accountMembers.ownerId))
        .where(and(eq(accountMembers.memberId, memberId), active)),

    /** The account's active members with their names and lines. */
    membersOf: (ownerId: string) =>
      db
        .select({
          membership: accountMembers,
          email: users.email,
          firstName: users.firstName,
          nickname: subscriptionLines.nickname,
          mdn: subscriptionLines.mdn,
        })
        .from(accountMembers)
        .innerJoin(users, eq(users.id, accountMembers.memberId))
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, accountMembers.lineId))
        .where(and(eq(accountMembers.ownerId, ownerId), active))
        .orderBy(accountMembers.createdAt),

    /** The account's managers (they are mailed a member's request as the owner is). */
    managersOf: (ownerId: string) =>
      db
        .select(person)
        .from(accountMembers)
        .innerJoin(users, eq(users.id, accountMembers.memberId))
        .where(and(eq(accountMembers.ownerId, ownerId), eq(accountMembers.role, 'manager'), active)),

    waitingInvitations: (ownerId: string, now: Date) =>
      db
        .select()
        .from(memberInvitations)
        .where(
          and(
            eq(memberInvitations.ownerId, ownerId),
            isNull(memberInvitations.acceptedAt),
            gt(memberInvitations.expiresAt, now),
          ),
        ),

    addInvitation: async (row: typeof memberInvitations.$inferInsert) =>
      (await db.insert(memberInvitations).values(row).returning())[0]!,

    invitationByHash: async (tokenHash: string) =>
      (
        await db.select().from(memberInvitations).where(eq(memberInvitations.tokenHash, tokenHash)).limit(1)
      )[0],

    /**
     * Uses the invitation once: marked accepted only while unused and unexpired, and the membership
     * made in the same transaction; undefined when another acceptance came first or time ran out.
     */
    accept: async (invitationId: string, memberId: string, now: Date) => {
      try {
        return await db.transaction(async (tx) => {
          const [used] = await tx
            .update(memberInvitations)
            .set({ acceptedAt: now, acceptedBy: memberId })
            .where(
              and(
                eq(memberInvitations.id, invitationId),
                isNull(memberInvitations.acceptedAt),
                gt(memberInvitations.expiresAt, now),
              ),
            )
            .returning();
          if (!used) return 'used' as const;
          const [membership] = await tx
            .insert(accountMembers)
            .values({ ownerId: used.ownerId, memberId, lineId: used.lineId, role: used.role as MemberRole })
            .onConflictDoNothing()
            .returning();
          // Already a member of the account: the invitation stays unused.
          if (!membership) tx.rollback();
          return membership!;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return 'member' as const;
        throw error;
      }
    },

    isActiveMember: async (ownerId: string, memberId: string) =>
      (
        await db
          .select({ id: accountMembers.id })
          .from(accountMembers)
          .where(and(eq(accountMembers.ownerId, ownerId), eq(accountMembers.memberId, memberId), active))
          .limit(1)
      ).length > 0,

    /**
     * Ends an active membership (by its owner, or by the member leaving) and withdraws the member's
     * waiting requests on the account, in one transaction; undefined when it names nothing active.
     */
    end: (
      membershipId: string,
      by: { ownerId: string } | { memberId: string },
      how: 'removed' | 'left',
      now: Date,
    ) =>
      db.transaction(async (tx) => {
        const whose =
          'ownerId' in by ? eq(accountMembers.ownerId, by.ownerId) : eq(accountMembers.memberId, by.memberId);
        const [ended] = await tx
          .update(accountMembers)
          .set({ endedAt: now, endedHow: how })
          .where(and(eq(accountMembers.id, membershipId), whose, active))
          .returning();
        if (!ended) return undefined;
        const withdrawn = await tx
          .update(lineRequests)
          .set({ status: 'withdrawn', decidedAt: now })
          .where(
            and(
              eq(lineRequests.ownerId, ended.ownerId),
              eq(lineRequests.requesterId, ended.memberId),
              eq(lineRequests.status, 'pending'),
            ),
          )
          .returning({ id: lineRequests.id });
        if (withdrawn.length > 0)
          await tx.insert(lineRequestEvents).values(
            withdrawn.map((row) => ({
              requestId: row.id,
              status: 'withdrawn',
              at: now,
              byUserId: ended.memberId,
            })),
          );
        return { ended, withdrawn: withdrawn.map((row) => row.id) };
      }),
  };
}
