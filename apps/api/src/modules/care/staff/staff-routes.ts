import { inviteStaff, listStaff } from '@mvno/contracts/api/care-staff';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { StaffService } from './staff-service';

/** Staff accounts (permission `staff.manage`, checked by the router). */
export function registerStaffRoutes(router: Router<AuthUser>, staff: StaffService): void {
  router.add(listStaff, () => staff.list());
  router.add(inviteStaff, ({ user, body }) => staff.invite(user, body));
}
