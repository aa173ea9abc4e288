// Accounts: customers, their sessions (one per signed-in device), one-time login codes, emailed
// verification codes, single-use links, support sign-in audit.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@mvno/contracts/staff-roles';
import { LANGUAGES } from '@mvno/contracts/locales/catalogue';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number'),
    streetNumber: text('street_number'),
    streetDirection: text('street_direction'),
    streetName: text('street_name'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** The language of the customer's pages and, later, mails: 'en-US' or 'es-US' (decision 053). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en-US'),
    /**
     * 'customer', or a staff role (agent, supervisor, catalogue_editor, content_editor, admin:
     * permission sets of @mvno/contracts/staff-roles), made by `npm run create-agent` or a staff
     * invitation (docs/decisions/012, 028).
     */
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /**
     * A staff account's standing (decision 044): `suspended` until an admin reinstates it,
     * `deactivated` for good. Sign-in and every staff call need `active`. Customers stay `active`.
     */
    staffStatus: text('staff_status', { enum: ['active', 'suspended', 'deactivated'] })
      .notNull()
      .default('active'),
    /** Bumped to end every support-inbox (agent) session at once; customer sessions are rows of `sessions`. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The address before the last confirmed email change, and when it changed: for a grace period
     * (EMAIL_OF_RECORD_GRACE_DAYS) Number Lock codes and notices still go to the previous address.
     */
    previousEmail: text('previous_email'),
    emailChangedAt: timestamp('email_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_care_last_first_idx') // the care search (decision 111): prefix ranges in the hits' order
      .on(sql`lower(${t.lastName}) collate "C"`, sql`lower(${t.firstName}) collate "C"`, t.id)
      .where(sql`${t.role} = 'customer'`),
    index('users_care_first_last_idx')
      .on(sql`lower(${t.firstName}) collate "C"`, sql`lower(${t.lastName}) collate "C"`, t.id)
      .where(sql`${t.role} = 'customer'`),
    index('users_contact_number_idx').on(t.contactNumber),
  ],
);

/** The owning customer of a row; the row goes when the customer is deleted. */
export const userIdColumn = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One-time login codes (6 digits), stored as a keyed hash; see docs/decisions/005. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, or replaced by a newer one. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use links (password reset, support sign-in), stored as a keyed hash of the token. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    purpose: text('purpose', { enum: ['password_reset', 'support_sign_in'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('link_tokens_hash_idx').on(t.tokenHash),
    index('link_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** What support staff did in a customer's name; kept when the customer is deleted. */
export const supportAudit = pgTable(
  'support_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    ip: text('ip'),
    /** `assisted_call`: the assisted session that made the call, and the call ("POST /app/..."). */
    sessionId: uuid('session_id'),
    call: text('call'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_audit_user_idx').on(t.userId, t.createdAt),
    index('support_audit_session_idx').on(t.sessionId, t.createdAt),
  ],
);

/**
 * One row per signed-in device. The session token names its row (`sid`); a token is accepted
 * only while its row is neither ended nor expired. See docs/decisions/011.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** A support agent's session (support sign-in). */
    assisted: boolean('assisted').notNull().default(false),
    /** The browser's User-Agent at sign-in (cut to 512 characters). */
    userAgent: text('user_agent'),
    /** Browser, system and device type from the user agent: a device seen before has the same key. */
    deviceKey: text('device_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute by the session check. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the device was signed out (logout, sign-out from Settings, password change or reset). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * When this session last proved a second factor (step-up); protected changes need it within
     * STEP_UP_MINUTES. Never carried over to another session.
     */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.endedAt)],
);

/**
 * Codes emailed to confirm something (a new email address, turning Number Lock off, a step-up),
 * stored as a keyed hash. `subject` is what the code confirms: the new address, the line's id, or
 * the session's id.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    purpose: text('purpose', { enum: ['email_change', 'number_unlock', 'step_up'] }).notNull(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * A customer's authenticator app (TOTP, RFC 6238; decision 026): the shared secret sealed with
 * DATA_ENCRYPTION_KEY, in use once confirmed with a code. `lastStep` is the newest time step a code
 * was accepted for, so a code works once.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes of the authenticator app, kept only as a keyed hash; a new set replaces the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A staff member's signed-in session (decision 031): the agent token's id and when the session
 * last made a call. A call after STAFF_IDLE_MINUTES without one is refused (401) and ends it.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenId: text('token_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/**
 * A customer's passkeys (WebAuthn credentials; docs/decisions/030): the credential id and COSE
 * public key as base64url, the signature counter last seen (a clone's lower counter is refused).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (`internal`, `hybrid`, `usb`...), comma separated. */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    /** Synced by the platform rather than kept on one device. */
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenge of a passkey ceremony, kept by the server: single use (taken with a conditional
 * update), valid PASSKEY_CHALLENGE_SECONDS. Adding a passkey and a step-up belong to a session;
 * a sign-in to nobody yet.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['register', 'sign_in', 'step_up'] }).notNull(),
    challenge: text('challenge').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_challenge_idx').on(t.challenge),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The sign-in history (Settings, Security): when, how, the device's user agent, and the network
 * the sign-in came from (never the full address: lib/network-place.ts). Kept SIGN_IN_HISTORY_DAYS.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    sessionId: uuid('session_id'),
    method: text('method', { enum: ['password', 'code', 'passkey', 'registration', 'support'] }).notNull(),
    userAgent: text('user_agent'),
    place: text('place'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A customer's account PIN (decision 042): read to support to verify a caller who cannot read the
 * mailed code; kept only as an argon2id hash. No row: no PIN.
 */
export const accountPins = pgTable('account_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
