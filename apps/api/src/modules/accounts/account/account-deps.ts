import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import type { RateLimiter } from '../../../lib/rate-limiter';
import type { SecretHasher } from '../../../lib/secret-tokens';
import type { LinkTokenRepository } from './link-token-repository';
import type { LoginCodeRepository } from '../sign-in/login-code-repository';
import type { SupportAuditRepository } from '../support-link/support-audit-repository';
import type { UserRepository } from './user-repository';
import type { VerificationCodeRepository } from '../verification-codes/verification-code-repository';
import type { AuthLimits, SlowdownTiming } from '../sign-in/auth-limits';
import type { SessionService } from '../sessions/session-service';
import type { Mailing } from '../../../lib/mail';

/** What the account services share; built once in accounts-module.ts. */
export type AccountDeps = Mailing & {
  users: UserRepository;
  loginCodes: LoginCodeRepository;
  verificationCodes: VerificationCodeRepository;
  linkTokens: LinkTokenRepository;
  supportAudit: SupportAuditRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  /**
   * The counters of one account's security (the guard's): in PostgreSQL always, so the bound holds
   * when Redis goes away or comes back (decision 045).
   */
  accountLimiter: RateLimiter;
  limits: AuthLimits;
  /** The wait of a try past a per-account threshold. */
  slowdown: SlowdownTiming;
  /** Work done after the answer (the mails of code and reset requests, attack notices). */
  jobs: JobQueue;
  /** Keyed hash for codes and link tokens. */
  secrets: SecretHasher;
  log: Log;
};

/** Emails are compared and counted without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function minutesFromNow(minutes: number, now = new Date()): Date {
  return new Date(now.getTime() + minutes * 60_000);
}
