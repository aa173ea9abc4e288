import type { StaffInviteForm, StaffMember } from '@mvno/contracts/api/care-staff';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { staffCan, type StaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAccounts, CareAudit, CareInbox } from '../care-ports';
import { staffChangeMail, type StaffChangeFacts } from './staff-mails';
import type { MailSender, MailContext } from '../../../lib/mail';

const M = STAFF_MESSAGES.care;

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** What the audit keeps of a staff account, before and after a change. */
const facts = (member: StaffMember) => ({
  staffId: member.id,
  email: member.email,
  role: member.role,
  status: member.status,
});

/**
 * Staff accounts: an admin invites them by mail, changes their role, suspends, reinstates,
 * deactivates and withdraws invitations (decision 044). Every change is audited (before and
 * after) and mailed to the staff member; an admin never changes their own account.
 */
export function createStaffService(deps: {
  accounts: CareAccounts;
  audit: CareAudit;
  inbox: CareInbox;
  mail: MailSender;
  mailContext: MailContext;
}) {
  const notMyself = (admin: AuthUser, staffId: string) => {
    if (admin.id === staffId) throw new AppError('CONFLICT', M.staffSelfChange);
  };

  /**
   * A member who can no longer answer chats (not active, or a role without the inbox) hands their
   * open conversations back to the inbox: how many, for the audit entry.
   */
  const releaseChats = async (after: StaffMember): Promise<number> =>
    after.status !== 'active' || !staffCan(after.role, 'support.inbox')
      ? deps.inbox.releaseAgentConversations(after.id)
      : 0;

  async function recorded(
    admin: AuthUser,
    action: string,
    change: { before: StaffMember; after: StaffMember },
    mail: StaffChangeFacts,
  ): Promise<StaffMember> {
    const chatsReleased = await releaseChats(change.after);
    await deps.audit.record({
      staff: admin,
      customerId: null,
      action,
      before: facts(change.before),
      after: { ...facts(change.after), ...(chatsReleased > 0 ? { chatsReleased } : {}) },
    });
    await deps.mail.send(staffChangeMail(change.after.email, mail, nameOf(admin), deps.mailContext));
    return change.after;
  }

  return {
    list: async (): Promise<{ staff: StaffMember[] }> => ({ staff: await deps.accounts.listStaff() }),

    async invite(admin: AuthUser, form: StaffInviteForm): Promise<{ message: string; staff: StaffMember }> {
      const staff = await deps.accounts.inviteStaff(form, nameOf(admin));
      await deps.audit.record({
        staff: admin,
        customerId: null,
        action: 'staff.invite',
        after: { staffId: staff.id, email: staff.email, role: staff.role },
      });
      return { message: M.invited(staff.email), staff };
    },

    async changeRole(admin: AuthUser, staffId: string, role: StaffRole) {
      notMyself(admin, staffId);
      const change = await deps.accounts.staffAccounts.changeRole(staffId, role);
      const staff = await recorded(admin, 'staff.role_change', change, {
        kind: 'role_changed',
        from: change.before.role,
        to: change.after.role,
        signedOut: change.signedOut,
      });
      return { message: M.staffRoleChanged(nameOf(staff), staff.role.replace('_', ' ')), staff };
    },

    async suspend(admin: AuthUser, staffId: string) {
      notMyself(admin, staffId);
      const change = await deps.accounts.staffAccounts.suspend(staffId);
      const staff = await recorded(admin, 'staff.suspend', change, { kind: 'suspended' });
      return { message: M.staffSuspended(nameOf(staff)), staff };
    },

    async reinstate(admin: AuthUser, staffId: string) {
      notMyself(admin, staffId);
      const change = await deps.accounts.staffAccounts.reinstate(staffId);
      const staff = await recorded(admin, 'staff.reinstate', change, { kind: 'reinstated' });
      return { message: M.staffReinstated(nameOf(staff)), staff };
    },

    async deactivate(admin: AuthUser, staffId: string) {
      notMyself(admin, staffId);
      const change = await deps.accounts.staffAccounts.deactivate(staffId);
      const staff = await recorded(admin, 'staff.deactivate', change, { kind: 'deactivated' });
      return { message: M.staffDeactivated(nameOf(staff)), staff };
    },

    async withdrawInvitation(admin: AuthUser, staffId: string): Promise<{ message: string }> {
      notMyself(admin, staffId);
      const invited = await deps.accounts.staffAccounts.withdrawInvitation(staffId);
      await deps.audit.record({
        staff: admin,
        customerId: null,
        action: 'staff.invitation_withdraw',
        before: facts(invited),
        after: { staffId: invited.id, email: invited.email, status: 'withdrawn' },
      });
      await deps.mail.send(
        staffChangeMail(invited.email, { kind: 'invitation_withdrawn' }, nameOf(admin), deps.mailContext),
      );
      return { message: M.staffInvitationWithdrawn(invited.email) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
