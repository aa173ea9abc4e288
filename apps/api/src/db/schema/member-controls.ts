/**
 * A line's controls in a family account (decision 089), owned by the lines module: one row per line
 * with its settings (the monthly spending cap on members' requests, the line's own data alert and
 * the period it was mailed for, whether it is paused), and every change of them as a row of
 * `line_control_events` (who, when, what), never edited back.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { subscriptionLines } from './lines';

export const lineControls = pgTable('line_controls', {
  lineId: uuid('line_id')
    .primaryKey()
    .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
  spendingCapCents: integer('spending_cap_cents'),
  dataAlertPercent: integer('data_alert_percent'),
  /** The plan period (its end) the line's own data alert was mailed for. */
  dataAlertSentFor: timestamp('data_alert_sent_for', { withTimezone: true }),
  /** Set by the one call that pauses the line; cleared by the one that unpauses it. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /**
   * The plan period (its end) the line's data was stopped for, its data cap reached (decision 096);
   * null: data runs. Moved only by a conditional update from the value read, so one caller bars or unbars.
   */
  dataStoppedFor: timestamp('data_stopped_for', { withTimezone: true }),
});

export const lineControlEvents = pgTable(
  'line_control_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    /** The account's owner when it happened, and who did it. */
    ownerId: userIdColumn('owner_id'),
    byUserId: uuid('by_user_id').notNull(),
    what: text('what', {
      enum: ['spending_cap', 'data_alert', 'paused', 'unpaused', 'data_stopped', 'data_resumed'],
    }).notNull(),
    /** The new cap in cents or alert percent; null: removed (or a pause). */
    value: integer('value'),
    at: createdAt(),
  },
  (t) => [index('line_control_events_line').on(t.lineId)],
);
