import type { UserInfo } from '@mvno/contracts/entities';
import type { UserRecord } from '../../accounts/accounts-types';
import { toUserInfo } from './user-info';

/** The customer's profile: for now, the SPEC §3 User info of the logged-in user. */
export function createProfileService({ chatSecret }: { chatSecret: string }) {
  return {
    viewUser: (user: UserRecord): UserInfo => toUserInfo(user, chatSecret),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
