/**
 * Accounts: registration, every way to log in, sessions (one per device, listed and ended from
 * Settings), password reset and change, logout, emailed verification codes, and support sign-in
 * (the agent's single-use link and the assisted session it opens). Each slice builds its services
 * and registers its routes; this file composes them and is the module's face.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@mvno/contracts/staff-roles';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import { systemClock, type Clock } from '../../lib/clock';
import { deriveKey } from '../../lib/secret-tokens';
import type { Secrets } from '../../secrets';
import type { AuthUser, UserRecord } from './accounts-types';
import { accountsPrivacy } from './accounts-privacy';
import { createAccountCore, type AccountCoreInput } from './account/account-slice';
import { registerAccountRoutes } from './account/account-routes';
import { createAccountService } from './account/account-service';
import { registerAccountPinRoutes } from './account-pin/account-pin-routes';
import { createAccountPinRepository } from './account-pin/account-pin-repository';
import { createAccountPinService } from './account-pin/account-pin-service';
import { createPasskeyRepository } from './passkeys/passkey-repository';
import { registerPasskeyRoutes } from './passkeys/passkey-routes';
import { createPasskeys } from './passkeys/passkeys-slice';
import { registerPasswordResetRoutes } from './password-reset/password-reset-routes';
import { createPasswordResetService } from './password-reset/password-reset-service';
import { registerRegistrationRoutes } from './registration/registration-routes';
import { createRegistrationService } from './registration/registration-service';
import { createLanguageRepository } from './language/language-repository';
import { registerLanguageRoutes } from './language/language-routes';
import { createLanguageService } from './language/language-service';
import { registerSessionRoutes } from './sessions/session-routes';
import { registerSignInRoutes } from './sign-in/sign-in-routes';
import { createSignIn } from './sign-in/sign-in-slice';
import { registerAgentAuthRoutes, registerAgentToolRoutes } from './staff/agent-auth-routes';
import { createStaff } from './staff/staff-slice';
import { registerStepUpRoutes } from './step-up/step-up-routes';
import { createStepUpService } from './step-up/step-up-service';
import { registerSupportLinkExchange, registerSupportLinkRoutes } from './support-link/support-link-routes';
import { createSupportSignInService } from './support-link/support-sign-in-service';
import { registerTwoFactorRoutes } from './two-factor/two-factor-routes';
import { createTwoFactor } from './two-factor/two-factor-slice';
import { createVerificationCodeService } from './verification-codes/verification-code-service';

export { SUPPORT_TOOL_HEADER, SUPPORT_TOOL_PATH } from './support-link/support-link-routes';
export { AGENT_TOOL_PATH } from './staff/agent-auth-routes';
export type { AuthLimits, SlowdownTiming } from './sign-in/auth-limits';
export type { ConfirmCodeInput, SendCodeInput } from './verification-codes/verification-code-service';

/** Key of the support-link tool (`npm run crm-link`) for a running server, derived from JWT_SECRET. */
export const supportToolKey = (jwtSecret: string): string => deriveKey(jwtSecret, 'support-link-tool');

export type AccountsDeps = Omit<AccountCoreInput, 'db' | 'jwtSecret'> & {
  database: Database;
  secrets: Pick<Secrets, 'jwtSecret' | 'dataEncryptionKey'>;
  /** The clock of the staff idle timeout (decision 031); the app's, which tests move. */
  clock?: Clock;
};

export function createAccountsModule({ database, secrets, clock = systemClock, ...shared }: AccountsDeps) {
  const { db } = database;
  const { jwtSecret, dataEncryptionKey } = secrets;
  const { brandName, publicUrl } = shared;
  const { cache, history, deps } = createAccountCore({ ...shared, db, jwtSecret });
  const { sessions, supportAudit, users } = deps;
  const { twoFactor, secondStep } = createTwoFactor(deps, { db, jwtSecret, dataEncryptionKey, brandName });
  const signIn = createSignIn(deps, secondStep);
  const { agents, invitations, staffAccounts } = createStaff(deps, signIn, { db, jwtSecret, clock, cache });
  const registration = createRegistrationService(deps);
  const passwordReset = createPasswordResetService(deps, signIn.guard);
  const account = createAccountService(deps);
  const supportSignIn = createSupportSignInService(deps);
  const verificationCodes = createVerificationCodeService(deps);
  const passkeyRows = createPasskeyRepository(db);
  const hasPasskey = async (userId: string) => (await passkeyRows.countOf(userId)) > 0;
  const stepUp = createStepUpService({ sessions, codes: verificationCodes, twoFactor, hasPasskey });
  const passkeys = createPasskeys(deps, { passkeys: passkeyRows, stepUp, publicUrl, brandName });
  const accountPins = createAccountPinService({ pins: createAccountPinRepository(db), ...deps });
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
    createSupportLink: (email: string) => supportSignIn.createLink(email),
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
    verificationCodes,
    /** The current password before an email change: a 400 at `currentPassword` when wrong (rate limited). */
    verifyPasswordForEmailChange: account.verifyPasswordForEmailChange,
    /** Support's check of the account PIN a caller read out (decision 042); the caller limits tries. */
    checkAccountPin: accountPins.check,
    /** Whether the session proved a second factor recently: `stepUp: true` endpoints need it. */
    hasFreshStepUp: (user: AuthUser): boolean => stepUp.isFresh(user),
    /** After an email change: login codes and reset links mailed to the old address stop working. */
    retireMailedSecrets: account.retireMailedSecrets,
    registerRoutes(router: Router<AuthUser>) {
      registerRegistrationRoutes(router, registration);
      registerSignInRoutes(router, signIn);
      registerAccountRoutes(router, account);
      registerPasswordResetRoutes(router, passwordReset);
      registerSupportLinkExchange(router, supportSignIn);
      registerSessionRoutes(router, sessions);
      registerLanguageRoutes(
        router,
        createLanguageService({ languages: createLanguageRepository(db), cache }),
      );
      registerStepUpRoutes(router, stepUp);
      registerTwoFactorRoutes(router, twoFactor);
      registerAccountPinRoutes(router, accountPins);
      registerPasskeyRoutes(router, passkeys, history);
      registerAgentAuthRoutes(router, agents);
    },
    async register(app: FastifyInstance) {
      // Warms the dummy hash so the first unknown-email login is not slower than the rest.
      await signIn.passwordLogin.prepare();
      await registerSupportLinkRoutes(app, supportSignIn, supportToolKey(jwtSecret));
      registerAgentToolRoutes(app, invitations, supportToolKey(jwtSecret));
    },
  };
}

export type AccountsModule = ReturnType<typeof createAccountsModule>;
