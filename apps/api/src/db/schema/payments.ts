/**
 * Saved cards and the payment provider's records (docs/decisions/006): card-saving sessions,
 * the provider's customer of each user, processed webhook events, and the built-in sandbox
 * provider's own tables. The card number itself never reaches us. And the money records
 * (decision 021): `transactions`, one row per payment of an order, a renewal or a plan change
 * (the order history), written only through the payments ledger (modules/payments/payments-ledger.ts).
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** The provider's reference to the card; the card number itself never reaches us. */
    providerToken: text('provider_token').notNull(),
    /** Which payment provider holds the token ('sandbox' or 'stripe'). */
    provider: text('provider').notNull().default('sandbox'),
    cardholderName: text('cardholder_name').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    network: text('network').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The card a declined automatic renewal is tried on once (decision 017, amended): never the primary. */
    isBackup: boolean('is_backup').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_cards_user_idx').on(t.userId)],
);

/** Card-saving sessions started by a user; a session saves at most one card. */
export const cardSetupSessions = pgTable(
  'card_setup_sessions',
  {
    id: text('id').primaryKey(),
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    cardId: uuid('card_id').references(() => paymentCards.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('card_setup_sessions_user_idx').on(t.userId)],
);

/** The provider's customer record of a user (a Stripe Customer), one per provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: userIdColumn(),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
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
  createdAt: createdAt(),
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
  createdAt: createdAt(),
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
  /** When the charge was given back (an order that could not be completed). */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The sandbox's partial refunds of a charge (the care console), once per key. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  chargeId: text('charge_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    item: text('item').notNull(),
    transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull().defaultNow(),
    successful: boolean('successful').notNull(),
    paymentMethod: text('payment_method'),
    last4: text('last4'),
    orderTotalCents: integer('order_total_cents').notNull(),
    taxCents: integer('tax_cents'),
    regulatoryFeeCents: integer('regulatory_fee_cents'),
    activationFeeCents: integer('activation_fee_cents'),
    discountCents: integer('discount_cents'),
    /** Account credit spent on it (decision 071): `final_cents` is what the card paid after it. */
    creditCents: integer('credit_cents'),
    finalCents: integer('final_cents').notNull(),
  },
  (t) => [
    index('transactions_user_time_idx').on(t.userId, t.transactionTime),
    // The business figures read a month's money by time (decision 079).
    index('transactions_time_idx').on(t.transactionTime),
  ],
);
