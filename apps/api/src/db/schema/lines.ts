/** Customers' lines (numbers and SIMs) and the built-in simulated carrier's number registry. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { plans } from './shop';

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
  },
  (t) => [index('subscription_lines_user_idx').on(t.userId)],
);

/** The built-in simulated carrier's number registry: a number is handed out once. */
export const carrierNumbers = pgTable('carrier_numbers', {
  mdn: text('mdn').primaryKey(),
  zipCode: text('zip_code').notNull(),
  source: text('source', { enum: ['new', 'port', 'existing'] }).notNull(),
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
