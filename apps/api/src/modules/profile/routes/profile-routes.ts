import {
  confirmEmailChange,
  editProfile,
  editProfileByPost,
  resendEmailChangeCode,
} from '@mvno/contracts/api/profile';
import { viewUser } from '@mvno/contracts/api/users';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { ProfileService } from '../services/profile-service';

export function registerProfileRoutes(router: Router<AuthUser>, profile: ProfileService): void {
  router.add(viewUser, async ({ user }) => profile.viewUser(user));
  router.add(editProfile, ({ user, body }) => profile.edit(user, body));
  router.add(editProfileByPost, ({ user, body }) => profile.edit(user, body));
  router.add(resendEmailChangeCode, ({ user, body }) => profile.resendEmailCode(user, body));
  router.add(confirmEmailChange, ({ user, body }) => profile.confirmEmailChange(user, body));
}
