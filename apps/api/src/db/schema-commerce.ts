/**
 * Shop, checkout and payments (docs/decisions/006). Money is integer cents; tax rates are in
 * thousandths of a percent (6.25% = 6250) so that rates like 4.225% stay exact.
 * Foreign keys reference ./schema lazily (inside callbacks): the two files import each other.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentCards, plans, subscriptionLines, transactions, users } from './schema';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
  createdAt,
});

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
 * status: pending (claimed) -> charged (money taken, line not yet made) -> completed | failed.
 * `leaseUntil` marks the request working on it; another may take over once it has passed.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['pending', 'charged', 'completed', 'failed'] })
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
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressJson>(),
    taxState: text('tax_state').notNull(),
    promoCode: text('promo_code'),
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull(),
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
    /** The answer given to the client, replayed as is for every retry with the same key. */
    result: jsonb('result'),
    createdAt,
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Card-saving sessions started by a user; a session saves at most one card. */
export const cardSetupSessions = pgTable(
  'card_setup_sessions',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    provider: text('provider').notNull(),
    cardId: uuid('card_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('card_setup_sessions_user_idx').on(t.userId)],
);

/** The provider's customer record of a user (a Stripe Customer), one per provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: userId(),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** Webhook events already processed (Stripe retries deliveries; each is handled once). */
export const paymentProviderEvents = pgTable('payment_provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// The built-in sandbox payment provider's own records (it stands for an outside system).
// ---------------------------------------------------------------------------------------------

export const sandboxSetupSessions = pgTable('sandbox_setup_sessions', {
  id: text('id').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  paymentMethodToken: text('payment_method_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt,
});

/** Only a token, network, last four, expiry, name and the simulated outcome: never the number. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  token: text('token').primaryKey(),
  customerRef: text('customer_ref').notNull(),
  network: text('network').notNull(),
  last4: text('last4').notNull(),
  expiry: text('expiry').notNull(),
  cardholderName: text('cardholder_name').notNull(),
  outcome: text('outcome', { enum: ['succeeded', 'declined', 'insufficient_funds'] }).notNull(),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
  createdAt,
});

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerRef: text('customer_ref').notNull(),
  paymentMethodToken: text('payment_method_token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['succeeded', 'declined', 'insufficient_funds'] }).notNull(),
  message: text('message').notNull(),
  createdAt,
});

// ---------------------------------------------------------------------------------------------
// The built-in simulated carrier's number registry: a number is handed out once.
// ---------------------------------------------------------------------------------------------

export const carrierNumbers = pgTable('carrier_numbers', {
  mdn: text('mdn').primaryKey(),
  zipCode: text('zip_code').notNull(),
  source: text('source', { enum: ['new', 'port', 'existing'] }).notNull(),
  createdAt,
});
