/** The customer's profile: the SPEC §3 User info, which session answers carry too. */
import type { Router } from '../../http/router';
import type { UserRecord } from '../accounts/accounts-types';
import { registerProfileRoutes } from './routes/profile-routes';
import { createProfileService } from './services/profile-service';

export type ProfileDeps = {
  /** Signs the user id for the chat widget's identity check (`userHash`). */
  chatSecret: string;
};

export function createProfileModule({ chatSecret }: ProfileDeps) {
  const profile = createProfileService({ chatSecret });
  return {
    name: 'profile',
    description: "The logged-in customer's own details",
    /** SPEC §3 User info of a user, for answers that carry it (sessions). */
    toUserInfo: profile.viewUser,
    registerRoutes: (router: Router<UserRecord>) => registerProfileRoutes(router, profile),
  };
}

export type ProfileModule = ReturnType<typeof createProfileModule>;
