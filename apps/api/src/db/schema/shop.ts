/**
 * The shop's catalogue and price rules (docs/decisions/006): plans, state sales tax, promo
 * codes. Tax rates are in thousandths of a percent (6.25% = 6250) so that 4.225% stays exact.
 */
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  retailName: text('retail_name').notNull(),
  retailDescription: text('retail_description').notNull(),
  retailPriceCents: integer('retail_price_cents').notNull(),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * The plan's life (decision 029): a draft is seen only in the console, an active plan is on sale
   * from `effectiveFrom` (at once when null), a retired one is off the shop but keeps renewing the
   * lines that hold it.
   */
  status: text('status', { enum: ['draft', 'active', 'retired'] })
    .notNull()
    .default('active'),
  effectiveFrom: timestamp('effective_from', { withTimezone: true }),
  createdAt: createdAt(),
  /**
   * What a line may use per plan period (decision 019): data in MB (1 GB = 1024 MB), talk minutes
   * and texts; null is unlimited. Only the lines side reads them, never the public plan list.
   */
  dataAllowanceMb: integer('data_allowance_mb'),
  talkAllowanceMinutes: integer('talk_allowance_minutes'),
  textAllowance: integer('text_allowance'),
});

/**
 * Promotions (decision 029), by their code, stored upper-case; exactly one of percentOff /
 * amountOffCents is set. `planIds` null means every plan; `startsAt`/`validUntil` bound when the
 * code may be used; `maxRedemptions` caps the total and `redemptionCount` counts redemptions held
 * by orders, raised by a conditional update in the transaction that claims the order.
 * `appliesTo`: the first plan period only, or every renewal of the line bought with it too.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    planIds: uuid('plan_ids').array(),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    appliesTo: text('applies_to', { enum: ['first_period', 'every_period'] })
      .notNull()
      .default('first_period'),
    createdAt: createdAt(),
  },
  (t) => [
    // The cap holds even against a write that bypasses the conditional update.
    check(
      'promo_codes_within_cap',
      sql`${t.maxRedemptions} is null or ${t.redemptionCount} <= ${t.maxRedemptions}`,
    ),
  ],
);

/**
 * A price change of a plan that lines held when it was published (decision 029): each holder is
 * mailed it once (`planPriceNotices`), and each held line pays it from its first renewal at least
 * PRICE_NOTICE_DAYS after that notice (decision 063, `linePriceNotices`).
 */
export const planPriceChanges = pgTable('plan_price_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  oldPriceCents: integer('old_price_cents').notNull(),
  newPriceCents: integer('new_price_cents').notNull(),
  /**
   * The earliest day lines holding the plan pay the new price, when the editor chose one later than
   * the notice period (decision 063); each line's own date is in `linePriceNotices`.
   */
  notBefore: timestamp('not_before', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per customer told of a price change: written before the mail is queued, so it goes once. */
export const planPriceNotices = pgTable(
  'plan_price_notices',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => planPriceChanges.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.userId] })],
);
