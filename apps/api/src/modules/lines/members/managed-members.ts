/**
 * A manager's list of the account's members (decision 096): who, with what role, on which line, and
 * whether the manager may remove them (a member or a viewer; not another manager, not themself; the
 * owner holds no membership and is named apart). Anyone who manages no account gets an empty list.
 */
import type { ManagedMember } from '@mvno/contracts/api/members';
import { formatMdn } from '@mvno/contracts/line-format';
import type { MembersRepository } from './members-repository';

type MemberRow = Awaited<ReturnType<MembersRepository['membersOf']>>[number];

/** One active membership as the members lists show it. */
export const memberView = (row: MemberRow) => ({
  id: row.membership.id,
  role: row.membership.role,
  email: row.email,
  firstName: row.firstName,
  lineId: row.membership.lineId,
  lineName: row.nickname || formatMdn(row.mdn),
  since: row.membership.createdAt.toISOString(),
});

export async function listManagedMembers(
  repository: Pick<MembersRepository, 'membershipsOf' | 'membersOf'>,
  callerId: string,
) {
  const accounts: { membershipId: string; ownerName: string; members: ManagedMember[] }[] = [];
  for (const { membership, ownerName } of await repository.membershipsOf(callerId)) {
    if (membership.role !== 'manager') continue;
    const rows = await repository.membersOf(membership.ownerId);
    accounts.push({
      membershipId: membership.id,
      ownerName,
      members: rows.map((row) => ({
        ...memberView(row),
        mayRemove: row.membership.role === 'member' || row.membership.role === 'viewer',
      })),
    });
  }
  return { accounts };
}
