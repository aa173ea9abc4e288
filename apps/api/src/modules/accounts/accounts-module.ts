/**
 * Accounts: registration, every way to log in, sessions (one per device, listed and ended from
 * Settings), password reset and change, logout, emailed verification codes, and support sign-in
 * (the agent's single-use link and the assisted session it opens).
 */
import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '@mvno/contracts/entities';
import type { StaffRole } from '@mvno/contracts/staff-roles';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import { systemClock, type Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import { AGENT_SESSION_TTL_SECONDS, LOGIN_CODE_MINUTES } from '@mvno/contracts/product-constants';
import { createSecretHasher, deriveKey } from '../../lib/secret-tokens';
import { createAgentTokens } from '../../lib/agent-tokens';
import { createSessionTokens } from '../../lib/session-tokens';
import type { Secrets } from '../../secrets';
import type { PlatformEvents } from '../platform/platform-module';
import type { AuthUser, UserRecord } from './accounts-types';
import { accountsPrivacy } from './accounts-privacy';
import { createSessionRepository } from './repositories/session-repository';
import { createVerificationCodeRepository } from './repositories/verification-code-repository';
import { createLinkTokenRepository } from './repositories/link-token-repository';
import { createLoginCodeRepository } from './repositories/login-code-repository';
import { createStaffSessionRepository } from './repositories/staff-session-repository';
import { createStaffAccountRepository } from './repositories/staff-account-repository';
import { createStaffAccountService } from './services/staff-account-service';
import { createSupportAuditRepository } from './repositories/support-audit-repository';
import { createUserRepository, type UserRepository } from './repositories/user-repository';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAgentAuthRoutes, registerAgentToolRoutes } from './routes/agent-auth-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerSessionRoutes } from './routes/session-routes';
import { registerLanguageRoutes } from './routes/language-routes';
import { createLanguageService } from './services/language-service';
import { createLanguageRepository } from './repositories/language-repository';
import { registerStepUpRoutes } from './routes/step-up-routes';
import { registerAccountPinRoutes } from './routes/account-pin-routes';
import { registerTwoFactorRoutes } from './routes/two-factor-routes';
import { createAccountPinRepository } from './repositories/account-pin-repository';
import { createTwoFactorRepository } from './repositories/two-factor-repository';
import { registerSupportLinkRoutes } from './routes/support-link-routes';
import type { AccountDeps } from './services/account-deps';
import { createAccountService } from './services/account-service';
import { createAgentSignInService } from './services/agent-sign-in-service';
import { createStaffInvitationService } from './services/staff-invitation-service';
import { createAccountGuard } from './services/account-guard';
import {
  DEFAULT_SLOWDOWN,
  resolveAuthLimits,
  type AuthLimits,
  type SlowdownTiming,
} from './services/auth-limits';
import { createLoginCodeService } from './services/login-code-service';
import { createPasswordLoginService, type SecondStep } from './services/password-login-service';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { AppError } from '../../errors';
import { createPasswordResetService } from './services/password-reset-service';
import { createRegistrationService } from './services/registration-service';
import { createSessionCache, type SessionCache } from './services/session-cache';
import { createSessionService } from './services/session-service';
import { createStepUpService } from './services/step-up-service';
import { createAccountPinService } from './services/account-pin-service';
import { createTwoFactorService } from './services/two-factor-service';
import { createFieldCipher } from '../../lib/field-cipher';
import { createSupportSignInService } from './services/support-sign-in-service';
import { createVerificationCodeService } from './services/verification-code-service';
import { relyingPartyOf } from '../../lib/relying-party';
import { createPasskeyRepository } from './repositories/passkey-repository';
import { createSignInRepository } from './repositories/sign-in-repository';
import { registerPasskeyRoutes } from './routes/passkey-routes';
import { createPasskeyService } from './services/passkey-service';
import { createSignInHistory } from './services/sign-in-history-service';
import { createWebAuthnCeremonies } from './services/webauthn-ceremonies';

export { SUPPORT_TOOL_HEADER, SUPPORT_TOOL_PATH } from './routes/support-link-routes';
export { AGENT_TOOL_PATH } from './routes/agent-auth-routes';
export type { AuthLimits, SlowdownTiming } from './services/auth-limits';
export type { ConfirmCodeInput, SendCodeInput } from './services/verification-code-service';

/** Key of the support-link tool (`npm run crm-link`) for a running server, derived from JWT_SECRET. */
export const supportToolKey = (jwtSecret: string): string => deriveKey(jwtSecret, 'support-link-tool');

