/**
 * Types the accounts module shares with the others (besides its face, accounts-module.ts):
 * who a session belongs to.
 */
import type { users } from '../../db/schema/accounts';

export type UserRecord = typeof users.$inferSelect;

/** The user behind a valid session token, the session (device) it names, and whether support signed in. */
export type AuthUser = UserRecord & {
  assisted: boolean;
  sessionId: string;
  sessionExpiresAt: Date;
  /** When this session last proved a second factor (step-up); null if never. */
  steppedUpAt: Date | null;
};

/** The logged-in customer as the shop, payments and lines see them (a subset of the session's user). */
export type Customer = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'lastName' | 'zipCode'> &
  /** The address before a recent email change (a session's user has it; the address of record). */
  Partial<Pick<UserRecord, 'previousEmail' | 'emailChangedAt'>> &
  /** The account's language (decision 053): the mails are written in it (decision 058). */
  Partial<Pick<UserRecord, 'language'>> &
  /** The session (device) of the call, when there is one: consents record where they were given. */
  Partial<Pick<AuthUser, 'sessionId'>>;

/** Who is calling, as a session records it: the address (for rate limits) and the browser. */
export type ClientInfo = { ip: string; userAgent: string | undefined };

/** What an emailed verification code confirms (see verification-code-service.ts). */
export type VerificationPurpose = 'email_change' | 'number_unlock' | 'step_up';
