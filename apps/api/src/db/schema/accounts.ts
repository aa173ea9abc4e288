/** Accounts: customers, their one-time login codes and single-use links, support sign-in audit. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** 'agent': support staff, made by `npm run create-agent` (docs/decisions/012). */
    role: text('role', { enum: ['customer', 'agent'] })
      .notNull()
      .default('customer'),
    /** Bumped to end every session at once (logout everywhere, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** The owning customer of a row; the row goes when the customer is deleted. */
export const userIdColumn = () =>
  uuid('user_id')
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
    createdAt: createdAt(),
  },
  (t) => [index('support_audit_user_idx').on(t.userId, t.createdAt)],
);
