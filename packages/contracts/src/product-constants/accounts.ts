import { OTP_DEFAULT_LENGTH } from '../constants';

// One-time login codes, single-use links, sessions and verification codes (docs/decisions/005, 011).
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
/** Different new addresses an account may have email-change codes mailed to in an hour. */
export const EMAIL_CHANGE_ADDRESSES_PER_HOUR = 3;
/** Wrong tries after which a verification code is dead. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A session's "last active" is written at most this often (one write per session per interval). */
export const SESSION_TOUCH_SECONDS = 60;
/** How long a proven second factor (step-up) lets the session make protected changes (SIM change). */
export const STEP_UP_MINUTES = 10;
/** Recovery codes made when the authenticator app is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Digits of an authenticator app's code (RFC 6238 as the app shows it). */
export const TOTP_CODE_LENGTH = 6;

// Passkeys (WebAuthn) and the sign-in history (docs/decisions/030).
/** How long a passkey ceremony's challenge works (it is single use). */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** Passkeys one account may hold. */
export const PASSKEYS_PER_USER = 10;
/** Characters of a passkey's name. */
export const PASSKEY_NAME_MAX_LENGTH = 50;
/** Sign-ins the Security card lists, newest first. */
export const SIGN_INS_SHOWN = 10;
/** How long a sign-in stays in the history. */
export const SIGN_IN_HISTORY_DAYS = 90;
/** The digits of an account PIN (read to support to verify a caller; decision 042). */
export const ACCOUNT_PIN_MIN_DIGITS = 4;
export const ACCOUNT_PIN_MAX_DIGITS = 8;
