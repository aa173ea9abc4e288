/**
 * The accounts' shared core: the users (whose writes drop every process's kept sessions of that user), the
 * sessions, the sign-in history and what every slice's services share (`AccountDeps`).
 */
import type { UserInfo } from '@mvno/contracts/entities';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import type { MailSender } from '../../../lib/mail';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { createSecretHasher, deriveKey } from '../../../lib/secret-tokens';
import { createSessionTokens } from '../../../lib/session-tokens';
import type { PlatformEvents } from '../../platform/platform-module';
import type { UserRecord } from '../accounts-types';
import { createLoginCodeRepository } from '../sign-in/login-code-repository';
import {
  DEFAULT_SLOWDOWN,
  resolveAuthLimits,
  type AuthLimits,
  type SlowdownTiming,
} from '../sign-in/auth-limits';
import { createSignInRepository } from '../sign-in/sign-in-repository';
import { createSignInHistory } from '../sign-in/sign-in-history-service';
import { createSessionCache, type SessionCache } from '../sessions/session-cache';
import { createSessionRepository } from '../sessions/session-repository';
import { createSessionService } from '../sessions/session-service';
import { createSupportAuditRepository } from '../support-link/support-audit-repository';
import { createVerificationCodeRepository } from '../verification-codes/verification-code-repository';
import type { AccountDeps } from './account-deps';
import { createLinkTokenRepository } from './link-token-repository';
import { createUserRepository, type UserRepository } from './user-repository';

export type AccountCoreInput = {
  db: Db;
  jwtSecret: string;
  mail: MailSender;
  limiter: RateLimiter;
  /** The per-account security counters, kept in PostgreSQL whatever REDIS_URL says (decision 045). */
  accountLimiter: RateLimiter;
  log: Log;
  brandName: string;
  publicUrl: string;
  /** SPEC §3 User info of a user, as session answers carry it (the profile module's). */
  toUserInfo: (user: UserRecord) => UserInfo;
  /** Tests use small limits; production keeps the defaults. */
  limits?: Partial<AuthLimits> | undefined;
  /** The wait of a try past a per-account threshold; tests use short ones. */
  slowdown?: SlowdownTiming | undefined;
  /** Mails of code and reset requests and attack notices are made after the answer, by jobs. */
  jobs: JobQueue;
  /** Announces changes of sessions and users to every process (their kept session checks). */
  events: PlatformEvents;
};

/** The user repository whose writes drop every process's kept sessions of that user. */
function announcingUserChanges(users: UserRepository, cache: SessionCache): UserRepository {
  const announced =
    <A extends unknown[], R>(write: (id: string, ...rest: A) => Promise<R>) =>
    async (id: string, ...rest: A): Promise<R> => {
      const result = await write(id, ...rest);
      await cache.userChanged(id);
      return result;
    };
  return {
    ...users,
    setRole: announced(users.setRole),
    setPassword: announced(users.setPassword),
    bumpTokenVersion: announced(users.bumpTokenVersion),
  };
}

export function createAccountCore({ db, jwtSecret, toUserInfo, events, ...shared }: AccountCoreInput) {
  const cache = createSessionCache(events, shared.log);
  const mailContext = { brandName: shared.brandName, publicUrl: shared.publicUrl };
  const supportAudit = createSupportAuditRepository(db);
  const history = createSignInHistory({ signIns: createSignInRepository(db) });
  const sessions = createSessionService({
    sessions: createSessionRepository(db),
    supportAudit,
    tokens: createSessionTokens(jwtSecret),
    mail: shared.mail,
    mailContext,
    log: shared.log,
    toUserInfo,
    cache,
    history,
  });
  const deps: AccountDeps = {
    users: announcingUserChanges(createUserRepository(db), cache),
    loginCodes: createLoginCodeRepository(db),
    verificationCodes: createVerificationCodeRepository(db),
    linkTokens: createLinkTokenRepository(db),
    supportAudit,
    sessions,
    limiter: shared.limiter,
    accountLimiter: shared.accountLimiter,
    limits: resolveAuthLimits(shared.limits),
    slowdown: shared.slowdown ?? DEFAULT_SLOWDOWN,
    jobs: shared.jobs,
    mail: shared.mail,
    mailContext,
    secrets: createSecretHasher(deriveKey(jwtSecret, 'one-time-secrets')),
    log: shared.log,
  };
  return { cache, history, deps };
}
