/**
 * The price each held line keeps until its notice period has run (decision 063). A row per line that
 * held a plan when its price changed, written with the change: until the customer was told
 * (`notifiedAt`) and the line reaches a renewal on or after `effectiveFrom` (PRICE_NOTICE_DAYS after
 * the notice, or the editor's later date), the line renews at `oldPriceCents`. The plan and prices are
 * copied from the change so that renewals read this one table.
 */
import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { subscriptionLines } from './lines';
import { planPriceChanges } from './shop';

export const linePriceNotices = pgTable(
  'line_price_notices',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => planPriceChanges.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    planId: uuid('plan_id').notNull(),
    oldPriceCents: integer('old_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    /** When the price changed (the order of two changes of one plan). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** When the customer's notice was queued; null until then (the old price holds). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The line's first renewal on or after this moment charges the new price; null until notified. */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.lineId] }), index('line_price_notices_line').on(t.lineId)],
);
