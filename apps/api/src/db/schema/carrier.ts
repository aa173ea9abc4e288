/**
 * The app's side of the carrier's HTTP API (docs/carrier-api.md, decision 073): an outbox of
 * commands and a ledger of the carrier's events.
 *
 * `carrier_commands`: each command stored with our idempotency reference (unique) in the same
 * transaction as the business change it carries out, before it is sent. `state` follows the
 * command's state machine (carrier/carrier-states.ts): ordered -> sent -> accepted -> active |
 * failed for a line's activation. `attempts` counts sends (a retryable failure sends again with
 * the same reference at `nextAttemptAt`); `error` is the last normalized error {code, retryable,
 * field}; `requestId` the carrier's id once accepted; `pollAfter` when an overdue callback is
 * asked for by a status query.
 *
 * `carrier_events`: every event received (webhook or status query), unique by the carrier's event
 * id, so one is applied once; `outcome` says what it did (applied, or refused as a backwards move).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { subscriptionLines } from './lines';

export type CarrierErrorRecord = { code: string; retryable: boolean; field?: string; message?: string };

export const carrierCommands = pgTable(
  'carrier_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /**
     * The customer; null only for the carrier's port-out of a number that has no line here (decision
     * 105), answered `not_our_number` on no one's behalf.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('ordered'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    pollAfter: timestamp('poll_after', { withTimezone: true }),
    error: jsonb('error').$type<CarrierErrorRecord>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carrier_commands_line_idx').on(t.lineId, t.createdAt),
    index('carrier_commands_request_idx').on(t.requestId),
    index('carrier_commands_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('ordered', 'sent')`),
  ],
);

export const carrierEvents = pgTable(
  'carrier_events',
  {
    eventId: text('event_id').primaryKey(),
    commandId: uuid('command_id').references(() => carrierCommands.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    type: text('type').notNull(),
    sequence: integer('sequence').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** applied | backwards (refused: the state was already further) | unknown (no command of ours). */
    outcome: text('outcome').notNull(),
    /** webhook | poll */
    via: text('via').notNull(),
    error: jsonb('error').$type<CarrierErrorRecord>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carrier_events_command_idx').on(t.commandId, t.sequence)],
);

/**
 * `carrier_drift` (decision 081): a difference the reconciliation found between our records and the
 * carrier's listings, a care work-queue item. `kind`: line_missing_at_carrier, unknown_at_carrier,
 * sim_mismatch, number_mismatch (decision 085), barred_at_carrier, not_barred_at_carrier; `repair` names the command sent when one
 * was safe (a bar we hold and the carrier lost), null when care must decide. One open item per number
 * and kind; `resolvedAt` once a later pass finds them agreeing.
 */
export const carrierDrift = pgTable(
  'carrier_drift',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id').references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    mdn: text('mdn').notNull(),
    kind: text('kind').notNull(),
    ours: jsonb('ours').$type<Record<string, unknown>>(),
    theirs: jsonb('theirs').$type<Record<string, unknown>>(),
    repair: text('repair'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('carrier_drift_open_idx')
      .on(t.mdn, t.kind)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
