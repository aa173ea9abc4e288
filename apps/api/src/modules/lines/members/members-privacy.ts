/**
 * Family accounts' part of the export and erasure (decisions 051 and 072): the customer's
 * memberships (of others' lines and on their own account) and the requests they made. The erasure
 * withdraws invitations sent to the customer's addresses; memberships and requests go with the
 * account's rows (their foreign keys cascade).
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import { accountMembers, lineRequests, memberInvitations } from '../../../db/schema/members';
import { columnsOf, type PrivacyHook } from '../../privacy/privacy-types';

export const membersPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const memberships = await db
      .select(columnsOf(accountMembers, 'lineId', 'role', 'createdAt', 'endedAt', 'endedHow'))
      .from(accountMembers)
      .where(or(eq(accountMembers.memberId, userId), eq(accountMembers.ownerId, userId)));
    const requests = await db
      .select(
        columnsOf(lineRequests, 'lineId', 'kind', 'topUpId', 'status', 'createdAt', 'decidedAt', 'charged'),
      )
      .from(lineRequests)
      .where(or(eq(lineRequests.requesterId, userId), eq(lineRequests.ownerId, userId)));
    return { memberships, lineRequests: requests };
  },
  async erase(tx, { emails }) {
    if (emails.length === 0) return;
    await tx.delete(memberInvitations).where(inArray(sql`lower(${memberInvitations.email})`, emails));
  },
};
