/**
 * Customers' lines (numbers and SIMs), their port-in requests with each step's time, the device
 * table of the compatibility check, and the built-in simulated carrier's number registry.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { plans } from './shop';

/**
 * status: active | activating | port_in_pending | port_in_attention | suspended | expired. A line
 * bought with "Bring my number" has a temporary number (`mdn`) until its port completes.
 * The plan runs for a period (`periodStart` to `periodEnd`, PLAN_PERIOD_DAYS from activation and
 * from each renewal); with `autoRenew` it is renewed at `periodEnd`, else the line expires then
 * (decision 017). `reminderSentFor` is the period end whose reminder mail went out. Period times
 * are kept to the millisecond (migration 0011), the precision of the dates the API compares them with.
 */
export const subscriptionLines = pgTable(
  'subscription_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    planId: uuid('plan_id').references(() => plans.id),
    nickname: text('nickname'),
    mdn: text('mdn').notNull(),
    subscriberNumber: text('subscriber_number').notNull(),
    zipCode: text('zip_code').notNull(),
    iccid: text('iccid'),
    imei: text('imei'),
    simType: text('sim_type').notNull().default('esim'),
    activationCode: text('activation_code'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    periodStart: timestamp('period_start', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    periodEnd: timestamp('period_end', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    autoRenew: boolean('auto_renew').notNull().default(true),
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true, precision: 3 }),
    /** The period ends whose 80% and 100% data mails went out (decision 019). */
    usageAlert80For: timestamp('usage_alert_80_for', { withTimezone: true, precision: 3 }),
    usageAlert100For: timestamp('usage_alert_100_for', { withTimezone: true, precision: 3 }),
    /** The last yearly reminder that the plan renews automatically (decision 027); null: none yet. */
    renewalNoticeSentAt: timestamp('renewal_notice_sent_at', { withTimezone: true, precision: 3 }),
    /**
     * The customer's cancellation (decision 027): when service ends (the period end, or the moment
     * of "cancel now"), whether it was "now", and the status the line had, which Undo gives back.
     */
    cancelAt: timestamp('cancel_at', { withTimezone: true, precision: 3 }),
    cancelledNow: boolean('cancelled_now').notNull().default(false),
    statusBeforeCancel: text('status_before_cancel'),
    /** A lost or stolen phone's suspension (decision 027): since when, and the status Resume gives back. */
    lostSuspendedAt: timestamp('lost_suspended_at', { withTimezone: true, precision: 3 }),
    statusBeforeSuspend: text('status_before_suspend'),
    /**
     * An eSIM's profile as the carrier reports it (decision 073): ordered, released, downloaded,
     * installed or failed; null for a physical SIM or a line opened by the built-in carrier. The
     * mail on how to install a profile not installed within a day went out at `esimNudgedAt`.
     */
    esimState: text('esim_state'),
    esimStateAt: timestamp('esim_state_at', { withTimezone: true, precision: 3 }),
    esimNudgedAt: timestamp('esim_nudged_at', { withTimezone: true, precision: 3 }),
    /** The SM-DP+ state last asked for, for a released profile not installed yet (decision 094). */
    esimPolledAt: timestamp('esim_polled_at', { withTimezone: true, precision: 3 }),
    /** When an eSIM profile of the line (or of a new SIM) was first installed, never cleared (decision 107). */
    esimInstalledAt: timestamp('esim_installed_at', { withTimezone: true, precision: 3 }),
    /** When the line was first seen in use by a usage reading, never cleared (decision 114). */
    firstUsedAt: timestamp('first_used_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('subscription_lines_user_idx').on(t.userId),
    index('subscription_lines_period_end_idx').on(t.periodEnd),
    // The care console finds a customer by number, SIM or device (docs/decisions/028).
    index('subscription_lines_mdn_idx').on(t.mdn),
    index('subscription_lines_iccid_idx').on(t.iccid),
    index('subscription_lines_imei_idx').on(t.imei),
    // ...and by the account number the customer reads off their line card (decision 075).
    index('subscription_lines_subscriber_number_idx').on(t.subscriberNumber),
    // The open day's business figures read the lines made since midnight (decision 090).
    index('subscription_lines_created_idx').on(t.createdAt),
    // The eSIM installs and first uses since the KPI page's kept months (decisions 107, 114).
    index('subscription_lines_esim_installed_idx').on(t.esimInstalledAt),
    index('subscription_lines_first_used_idx').on(t.firstUsedAt),
  ],
);

/**
 * The renewal of one line at one period end: one row per (line, period end), made by whoever
 * renews first (the job, Renew now, Pay now). status: open (not paid yet; `attempts` declined
 * tries so far, the next automatic one at `nextAttemptAt`) -> paid | failed (every try declined:
 * the line is suspended; paying it still turns it to paid). `leaseUntil` marks the worker charging
 * it now, as orders do; the charge's idempotency key is `renewal-<id>-<try>`, so a worker that
 * takes over a dead one's try charges under the same key.
 */
export const lineRenewals = pgTable(
  'line_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    periodEnd: timestamp('period_end', { withTimezone: true, precision: 3 }).notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed'] })
      .notNull()
      .default('open'),
    /** Automatic tries declined so far (they set the retry schedule). */
    attempts: integer('attempts').notNull().default(0),
    /** Every charge try so far, automatic or the customer's: the next one's idempotency key is `renewal-<id>-<tries + 1>`. */
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastFailure: text('last_failure'),
    chargeId: text('charge_id'),
    transactionId: uuid('transaction_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('line_renewals_line_period_idx').on(t.lineId, t.periodEnd),
    index('line_renewals_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'open'`),
    // The business figures read the renewals falling due in a month (decision 079).
    index('line_renewals_period_end_idx').on(t.periodEnd),
    // The daily figures find the renewals paid on a day, to move their due day's counts (decision 097).
    index('line_renewals_paid_at_idx').on(t.paidAt),
  ],
);

