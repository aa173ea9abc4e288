import { changePassword, viewUser } from '@mvno/contracts/api/users';
import type { Accounts } from '../accounts';
import type { Router } from '../http/router';
import type { AuthUser } from '../services/session-service';

export function registerUserRoutes(router: Router<AuthUser>, accounts: Accounts): void {
  router.add(viewUser, async ({ user }) => accounts.account.viewUser(user));
  router.add(changePassword, ({ user, body }) => accounts.account.changePassword(user, body));
}
