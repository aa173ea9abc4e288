import {
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  listStaff,
  reinstateStaff,
  suspendStaff,
  withdrawStaffInvitation,
} from '@mvno/contracts/api/care-staff';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { StaffService } from './staff-service';

/** Staff accounts (permission `staff.manage`, checked by the router). */
export function registerStaffRoutes(router: Router<AuthUser>, staff: StaffService): void {
  const id = (params: Record<string, string | undefined>) => params.staffId ?? '';
  router.add(listStaff, () => staff.list());
  router.add(inviteStaff, ({ user, body }) => staff.invite(user, body));
  router.add(changeStaffRole, ({ user, params, body }) => staff.changeRole(user, id(params), body.role));
  router.add(suspendStaff, ({ user, params }) => staff.suspend(user, id(params)));
  router.add(reinstateStaff, ({ user, params }) => staff.reinstate(user, id(params)));
  router.add(deactivateStaff, ({ user, params }) => staff.deactivate(user, id(params)));
  router.add(withdrawStaffInvitation, ({ user, params }) => staff.withdrawInvitation(user, id(params)));
}