/**
 * The transfer PIN of a line (port-out authentication, decision 025): one per line, a new one
 * replaces the old. Kept only as a keyed hash; valid until `expiresAt`, once (`usedAt`).
 */
export const transferPins = pgTable('transfer_pins', {
  lineId: uuid('line_id')
    .primaryKey()
    .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
  userId: userIdColumn(),
  pinHash: text('pin_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Every SIM or eSIM change of a line (47 CFR 64.2010 records; decision 026): from which SIM to
 * which, when. The recent ones bound further changes (SIM_CHANGES_PER_LINE); the idempotency key
 * answers a repeated request with the change it made.
 */
export const simChanges = pgTable(
  'sim_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    fromSimType: text('from_sim_type').notNull(),
    fromIccid: text('from_iccid'),
    toSimType: text('to_sim_type', { enum: ['esim', 'psim'] }).notNull(),
    /** Null while the carrier prepares a new eSIM profile (decision 085); set when the number moves. */
    toIccid: text('to_iccid'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The carrier refused the change for good (decision 094): when we learned it and its error code.
     * The line stays on `fromIccid`; the card says so and the customer was mailed once.
     */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusalCode: text('refusal_code'),
  },
  (t) => [
    index('sim_changes_line_idx').on(t.lineId, t.at),
    uniqueIndex('sim_changes_key_idx').on(t.lineId, t.idempotencyKey),
  ],
);

/**
 * A number being brought from another carrier onto a line. status: draft (details missing) ->
 * submitted -> pending -> completed | rejected (`reason`); re-submitting starts a new `attempt`,
 * so a step queued for an earlier attempt does nothing. The PIN is kept only while the old
 * carrier may still ask for it and is erased when the port ends; it and the account number are
 * stored encrypted (AES-256-GCM with DATA_ENCRYPTION_KEY, `lib/field-cipher.ts`).
 */
export const portRequests = pgTable(
  'port_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    msisdn: text('msisdn').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'pending', 'completed', 'rejected'] }).notNull(),
    reason: text('reason'),
    attempt: integer('attempt').notNull().default(0),
    billingAccountNumber: text('billing_account_number'),
    pin: text('pin'),
    /** The account holder at the old carrier; unknown while a bought number's port is a draft. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    zipCode: text('zip_code').notNull(),
    /** One of our partner SIMs the number moves with (no account number and PIN needed). */
    partnerSimIccid: text('partner_sim_iccid'),
    /**
     * The number the line had when the port completed (its temporary number, or its own given up
     * with the customer's confirmation): released at the carrier, again if the step is retried,
     * so it is never left ours on no line (decision 076).
     */
    replacedMdn: text('replaced_mdn'),
    /** When the customer was told the outcome (the completion mail). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('port_requests_user_idx').on(t.userId),
    index('port_requests_line_idx').on(t.lineId),
    index('port_requests_msisdn_idx').on(t.msisdn),
  ],
);

/** The timeline of a port: each status it entered (and detail changes), with the time. */
export const portEvents = pgTable(
  'port_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    portId: uuid('port_id')
      .notNull()
      .references(() => portRequests.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('port_events_port_idx').on(t.portId, t.at),
    // The business figures read a month's port events (decision 079).
    index('port_events_at_idx').on(t.at),
  ],
);

/** The built-in simulated carrier's number registry: a number is handed out once. */
export const carrierNumbers = pgTable('carrier_numbers', {
  mdn: text('mdn').primaryKey(),
  zipCode: text('zip_code').notNull(),
  source: text('source', { enum: ['new', 'port', 'existing'] }).notNull(),
  /** The SIM or eSIM profile the number works on now; any other one of the number is void. */
  iccid: text('iccid'),
  /** Calls, texts and data stopped (a lost or stolen phone, decision 027); null while in service. */
  barredAt: timestamp('barred_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Number Lock: a row while the lock is on. A locked number is not ported out or moved to a new
 * SIM (the carrier refuses with the reason `number_locked`).
 */
export const numberLocks = pgTable('number_locks', {
  lineId: uuid('line_id')
    .primaryKey()
    .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
  userId: userIdColumn(),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Why a line ended or was stopped (decision 068): one row per ending, its cause and reason from the
 * churn taxonomy (product-constants/churn.ts). An ending taken back (a cancellation undone, a
 * suspension lifted) keeps its row with `withdrawnAt`; at most one row of a line is open at a time.
 * `note` is the customer's own words: exported, and erased with the account.
 */
export const lineEndings = pgTable(
  'line_endings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    cause: text('cause').notNull(),
    reasonCode: text('reason_code'),
    note: text('note'),
    gainingCarrier: text('gaining_carrier'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('line_endings_open_idx')
      .on(t.lineId)
      .where(sql`${t.withdrawnAt} is null`),
    index('line_endings_at_idx').on(t.at, t.cause),
    // The business figures ask, per line, whether an ending was open at a moment (decision 070).
    index('line_endings_line_at_idx').on(t.lineId, t.at),
    // ...and the endings withdrawn since midnight (decision 090).
    index('line_endings_withdrawn_idx').on(t.withdrawnAt),
  ],
);
