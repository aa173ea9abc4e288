import { changePassword } from '@mvno/contracts/api/users';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../accounts-types';
import type { AccountService } from './account-service';

export function registerAccountRoutes(router: Router<AuthUser>, account: AccountService): void {
  router.add(changePassword, ({ user, body }) => account.changePassword(user, body));
}
