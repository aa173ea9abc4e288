/**
 * The customer's profile: the SPEC §3 User info (which session answers carry too), and editing
 * it (SPEC §2 dialogs, §4 email change with a code, §7 calls).
 */
import type { UserInfo } from '@mvno/contracts/entities';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { AuthUser, UserRecord } from '../accounts/accounts-types';
import { createProfileRepository } from './repositories/profile-repository';
import { registerProfileRoutes } from './routes/profile-routes';
import { createProfileService, type ProfileAccountsPort } from './services/profile-service';
import { toUserInfo, userHash } from './services/user-info';

/** SPEC §3 User info of a user, signed for the chat widget with `chatSecret` (`userHash`). */
export function createUserInfoMapper(chatSecret: string): (user: UserRecord) => UserInfo {
  // The chat hash depends on the user id alone: an HMAC per logged-in answer was avoidable work.
  const hashes = new Map<string, string>();
  const hashOf = (userId: string) => {
    let hash = hashes.get(userId);
    if (hash === undefined) {
      if (hashes.size >= 20_000) hashes.clear();
      hash = userHash(userId, chatSecret);
      hashes.set(userId, hash);
    }
    return hash;
  };
  return (user) => toUserInfo(user, hashOf);
}

export type ProfileDeps = {
  database: Database;
  /** The mapper of createUserInfoMapper, shared with the accounts module's session answers. */
  toUserInfo: (user: UserRecord) => UserInfo;
  /** Password check, verification codes and mailed secrets of the accounts module's face. */
  accounts: ProfileAccountsPort;
  mail: MailSender;
  log: Log;
  brandName: string;
  publicUrl: string;
};

export function createProfileModule({
  database,
  toUserInfo,
  accounts,
  mail,
  log,
  brandName,
  publicUrl,
}: ProfileDeps) {
  const profiles = createProfileRepository(database.db);
  const profile = createProfileService({
    profiles: {
      ...profiles,
      async update(...args: Parameters<typeof profiles.update>) {
        const updated = await profiles.update(...args);
        await accounts.userChanged(args[0]);
        return updated;
      },
    },
    accounts,
    toUserInfo,
    mail,
    mailContext: { brandName, publicUrl },
    log,
  });
  return {
    name: 'profile',
    description: "The logged-in customer's own details: view and edit name, address, email and phone",
    registerRoutes: (router: Router<AuthUser>) => registerProfileRoutes(router, profile),
  };
}

export type ProfileModule = ReturnType<typeof createProfileModule>;
