import type { StaffInviteForm, StaffMember } from '@mvno/contracts/api/care-staff';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAccounts, CareAudit } from '../care-ports';

/** Staff accounts: an admin invites them by mail; every invitation is audited. */
export function createStaffService(deps: { accounts: CareAccounts; audit: CareAudit }) {
  return {
    list: async (): Promise<{ staff: StaffMember[] }> => ({ staff: await deps.accounts.listStaff() }),

    async invite(admin: AuthUser, form: StaffInviteForm): Promise<{ message: string; staff: StaffMember }> {
      const staff = await deps.accounts.inviteStaff(form, `${admin.firstName} ${admin.lastName}`.trim());
      await deps.audit.record({
        staff: admin,
        customerId: null,
        action: 'staff.invite',
        after: { staffId: staff.id, email: staff.email, role: staff.role },
      });
      return { message: STAFF_MESSAGES.care.invited(staff.email), staff };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
