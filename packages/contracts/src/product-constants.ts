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

/** How long a session opened by a support sign-in link lasts (it is not renewed by use or a restart). */
export const ASSISTED_SESSION_TTL_SECONDS = 60 * 60;

/** The newest calls of a support session that the customer's sessions list shows with it. */
export const ASSISTED_CALLS_LISTED = 100;

/** How long an emailed verification code works (new email address, turning Number Lock off). */
export const VERIFICATION_CODE_MINUTES = 10;
/** Wrong tries after which a verification code is dead. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A session's "last active" is written at most this often (one write per session per interval). */
export const SESSION_TOUCH_SECONDS = 60;
/** Countries offered first in the phone country picker, in this order (the rest follow by name). */
export const PHONE_COUNTRIES_FIRST = ['US', 'GB'] as const;
/** The most orders one page of the order history holds (the full view loads more on request). */
export const ORDER_HISTORY_PAGE_MAX = 50;
/**
 * The years the order history's `from` and `to` may name: no order is older than the first, and
 * the database stores every instant between them the way JavaScript writes it (year 0 it refuses).
 */
export const ORDER_HISTORY_YEARS = { first: 1970, last: 9999 } as const;

// Lines, SIMs, devices and port-in (docs/decisions/010)

/** The longest line nickname (SPEC §5 only requires one). */
export const NICKNAME_MAX_LENGTH = 30;
/** Digits of an IMEI that name the device model: the type allocation code. */
export const TAC_LENGTH = 8;
/** Eligibility checks a customer may run per hour, and per client address (they reveal whether a number is live). */
export const PORT_CHECKS_PER_HOUR = { customer: 10, address: 30 } as const;

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

/** Orders one recovery run looks at; the next run takes the rest. */
export const ORDER_RECOVERY_BATCH = 50;

/** A paid order whose line still cannot be opened this long after it was placed is refunded and failed. */
export const ORDER_GIVE_UP_MINUTES = 30;

/** The brand's time zone: dates on the pages the server renders (the browser shows the customer's own). */
export const BRAND_TIME_ZONE = 'America/New_York';