export type AccountsDeps = {
  database: Database;
  secrets: Pick<Secrets, 'jwtSecret' | 'dataEncryptionKey'>;
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
  /** The clock of the staff idle timeout (decision 031); the app's, which tests move. */
  clock?: Clock;
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

export function createAccountsModule({
  database,
  secrets,
  toUserInfo,
  events,
  clock = systemClock,
  ...shared
}: AccountsDeps) {
  const cache = createSessionCache(events, shared.log);
  const users = announcingUserChanges(createUserRepository(database.db), cache);
  const mailContext = { brandName: shared.brandName, publicUrl: shared.publicUrl };
  const supportAudit = createSupportAuditRepository(database.db);
  const history = createSignInHistory({ signIns: createSignInRepository(database.db) });
  const passkeyRows = createPasskeyRepository(database.db);
  const sessions = createSessionService({
    sessions: createSessionRepository(database.db),
    supportAudit,
    tokens: createSessionTokens(secrets.jwtSecret),
    mail: shared.mail,
    mailContext,
    log: shared.log,
    toUserInfo,
    cache,
    history,
  });
  const deps: AccountDeps = {
    users,
    loginCodes: createLoginCodeRepository(database.db),
    verificationCodes: createVerificationCodeRepository(database.db),
    linkTokens: createLinkTokenRepository(database.db),
    supportAudit,
    sessions,
    limiter: shared.limiter,
    accountLimiter: shared.accountLimiter,
    limits: resolveAuthLimits(shared.limits),
    slowdown: shared.slowdown ?? DEFAULT_SLOWDOWN,
    jobs: shared.jobs,
    mail: shared.mail,
    mailContext,
    secrets: createSecretHasher(deriveKey(secrets.jwtSecret, 'one-time-secrets')),
    log: shared.log,
  };
  const guard = createAccountGuard(deps);
  const twoFactor = createTwoFactorService({
    factors: createTwoFactorRepository(database.db),
    cipher: createFieldCipher(secrets.dataEncryptionKey),
    hasher: createSecretHasher(deriveKey(secrets.jwtSecret, 'recovery-codes')),
    limiter: shared.limiter,
    checksPerUser: deps.limits.totpChecksPerUser,
    brandName: shared.brandName,
    mail: shared.mail,
    mailContext,
    log: shared.log,
  });
  const secondStep: SecondStep = async (user, totpCode) => {
    if (!(await twoFactor.isOn(user.id))) return;
    if (totpCode === undefined) {
      const message = ACCOUNT_MESSAGES.twoFactor.secondStepNeeded;
      throw new AppError('UNAUTHORIZED', message, { fieldErrors: [{ field: 'totpCode', message }] });
    }
    await twoFactor.verify(user.id, totpCode, 'totpCode');
  };
  const passwordLogin = createPasswordLoginService(deps, guard, secondStep);
  const agents = createAgentSignInService({
    ...deps,
    passwordLogin,
    guard,
    agentTokens: createAgentTokens(deriveKey(secrets.jwtSecret, 'agent-session'), AGENT_SESSION_TTL_SECONDS),
    challenges: createAgentTokens(deriveKey(secrets.jwtSecret, 'agent-challenge'), LOGIN_CODE_MINUTES * 60),
    staffSessions: createStaffSessionRepository(database.db),
    now: clock.now,
  });
  const invitations = createStaffInvitationService(deps);
  const staffAccounts = createStaffAccountService({
    staffAccounts: createStaffAccountRepository(database.db),
    cache,
  });
  const services = {
    registration: createRegistrationService(deps),
    passwordLogin,
    loginCodes: createLoginCodeService(deps, guard, secondStep),
    passwordReset: createPasswordResetService(deps, guard),
    account: createAccountService(deps),
    supportSignIn: createSupportSignInService(deps),
    verificationCodes: createVerificationCodeService(deps),
  };
  const stepUp = createStepUpService({
    sessions,
    codes: services.verificationCodes,
    twoFactor,
    hasPasskey: async (userId) => (await passkeyRows.countOf(userId)) > 0,
  });
  const passkeys = createPasskeyService({
    ...deps,
    passkeys: passkeyRows,
    ceremonies: createWebAuthnCeremonies({
      passkeys: passkeyRows,
      rp: relyingPartyOf(shared.publicUrl, shared.brandName),
      log: shared.log,
    }),
    stepUp,
    signInPerIp: deps.limits.passkeySignInPerIp,
    checksPerUser: deps.limits.passkeyChecksPerUser,
  });
  const accountPins = createAccountPinService({
    pins: createAccountPinRepository(database.db),
    mail: shared.mail,
    mailContext,
    log: shared.log,
  });
  return {
    name: 'accounts',
    description: 'Registration, log-in, sessions per device, password reset and change, support sign-in',
    privacy: accountsPrivacy,
    /** The user of a valid session token; a 401 for a missing, bad, expired or ended one. */
    /** At once (no promise) for a session kept in memory; a 401 may be thrown or the promise rejected. */
    authenticate: (token: string | undefined): AuthUser | Promise<AuthUser> => sessions.authenticate(token),
    /** The agent of a valid agent session (403 for a customer's session, else 401). */
    authenticateAgent: (token: string | undefined): Promise<AuthUser> => agents.authenticate(token),
    /** A user by id (the support inbox shows who a customer is). */
    /** Writes down a call made in a session from a support sign-in link (who, what, when). */
    recordAssistedCall: (user: AuthUser, call: { method: string; path: string; ip: string }) =>
      supportAudit.record({
        userId: user.id,
        action: 'assisted_call',
        ip: call.ip,
        sessionId: user.sessionId,
        call: `${call.method} ${call.path}`,
      }),
    findUser: (id: string): Promise<UserRecord | undefined> => users.findById(id),
    /** Ends every session of a user, copied tokens included (the care console); answers how many. */
    endAllSessions: (userId: string): Promise<number> => sessions.endAllSessions(userId),
    /**
     * Calls `listener` whenever a user's sessions or details change, in any process (logout,
     * devices signed out, password or role changes): live connections check their session then.
     */
    onUserChanged: (listener: (userId: string) => void): void => cache.onUserChanged(listener),
    /** A user's details were changed outside this module (the profile): kept sessions are read again. */
    userChanged: (userId: string): Promise<void> => cache.userChanged(userId),
    /** A support agent's single-use sign-in link for one customer (`npm run crm-link`). */
    createSupportLink: (email: string) => services.supportSignIn.createLink(email),
    /** Gives an account a staff role (`npm run create-agent`) and a link to choose a password. */
    createAgent: (email: string, names: { firstName: string; lastName: string }, role?: StaffRole) =>
      invitations.createAgent(email, names, role),
    /** An admin's invitation of a staff member (the care console): account, role, mailed link. */
    inviteStaff: invitations.inviteStaff,
    /** Every staff member (the care console). */
    listStaff: invitations.listStaff,
    /** An admin's changes of a staff account: role, suspend, reinstate, deactivate, withdraw (decision 044). */
    staffAccounts,
    /** Emailed verification codes: send (resends wait 30 s), confirm (single use, 5 tries, 10 minutes). */
    verificationCodes: services.verificationCodes,
    /** The current password before an email change: a 400 at `currentPassword` when wrong (rate limited). */
    verifyPasswordForEmailChange: services.account.verifyPasswordForEmailChange,
    /** Support's check of the account PIN a caller read out (decision 042); the caller limits tries. */
    checkAccountPin: accountPins.check,
    /** Whether the session proved a second factor recently: `stepUp: true` endpoints need it. */
    hasFreshStepUp: (user: AuthUser): boolean => stepUp.isFresh(user),
    /** After an email change: login codes and reset links mailed to the old address stop working. */
    retireMailedSecrets: services.account.retireMailedSecrets,
    registerRoutes(router: Router<AuthUser>) {
      registerAuthRoutes(router, services);
      registerAccountRoutes(router, services.account);
      registerSessionRoutes(router, sessions);
      registerLanguageRoutes(
        router,
        createLanguageService({ languages: createLanguageRepository(database.db), cache }),
      );
      registerStepUpRoutes(router, stepUp);
      registerTwoFactorRoutes(router, twoFactor);
      registerAccountPinRoutes(router, accountPins);
      registerPasskeyRoutes(router, passkeys, history);
      registerAgentAuthRoutes(router, agents);
    },
    async register(app: FastifyInstance) {
      // Warms the dummy hash so the first unknown-email login is not slower than the rest.
      await services.passwordLogin.prepare();
      await registerSupportLinkRoutes(app, services.supportSignIn, supportToolKey(secrets.jwtSecret));
      registerAgentToolRoutes(app, invitations, supportToolKey(secrets.jwtSecret));
    },
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
