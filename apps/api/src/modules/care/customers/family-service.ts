/**
 * The customer's family account on the care console's customer page (decision 072), read-only and
 * behind the CPNI gate like the account itself: members with their roles and lines, the lines the
 * customer uses as someone's member, and the members' requests still waiting (those past their
 * 24 hours are not shown; the customer's own next read records them expired).
 */
import { formatMdn } from '@mvno/contracts/line-format';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CpniService } from './cpni-service';
import type { FamilyRepository } from './family-repository';

const nameOf = (line: { nickname: string | null; mdn: string }) => line.nickname || formatMdn(line.mdn);

export function createFamilyService(deps: {
  family: FamilyRepository;
  cpni: Pick<CpniService, 'requireVerified'>;
  now: () => Date;
}) {
  return {
    async view(staff: AuthUser, customerId: string) {
      await deps.cpni.requireVerified(staff, customerId);
      const [members, memberOf, pending] = await Promise.all([
        deps.family.membersOf(customerId),
        deps.family.memberOf(customerId),
        deps.family.pendingOf(customerId),
      ]);
      const now = deps.now();
      return {
        members: members.map((row) => ({
          role: row.role,
          firstName: row.firstName,
          email: row.email,
          lineName: nameOf(row),
          since: row.since.toISOString(),
        })),
        memberOf: memberOf.map((row) => ({
          role: row.role,
          ownerName: row.ownerName,
          lineName: nameOf(row),
        })),
        pendingRequests: pending
          .filter((row) => row.expiresAt > now)
          .map((row) => ({
            requesterName: row.requesterName,
            // A plan-change or data-cap request (decision 088) names its kind.
            topUpId: row.topUpId ?? row.kind,
            lineName: nameOf(row),
            expiresAt: row.expiresAt.toISOString(),
          })),
      };
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
