import type { LimitRule } from '../../../lib/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Defaults sized for people, not scripts. Per-account limits are tight; per-IP limits are
 * looser because many customers can share one address (offices, carrier NAT).
 */
export const DEFAULT_AUTH_LIMITS = {
  /** Password login attempts per account and IP; a successful login clears it. */
  loginPerAccountIp: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  registerPerIp: { max: 30, windowMs: HOUR },
  /** The resend limit of one-time codes. */
  codeRequestPerEmail: { max: 5, windowMs: HOUR },
  codeRequestPerIp: { max: 30, windowMs: HOUR },
  codeCheckPerIp: { max: 30, windowMs: 15 * MINUTE },
  resetRequestPerEmail: { max: 5, windowMs: HOUR },
  resetRequestPerIp: { max: 30, windowMs: HOUR },
  /** Current-password checks when changing it, per user (a stolen session cannot brute-force it). */
  passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE },
  supportLinkPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Current-password checks of an email change, per user. */
  emailChangePerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Verification codes mailed per user (new email address, Number Lock off), resends included. */
  verificationSendPerUser: { max: 10, windowMs: HOUR },
  /** Authenticator app and recovery codes entered per user (a 6-digit code has a million values). */
  totpChecksPerUser: { max: 10, windowMs: 15 * MINUTE },
  /** Passkey sign-in calls (options and answers) per address: each keeps a challenge a few minutes. */
  passkeySignInPerIp: { max: 100, windowMs: 15 * MINUTE },
  /** Passkey step-up answers per user. */
  passkeyChecksPerUser: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Per account, whatever the address (decision 013): past `max` tries in the window each further
   * try is answered more slowly and the owner is mailed once. Never a refusal, so an attacker
   * cannot lock the owner out. Password tries count before the password is checked; a right
   * password gives its try back (decision 045).
   */
  passwordSlowdownPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords per account in an hour, whatever the address: counted before the check (so
   * parallel tries cannot slip past), given back when the password was right (decision 045),
   * kept in PostgreSQL across Redis outages. Past it no password of that account is checked: a
   * customer signs in with an emailed code, staff with an emailed code then the password, until
   * the hour is over. Bounds guessing to this many an hour (OWASP ASVS asks for at most 100)
   * without locking the owner out.
   */
  passwordChecksPerAccount: { max: 10, windowMs: HOUR },
  codeEntrySlowdownPerAccount: { max: 5, windowMs: 15 * MINUTE },
  codeRequestSlowdownPerAccount: { max: 3, windowMs: HOUR },
  resetRequestSlowdownPerAccount: { max: 3, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

export type AuthLimits = Record<keyof typeof DEFAULT_AUTH_LIMITS, LimitRule>;
export type LimitName = keyof AuthLimits;

export function resolveAuthLimits(overrides: Partial<AuthLimits> = {}): AuthLimits {
  return { ...DEFAULT_AUTH_LIMITS, ...overrides };
}

/** The wait of a slowed try: `firstMs` for the first try past the threshold, doubling up to `maxMs`. */
export type SlowdownTiming = { firstMs: number; maxMs: number };

export const DEFAULT_SLOWDOWN: SlowdownTiming = { firstMs: 500, maxMs: 8_000 };

/** The wait of the `over`-th try past the threshold (1 for the first). */
export function slowdownMs(over: number, { firstMs, maxMs }: SlowdownTiming): number {
  if (over <= 0) return 0;
  return Math.min(maxMs, firstMs * 2 ** Math.min(over - 1, 30));
}
