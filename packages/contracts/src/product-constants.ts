/**
 * Our own product rules where SPEC §9 is silent (see docs/decisions/005): one-time login codes,
 * single-use links and sessions. SPEC §9 constants stay in constants.ts.
 */
import { OTP_DEFAULT_LENGTH } from './constants';

/** Digits of an emailed one-time login code (the OTP input's length, SPEC §9). */
export const LOGIN_CODE_LENGTH = OTP_DEFAULT_LENGTH;
/** How long a login code works. */
export const LOGIN_CODE_MINUTES = 10;
/** Wrong tries after which a login code is dead. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;
/** How long a support agent's sign-in link works. */
export const SUPPORT_LINK_MINUTES = 15;
/** How long a session lasts (the token's `exp`, SPEC §3): 7 days. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

// Support chat (docs/decisions/012-support-chat.md)
/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages one conversation may send per minute (the rest are refused with 429). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Conversations one address may start per hour without an account. */
export const CHAT_STARTS_PER_HOUR = 10;
/** Messages a conversation shows (the newest ones). */
export const CHAT_HISTORY_LIMIT = 200;
/** How long an agent's session lasts: one working day. */
export const AGENT_SESSION_TTL_SECONDS = 12 * 60 * 60;
/** Recent orders an agent sees beside a conversation. */
export const AGENT_RECENT_ORDERS = 5;
/** Polling interval when the live connection is not available: panel open, panel closed. */
export const CHAT_POLL_MS = { open: 5000, closed: 30000 } as const;
