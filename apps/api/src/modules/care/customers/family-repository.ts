/** A customer's family account for the care console (decision 072): read-only. */
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { subscriptionLines } from '../../../db/schema/lines';
import { accountMembers, lineRequests } from '../../../db/schema/members';

/** How the care console names a line beside a family or transfer row: its nickname and number. */
export const lineNaming = { nickname: subscriptionLines.nickname, mdn: subscriptionLines.mdn };

export function createFamilyRepository(db: Db) {
  const other = alias(users, 'other_user');
  const active = isNull(accountMembers.endedAt);
  return {
    membersOf: (ownerId: string) =>
      db
        .select({
          role: accountMembers.role,
          firstName: other.firstName,
          email: other.email,
          ...lineNaming,
          since: accountMembers.createdAt,
        })
        .from(accountMembers)
        .innerJoin(other, eq(other.id, accountMembers.memberId))
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, accountMembers.lineId))
        .where(and(eq(accountMembers.ownerId, ownerId), active)),
    memberOf: (memberId: string) =>
      db
        .select({
          role: accountMembers.role,
          ownerName: other.firstName,
          ...lineNaming,
        })
        .from(accountMembers)
        .innerJoin(other, eq(other.id, accountMembers.ownerId))
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, accountMembers.lineId))
        .where(and(eq(accountMembers.memberId, memberId), active)),
    pendingOf: (ownerId: string) =>
      db
        .select({
          requesterName: other.firstName,
          topUpId: lineRequests.topUpId,
          kind: lineRequests.kind,
          ...lineNaming,
          expiresAt: lineRequests.expiresAt,
        })
        .from(lineRequests)
        .innerJoin(other, eq(other.id, lineRequests.requesterId))
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, lineRequests.lineId))
        .where(and(eq(lineRequests.ownerId, ownerId), eq(lineRequests.status, 'pending'))),
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
