import { viewUser } from '@mvno/contracts/api/users';
import type { Router } from '../../../http/router';
import type { UserRecord } from '../../accounts/accounts-types';
import type { ProfileService } from '../services/profile-service';

export function registerProfileRoutes(router: Router<UserRecord>, profile: ProfileService): void {
  router.add(viewUser, async ({ user }) => profile.viewUser(user));
}
