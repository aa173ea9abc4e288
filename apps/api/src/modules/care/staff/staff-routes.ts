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
  router.add(listStaff, () => staff.list());
  router.add(inviteStaff, ({ user, body }) => staff.invite(user, body));
  router.add(changeStaffRole, ({ user, params, body }) => staff.changeRole(user, params.staffId, body.role));
  router.add(suspendStaff, ({ user, params }) => staff.suspend(user, params.staffId));
  router.add(reinstateStaff, ({ user, params }) => staff.reinstate(user, params.staffId));
  router.add(deactivateStaff, ({ user, params }) => staff.deactivate(user, params.staffId));
  router.add(withdrawStaffInvitation, ({ user, params }) => staff.withdrawInvitation(user, params.staffId));
}
