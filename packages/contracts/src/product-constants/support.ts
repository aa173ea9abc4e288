// Support chat (docs/decisions/012-support-chat.md).
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
