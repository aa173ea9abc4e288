import type { Agent, AgentSession } from '@mvno/contracts/api/agent-auth';
import type { MessageResponse } from '@mvno/contracts/api/auth';
import { MESSAGES } from '@mvno/contracts/messages';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { STAFF_IDLE_MINUTES } from '@mvno/contracts/product-constants/care';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { isStaffRole, permissionsOf } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { generateLoginCode } from '../../../lib/secret-tokens';
import type { AgentTokens } from '../../../lib/agent-tokens';
import type { AuthUser, UserRecord } from '../accounts-types';
import { verifyPassword } from '../../../lib/password-hasher';
import { minutesFromNow, normalizeEmail, type AccountDeps } from '../account/account-deps';
import { agentCodeFirstMail, agentCodeMail } from '../account/account-mails';
import type { StaffSessionRepository } from './staff-session-repository';
import type { AccountGuard } from '../sign-in/account-guard';
import type { PasswordLoginService } from '../sign-in/password-login-service';

export type AgentSignInDeps = AccountDeps & {
  passwordLogin: PasswordLoginService;
  /** The per-account slowdowns of code requests and entries (decision 013). */
  guard: AccountGuard;
  /** Signs agent sessions, with a key of their own: no customer token passes as one. */
  agentTokens: AgentTokens;
  /** Signs the short-lived proof that the password step passed. */
  challenges: AgentTokens;
  /** When each staff session last made a call: STAFF_IDLE_MINUTES without one ends it (decision 031). */
  staffSessions: StaffSessionRepository;
  /** The clock the idle time is measured by (the app's; tests move it). */
  now: () => Date;
};

const IDLE_MS = STAFF_IDLE_MINUTES * 60 * 1000;

/** A staff member's public face; only called for a user whose role is a staff role. */
export function toAgent(user: UserRecord): Agent {
  const role = isStaffRole(user.role) ? user.role : 'agent';
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role,
    permissions: permissionsOf(role),
  };
}

/** A code entry's answer when there is no live code to count a wrong try against. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

export const AGENT_CODE_MAIL_JOB = 'agent-code-mail';

const codeOrPasswordWrong = () =>
  new AppError('UNAUTHORIZED', STAFF_MESSAGES.signIn.codeOrPasswordWrong, {
    fieldErrors: [{ field: 'code', message: STAFF_MESSAGES.signIn.codeOrPasswordWrong }],
  });

const signInExpired = () => new AppError('BAD_REQUEST', PRODUCT_MESSAGES.support.agentSignInExpired);
const badCode = () =>
  new AppError('VALIDATION', PRODUCT_MESSAGES.accounts.badCode, {
    fieldErrors: [{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }],
  });

/**
 * Support agents sign in in two steps: their password (under the login limits), then the code
 * mailed to them. The first step answers a challenge, signed and short-lived, that the second
 * step must bring back; a wrong password, an unknown address and a customer account all get the
 * same answer as a failed customer login.
 */
