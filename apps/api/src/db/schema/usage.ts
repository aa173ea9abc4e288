/**
 * The simulated carrier's extra usage of a line in one plan period (decision 019): what
 * `POST /dev/carrier/usage` added on top of the simulated curve, so a demo or a test can bring a
 * line to 80% or 100% of its data at once. A real carrier meters usage itself.
 */
import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptionLines } from './lines';

export const carrierUsageExtras = pgTable(
  'carrier_usage_extras',
  {
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    /** The period the extra counts in: it ends with it. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dataMb: integer('data_mb').notNull().default(0),
    talkMinutes: integer('talk_minutes').notNull().default(0),
    texts: integer('texts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.periodEnd] })],
);
