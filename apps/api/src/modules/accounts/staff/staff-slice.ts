import { LOGIN_CODE_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { AGENT_SESSION_TTL_SECONDS } from '@mvno/contracts/product-constants/support';
import type { Db } from '../../../db/client';
import { createAgentTokens } from '../../../lib/agent-tokens';
import type { Clock } from '../../../lib/clock';
import { deriveKey } from '../../../lib/secret-tokens';
import type { AccountDeps } from '../account/account-deps';
import type { SessionCache } from '../sessions/session-cache';
import type { AccountGuard } from '../sign-in/account-guard';
import type { PasswordLoginService } from '../sign-in/password-login-service';
import { createAgentSignInService } from './agent-sign-in-service';
import { createStaffAccountRepository } from './staff-account-repository';
import { createStaffAccountService } from './staff-account-service';
import { createStaffInvitationService } from './staff-invitation-service';
import { createStaffSessionRepository } from './staff-session-repository';

/** Staff: the console's sign-in and sessions, invitations, and an admin's changes of a staff account. */
export function createStaff(
  deps: AccountDeps,
  signIn: { guard: AccountGuard; passwordLogin: PasswordLoginService },
  { db, jwtSecret, clock, cache }: { db: Db; jwtSecret: string; clock: Clock; cache: SessionCache },
) {
  return {
    agents: createAgentSignInService({
      ...deps,
      guard: signIn.guard,
      passwordLogin: signIn.passwordLogin,
      agentTokens: createAgentTokens(deriveKey(jwtSecret, 'agent-session'), AGENT_SESSION_TTL_SECONDS),
      challenges: createAgentTokens(deriveKey(jwtSecret, 'agent-challenge'), LOGIN_CODE_MINUTES * 60),
      staffSessions: createStaffSessionRepository(db),
      now: clock.now,
    }),
    invitations: createStaffInvitationService(deps),
    staffAccounts: createStaffAccountService({ staffAccounts: createStaffAccountRepository(db), cache }),
  };
}
