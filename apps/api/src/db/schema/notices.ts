/**
 * How each kind of notice reaches a customer (decision 087): 'mail', 'text' (to their lines, through
 * the carrier) or 'both'. No row means every kind by mail; security notices are never listed here.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { subscriptionLines } from './lines';

const CHANNELS = ['mail', 'text', 'both'] as const;
const channel = (name: string) => text(name, { enum: CHANNELS }).notNull().default('mail');

export const noticePreferences = pgTable('notice_preferences', {
  userId: userIdColumn().primaryKey(),
  billing: channel('billing'),
  usage: channel('usage'),
  service: channel('service'),
  family: channel('family'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each notice text sent through the carrier and its delivery (decision 106): `state` sent ->
 * delivered | failed (text-states.ts), never back. `reference` is the carrier command's
 * (`notice-<job id>`); `attempt` counts the texts of one notice (a retryable failure sends a new
 * one). `fallback` is the mail of a text-only notice, sent once (`mailedAt`) when its last text
 * fails for good; `followedUpAt` marks a failure dealt with (sent again, mailed, or nothing to do).
 */
export type TextFailure = { code: string; reason?: string; retryable: boolean };

export const noticeTexts = pgTable(
  'notice_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    userId: userIdColumn(),
    lineId: uuid('line_id').references(() => subscriptionLines.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    /** The mail the text was made from (`family-request`) and its kind of notice. */
    notice: text('notice'),
    kind: text('kind'),
    body: text('body').notNull(),
    attempt: integer('attempt').notNull().default(1),
    fallback: jsonb('fallback').$type<Record<string, unknown>>(),
    state: text('state', { enum: ['sent', 'delivered', 'failed'] })
      .notNull()
      .default('sent'),
    requestId: text('request_id'),
    failure: jsonb('failure').$type<TextFailure>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** When the delivery report is asked for, while the text is `sent`. */
    pollAfter: timestamp('poll_after', { withTimezone: true }).notNull(),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notice_texts_user_idx').on(t.userId, t.sentAt),
    index('notice_texts_line_idx').on(t.lineId, t.sentAt),
    index('notice_texts_request_idx').on(t.requestId),
    index('notice_texts_poll_idx')
      .on(t.pollAfter)
      .where(sql`${t.state} = 'sent'`),
  ],
);

/** The carrier's events about texts, one row per event id: a duplicate or a replay is dropped. */
export const noticeTextEvents = pgTable('notice_text_events', {
  eventId: text('event_id').primaryKey(),
  textId: uuid('text_id').references(() => noticeTexts.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  sequence: integer('sequence').notNull(),
  /** applied | backwards (refused: the text's state was already further) | unknown (no text of ours). */
  outcome: text('outcome').notNull(),
  /** webhook | poll */
  via: text('via').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