export function createAgentSignInService(deps: AgentSignInDeps) {
  const unauthorized = () => new AppError('UNAUTHORIZED', MESSAGES.api.unauthorized);

  // The code of the console's other way in, made and mailed after the answer (the same answer and
  // work for every address); an address without a staff account is mailed nothing.
  deps.jobs.define<{ email: string }>(
    AGENT_CODE_MAIL_JOB,
    async ({ email }) => {
      const user = await deps.users.findByEmail(normalizeEmail(email));
      if (!user || !isStaffRole(user.role) || user.staffStatus !== 'active') return;
      const code = generateLoginCode();
      await deps.loginCodes.replace(user.id, deps.secrets.hash(code), minutesFromNow(LOGIN_CODE_MINUTES));
      await deps.mail.send(agentCodeFirstMail(user.email, code, LOGIN_CODE_MINUTES, deps.mailContext));
    },
    { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 60 },
  );

  async function openSession(user: UserRecord): Promise<AgentSession> {
    const { token, tokenId, expiresAt } = await deps.agentTokens.issue({
      userId: user.id,
      tokenVersion: user.tokenVersion,
    });
    const at = deps.now();
    await deps.staffSessions.start(tokenId, user.id, at, new Date(at.getTime() - IDLE_MS));
    return { token, expiresAt: expiresAt.toISOString(), agent: toAgent(user) };
  }

  return {
    async start(
      email: string,
      password: string,
      ip: string,
    ): Promise<MessageResponse & { challenge: string }> {
      // A customer account is answered as a wrong password (its try stays counted), and so is a
      // deactivated staff account.
      const user = await deps.passwordLogin.checkPassword(email, password, ip, 'staff');
      if (user.staffStatus === 'deactivated')
        throw new AppError('UNAUTHORIZED', PRODUCT_MESSAGES.accounts.wrongCredentials);
      // The right password of a suspended member: told plainly, and no code is mailed.
      if (user.staffStatus === 'suspended')
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.care.staffSuspendedSignIn);
      const code = generateLoginCode();
      await deps.loginCodes.replace(user.id, deps.secrets.hash(code), minutesFromNow(LOGIN_CODE_MINUTES));
      await deps.mail.send(agentCodeMail(user.email, code, LOGIN_CODE_MINUTES, deps.mailContext));
      const { token } = await deps.challenges.issue({
        userId: user.id,
        tokenVersion: user.tokenVersion,
      });
      return { message: PRODUCT_MESSAGES.accounts.codeSent, challenge: token };
    },

    async finish(challenge: string, code: string, ip: string): Promise<AgentSession> {
      await deps.limiter.consume('code-check-ip', deps.limits.codeCheckPerIp, ip);
      const claims = await deps.challenges.verify(challenge);
      const user = claims ? await deps.users.findById(claims.userId) : undefined;
      if (
        !claims ||
        !user ||
        !isStaffRole(user.role) ||
        user.staffStatus !== 'active' ||
        user.tokenVersion !== claims.tokenVersion
      )
        throw signInExpired();
      const now = new Date();
      const active = await deps.loginCodes.findActive(user.id, now, LOGIN_CODE_MAX_ATTEMPTS);
      if (!active) throw badCode();
      if (!deps.secrets.matches(code, active.codeHash)) {
        await deps.loginCodes.countWrongTry(active.id);
        throw badCode();
      }
      if (!(await deps.loginCodes.consume(active.id, now))) throw badCode();
      return openSession(user);
    },

    /**
     * The console's other way in (decision 045), open whatever the password bound says: a code
     * mailed to the staff address first, then the code and the password together. The password
     * is checked only behind a live code, so past the bound of wrong passwords only the mailbox's
     * owner can try it, at most LOGIN_CODE_MAX_ATTEMPTS times a code; two factors as ever.
     */
    async requestCode(email: string, ip: string): Promise<MessageResponse> {
      const address = normalizeEmail(email);
      await deps.limiter.consume('code-request-ip', deps.limits.codeRequestPerIp, ip);
      await deps.limiter.consume('code-request-email', deps.limits.codeRequestPerEmail, address);
      await deps.guard.slowDown('code-request', address);
      await deps.jobs.send(AGENT_CODE_MAIL_JOB, { email: email.trim() });
      return { message: PRODUCT_MESSAGES.accounts.codeSent };
    },

    async signInWithCode(email: string, code: string, password: string, ip: string): Promise<AgentSession> {
      await deps.limiter.consume('code-check-ip', deps.limits.codeCheckPerIp, ip);
      await deps.guard.slowDown('code-entry', email);
      const now = new Date();
      const found = await deps.loginCodes.findActiveByEmail(email, now, LOGIN_CODE_MAX_ATTEMPTS);
      const active =
        found && isStaffRole(found.user.role) && found.user.staffStatus === 'active' ? found : undefined;
      const codeMatches = active ? deps.secrets.matches(code, active.code.codeHash) : false;
      // The password is checked only behind the right code; a wrong one costs the code a try.
      const user = active?.user;
      if (
        !active ||
        !user?.passwordHash ||
        !codeMatches ||
        !(await verifyPassword(user.passwordHash, password))
      ) {
        await deps.loginCodes.countWrongTry(active?.code.id ?? NO_ID);
        throw codeOrPasswordWrong();
      }
      if (!(await deps.loginCodes.consume(active.code.id, now))) throw codeOrPasswordWrong();
      return openSession(user);
    },

    /**
     * The agent of a valid agent session. A customer's valid session is a 403 (signed in, but
     * not as an agent); anything else, a demoted agent or an ended session is a 401.
     */
    async authenticate(token: string | undefined): Promise<AuthUser> {
      if (!token) throw unauthorized();
      const claims = await deps.agentTokens.verify(token);
      if (!claims) {
        const customer = await Promise.resolve()
          .then(() => deps.sessions.authenticate(token))
          .catch(() => undefined);
        if (customer) throw new AppError('FORBIDDEN', PRODUCT_MESSAGES.support.agentsOnly);
        throw unauthorized();
      }
      const user = await deps.users.findById(claims.userId);
      // The role and standing are read on every call: a demotion or a suspension counts at once.
      if (
        !user ||
        !isStaffRole(user.role) ||
        user.staffStatus !== 'active' ||
        user.tokenVersion !== claims.tokenVersion
      )
        throw unauthorized();
      // Idle for STAFF_IDLE_MINUTES (no call, whatever the page does): the session is over.
      const at = deps.now();
      if (!(await deps.staffSessions.touch(claims.tokenId, at, new Date(at.getTime() - IDLE_MS))))
        throw unauthorized();
      // An agent session is no row of `sessions`: the token's own id and expiry stand for it.
      return {
        ...user,
        assisted: false,
        sessionId: claims.tokenId,
        sessionExpiresAt: claims.expiresAt,
        steppedUpAt: null,
      };
    },

    /**
     * Ends the agent's sessions at once: the token version moves on, so every agent token of the
     * account (this one and any copy) is refused by the next call and the next socket check.
     */
    async logout(user: AuthUser): Promise<MessageResponse> {
      await deps.users.bumpTokenVersion(user.id);
      await deps.staffSessions.endAll(user.id);
      return { message: PRODUCT_MESSAGES.accounts.loggedOut };
    },
  };
}

export type AgentSignInService = ReturnType<typeof createAgentSignInService>;
