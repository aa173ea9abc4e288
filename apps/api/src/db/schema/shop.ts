/**
 * The shop's catalogue and price rules (docs/decisions/006): plans, state sales tax, promo
 * codes. Tax rates are in thousandths of a percent (6.25% = 6250) so that 4.225% stays exact.
 */
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  retailName: text('retail_name').notNull(),
  retailDescription: text('retail_description').notNull(),
  retailPriceCents: integer('retail_price_cents').notNull(),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  /**
   * What a line may use per plan period (decision 019): data in MB (1 GB = 1024 MB), talk minutes
   * and texts; null is unlimited. Only the lines side reads them, never the public plan list.
   */
  dataAllowanceMb: integer('data_allowance_mb'),
  talkAllowanceMinutes: integer('talk_allowance_minutes'),
  textAllowance: integer('text_allowance'),
});

/** State sales tax by two-letter state code. */
export const taxRates = pgTable('tax_rates', {
  state: text('state').primaryKey(),
  rateMilliPercent: integer('rate_milli_percent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Promo codes, stored upper-case; exactly one of percentOff / amountOffCents is set. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  active: boolean('active').notNull().default(true),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  createdAt: createdAt(),
});
