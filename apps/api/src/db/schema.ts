import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Money is stored as integer cents everywhere; the API turns it into dollars. */
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number'),
    streetNumber: text('street_number'),
    streetDirection: text('street_direction'),
    streetName: text('street_name'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Bumped to end every session at once (logout everywhere, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  retailName: text('retail_name').notNull(),
  retailDescription: text('retail_description').notNull(),
  retailPriceCents: integer('retail_price_cents').notNull(),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt,
});

export const subscriptionLines = pgTable(
  'subscription_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt,
  },
  (t) => [index('subscription_lines_user_idx').on(t.userId)],
);

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's reference to the card; the card number itself never reaches us. */
    providerToken: text('provider_token').notNull(),
    /** Which payment provider holds the token ('sandbox' or 'stripe'). */
    provider: text('provider').notNull().default('sandbox'),
    cardholderName: text('cardholder_name').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    network: text('network').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt,
  },
  (t) => [index('payment_cards_user_idx').on(t.userId)],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    finalCents: integer('final_cents').notNull(),
  },
  (t) => [index('transactions_user_time_idx').on(t.userId, t.transactionTime)],
);

export const contentSocials = pgTable('content_socials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  product: text('product').notNull(),
  link: text('link').notNull(),
  logoUrl: text('logo_url').notNull(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const contentPageMeta = pgTable(
  'content_page_meta',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product: text('product').notNull(),
    page: text('page').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
  },
  (t) => [uniqueIndex('content_page_meta_product_page_idx').on(t.product, t.page)],
);

/** Small key/value facts about the database itself, such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** One-time login codes (6 digits), stored as a keyed hash; see docs/decisions/005. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; at the limit the code is dead. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, or replaced by a newer one. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('login_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use links (password reset, support sign-in), stored as a keyed hash of the token. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'support_sign_in'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('link_tokens_hash_idx').on(t.tokenHash),
    index('link_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** What support staff did in a customer's name; kept when the customer is deleted. */
export const supportAudit = pgTable(
  'support_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    ip: text('ip'),
    createdAt,
  },
  (t) => [index('support_audit_user_idx').on(t.userId, t.createdAt)],
);

/** Mail kept in the database when no SMTP server is configured (development, demos, tests). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt,
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Fixed-window counters of the rate limiter; the key is a hash of rule name and subject. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Messages sent from the contact form; kept even if the mail to support fails. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt,
});

export * from './schema-commerce';
