/**
 * The lines' port-out records (the lines module's own, beside lines.ts): every request to move a
 * number away from us.
 */
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { subscriptionLines } from './lines';

/**
 * Every outside request to move a line's number to another carrier, accepted or refused (with
 * the reason code), kept as the line's record (47 CFR 64.2010). Wrong account numbers and PINs
 * in the last day count against the line's tries.
 */
export const portOutRequests = pgTable(
  'port_out_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    mdn: text('mdn').notNull(),
    requestedBy: text('requested_by').notNull(),
    accepted: boolean('accepted').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('port_out_requests_line_idx').on(t.lineId, t.at)],
);
