/**
 * An admin's changes of another staff member's account (decision 044): role, suspension and
 * reinstatement, deactivation, a withdrawn invitation. Every change that takes access away ends
 * the member's sessions in the same transaction and is announced at once, so every process
 * refuses their token on the next call and closes their chat socket.
 */
import type { StaffMember } from '@mvno/contracts/api/care-staff';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { isStaffRole, permissionsOf, staffCan, type StaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import type { UserRecord } from '../accounts-types';
import type { StaffAccountRepository, StaffChange } from './staff-account-repository';
import type { SessionCache } from '../sessions/session-cache';
import { toStaffMember } from './staff-invitation-service';

const M = STAFF_MESSAGES.care;

/** The account before and after, and whether its sessions were ended. */
export type StaffAccountChange = { before: StaffMember; after: StaffMember; signedOut: boolean };

/** Whether the new role lacks any permission the old one had. */
const losesPermissions = (from: string, to: StaffRole) =>
  permissionsOf(from).some((permission) => !staffCan(to, permission));

const notFound = () => new AppError('NOT_FOUND', M.staffNotFound);

export function createStaffAccountService(deps: {
  staffAccounts: StaffAccountRepository;
  cache: SessionCache;
}) {
  async function run(
    id: string,
    decide: (user: UserRecord) => StaffChange | { refuse: string },
  ): Promise<StaffAccountChange> {
    const outcome = await deps.staffAccounts.change(
      id,
      (user) => (user.staffStatus === 'deactivated' ? { refuse: M.staffDeactivatedAlready } : decide(user)),
      new Date(),
    );
    switch (outcome.kind) {
      case 'not_found':
        throw notFound();
      case 'last_admin':
        throw new AppError('CONFLICT', M.staffLastAdmin);
      case 'refused':
        throw new AppError('CONFLICT', outcome.reason);
      case 'done':
        // Every process drops its kept copies and rechecks the member's chat sockets.
        await deps.cache.userChanged(id);
        return {
          before: toStaffMember(outcome.before),
          after: toStaffMember(outcome.after),
          signedOut: outcome.signedOut,
        };
    }
  }

  return {
    /** A new role; one with fewer permissions ends the member's sessions. */
    changeRole: (id: string, role: StaffRole) =>
      run(id, (user) =>
        user.role === role
          ? { refuse: M.staffRoleUnchanged }
          : { role, endSessions: losesPermissions(user.role, role) },
      ),

    /** Ends every session at once; sign-in is refused until reinstated. */
    suspend: (id: string) =>
      run(id, (user) =>
        user.staffStatus !== 'active' || user.passwordHash === null
          ? { refuse: M.staffNotActive }
          : { staffStatus: 'suspended', endSessions: true },
      ),

    reinstate: (id: string) =>
      run(id, (user) =>
        user.staffStatus !== 'suspended'
          ? { refuse: M.staffNotSuspended }
          : { staffStatus: 'active', endSessions: false },
      ),

    /** For good: sessions end, the password, passkeys, links and codes are gone; the record stays. */
    deactivate: (id: string) =>
      run(id, () => ({ staffStatus: 'deactivated', endSessions: true, wipe: true })),

    /** The invited account goes, and with it the link of its invitation. */
    async withdrawInvitation(id: string): Promise<StaffMember> {
      const removed = await deps.staffAccounts.removeInvited(id);
      if (removed) return toStaffMember(removed);
      const found = await deps.staffAccounts.find(id);
      if (!found || !isStaffRole(found.role)) throw notFound();
      throw new AppError('CONFLICT', M.staffNotInvited);
    },
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
