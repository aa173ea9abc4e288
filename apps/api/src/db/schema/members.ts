/**
 * Family accounts (decision 072). The account is its owner (the user whose lines they are); a
 * membership gives another user a role on one of those lines (a manager's covers every line of the
 * account). Nothing is edited back: a membership ends with `endedAt` and why; a request moves from
 * pending once, and every move is a row of `line_request_events`.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { subscriptionLines } from './lines';

const roles = ['manager', 'member', 'viewer'] as const;

export const accountMembers = pgTable(
  'account_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userIdColumn('owner_id'),
    memberId: userIdColumn('member_id'),
    /** The line the member uses; a manager's membership still names the line they were invited to. */
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** How it ended; `transferred`: the line was given to someone (decision 080). */
    endedHow: text('ended_how', { enum: ['removed', 'left', 'transferred'] }),
  },
  (t) => [
    // One active membership per person and account.
    uniqueIndex('account_members_active')
      .on(t.ownerId, t.memberId)
      .where(sql`${t.endedAt} is null`),
    index('account_members_member').on(t.memberId),
  ],
);

/** An emailed invitation: a single-use link whose token is kept only as a keyed hash. */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userIdColumn('owner_id'),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: roles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by'),
  },
  (t) => [index('member_invitations_owner').on(t.ownerId)],
);

/**
 * A member's request on their line, answered by the owner or a manager: a data add-on (`top_up`), a
 * plan change (`plan_change`, decision 088) or a new data cap (`data_cap`, decision 088).
 */
export const lineRequests = pgTable(
  'line_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userIdColumn('owner_id'),
    requesterId: userIdColumn('requester_id'),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['top_up', 'plan_change', 'data_cap'] }).notNull(),
    /** A `top_up` request's add-on. */
    topUpId: text('top_up_id'),
    /** A `plan_change` request's plan, and whether now or at the next renewal (decision 088). */
    planId: uuid('plan_id'),
    planWhen: text('plan_when', { enum: ['now', 'renewal'] }),
    /** A `data_cap` request's cap in GB a period; 0 asks for no cap (decision 088). */
    capGb: integer('cap_gb'),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'expired', 'withdrawn'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    /**
     * For an approved request: the charge's outcome and its order-history row (`none`: nothing was
     * charged now, a data cap or a plan change at the next renewal; decision 088).
     */
    charged: text('charged', { enum: ['paid', 'failed', 'none'] }),
    transactionId: uuid('transaction_id'),
  },
  (t) => [
    // One waiting request per line.
    uniqueIndex('line_requests_pending')
      .on(t.lineId)
      .where(sql`${t.status} = 'pending'`),
    index('line_requests_owner').on(t.ownerId, t.status),
    index('line_requests_requester').on(t.requesterId),
  ],
);

/** Every change of a request's state, with when and who (null: the clock, for an expiry). */
export const lineRequestEvents = pgTable(
  'line_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => lineRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byUserId: uuid('by_user_id'),
  },
  (t) => [index('line_request_events_request').on(t.requestId)],
);

/**
 * An owner's offer of a line to a member of it (decision 080): pending until the member accepts (the
 * line's owner becomes the member, in the same transaction), declines, the owner withdraws it, or it
 * expires. One waiting offer per line; moved from pending once.
 */
export const lineTransfers = pgTable(
  'line_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    fromId: userIdColumn('from_id'),
    toId: userIdColumn('to_id'),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The new owner's consent to the automatic renewal: when, and the terms' version they were shown. */
    renewalConsentAt: timestamp('renewal_consent_at', { withTimezone: true }),
    renewalTermsVersion: text('renewal_terms_version'),
  },
  (t) => [
    uniqueIndex('line_transfers_pending')
      .on(t.lineId)
      .where(sql`${t.status} = 'pending'`),
    index('line_transfers_from').on(t.fromId),
    index('line_transfers_to').on(t.toId),
  ],
);
