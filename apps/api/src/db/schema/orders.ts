/**
 * The shop's orders: one `orders` row per pay attempt; the payment it leaves in the order history
 * is the payments module's (payments.ts). Split from shop.ts because an order points at a line
 * (lines.ts), whose plan points back at the catalogue (shop.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { subscriptionLines } from './lines';
import { paymentCards, transactions } from './payments';
import { plans, promoCodes } from './shop';

export type ShippingAddressJson = {
  streetNumber: string;
  streetDirection: string | null;
  streetName: string;
  city: string;
  state: string;
  zipCode: string;
};

/**
 * One row per pay attempt, claimed by (user, idempotency key) BEFORE the card is charged.
 * status: pending (claimed) -> charged (money taken, line not yet made) -> completed | failed;
 * a completed order whose brought number can never move may be cancelled -> refunded (decision 023).
 * `leaseUntil` marks the request working on it; another may take over once it has passed.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['pending', 'charged', 'completed', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    item: text('item').notNull(),
    simType: text('sim_type', { enum: ['esim', 'psim'] }).notNull(),
    numberType: text('number_type', { enum: ['new', 'port'] }).notNull(),
    zipCode: text('zip_code').notNull(),
    portNumber: text('port_number'),
    /** "Use the SIM I have": the partner SIM the line activates on; nothing is shipped. */
    ownSimIccid: text('own_sim_iccid'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressJson>(),
    taxState: text('tax_state').notNull(),
    promoCode: text('promo_code'),
    /**
     * An every-period promotion's terms as bought (decision 029): each renewal of the order's line
     * takes this much off the plan's price then; null for none or a first-period-only code.
     */
    renewalPercentOff: integer('renewal_percent_off'),
    renewalAmountOffCents: integer('renewal_amount_off_cents'),
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull(),
    /**
     * Where the sale was taxed (decision 060): the SSUTA prepaid sourcing rule that applied, the ZIP
     * used (null when only a state was known), whether the ZIP was unknown and the state's rates
     * were used, and the tax lines as the engine answered them. Null on orders before the engine.
     */
    taxSourcing: text('tax_sourcing'),
    taxZip: text('tax_zip'),
    taxFallback: boolean('tax_fallback'),
    taxLines: jsonb('tax_lines'),
    orderTotalCents: integer('order_total_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    regulatoryFeeCents: integer('regulatory_fee_cents').notNull(),
    activationFeeCents: integer('activation_fee_cents').notNull(),
    finalCents: integer('final_cents').notNull(),
    cardId: uuid('card_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    cardNetwork: text('card_network').notNull(),
    cardLast4: text('card_last4').notNull(),
    chargeId: text('charge_id'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    lineId: uuid('line_id').references(() => subscriptionLines.id, { onDelete: 'set null' }),
    portInFollows: boolean('port_in_follows').notNull().default(false),
    /** The order history row of the refund of a cancelled order (decision 023). */
    refundTransactionId: uuid('refund_transaction_id').references(() => transactions.id, {
      onDelete: 'set null',
    }),
    /**
     * The buyer's consent to the automatic renewal (decision 027): the terms version shown beside
     * Pay, when it was given and from which session. Null only for orders placed before consent.
     */
    renewalTermsVersion: text('renewal_terms_version'),
    renewalConsentAt: timestamp('renewal_consent_at', { withTimezone: true }),
    renewalConsentSessionId: uuid('renewal_consent_session_id'),
    /** The answer given to the client, replayed as is for every retry with the same key. */
    result: jsonb('result'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The business figures' activation funnel reads a month's orders (decision 079).
    index('orders_created_idx').on(t.createdAt),
    // ...and a line's states, which the figures filtered by state ask per line (decision 090).
    index('orders_line_state_idx').on(t.lineId, t.taxState),
    // Recovery looks for unfinished orders whose lease ran out.
    index('orders_unfinished_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} in ('pending', 'charged')`),
  ],
);

/**
 * One row per order holding a promotion (decision 029), written in the transaction that claims the
 * order and removed when the order fails or is refunded. `oncePerCustomer` is the code's rule when
 * redeemed: the partial unique index lets such a code be held by one order per customer.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: userIdColumn(),
    oncePerCustomer: boolean('once_per_customer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_once_idx')
      .on(t.code, t.userId)
      .where(sql`${t.oncePerCustomer}`),
  ],
);
