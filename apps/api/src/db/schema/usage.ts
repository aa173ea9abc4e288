/**
 * The simulated carrier's extra usage of a line in one plan period (decision 019): what
 * `POST /dev/carrier/usage` added on top of the simulated curve, so a demo or a test can bring a
 * line to 80% or 100% of its data at once. A real carrier meters usage itself.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
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

/**
 * A data add-on bought for a line's plan period (decision 027): one row per pay attempt, claimed
 * by (customer, idempotency key) before the card is charged, like an order. pending (claimed,
 * `leaseUntil` marks the request charging it; another may take over after it) -> paid | failed.
 * A paid add-on adds `dataMb` to the allowance of the period ending at `periodEnd`. The receipt is
 * the order-history row `transactionId` (the payments ledger).
 */
export const dataTopUps = pgTable(
  'data_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    topUpId: text('top_up_id').notNull(),
    name: text('name').notNull(),
    dataMb: integer('data_mb').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, precision: 3 }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    finalCents: integer('final_cents').notNull(),
    cardId: uuid('card_id'),
    cardNetwork: text('card_network'),
    cardLast4: text('card_last4'),
    chargeId: text('charge_id'),
    transactionId: uuid('transaction_id'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('data_top_ups_user_key_idx').on(t.userId, t.idempotencyKey),
    index('data_top_ups_line_period_idx')
      .on(t.lineId, t.periodEnd)
      .where(sql`${t.status} = 'paid'`),
  ],
);
