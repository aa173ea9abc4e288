import { logout } from '@mvno/contracts/api/auth';
import { changePassword } from '@mvno/contracts/api/users';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { AccountService } from './account-service';

/** Logging out, and changing the password in Settings. */
export function registerAccountRoutes(router: Router<AuthUser>, account: AccountService): void {
  router.add(logout, ({ user }) => account.logout(user));
  router.add(changePassword, ({ user, body }) => account.changePassword(user, body));
}
