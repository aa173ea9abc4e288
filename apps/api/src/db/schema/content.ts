/** The built-in content service: footer socials, per-page metadata and carrier help, by product. */
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Where each large carrier shows the account number and the number-transfer PIN (port-in help). */
export const contentCarrierHelp = pgTable(
  'content_carrier_help',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product: text('product').notNull(),
    carrier: text('carrier').notNull(),
    accountNumber: text('account_number').notNull(),
    pin: text('pin').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('content_carrier_help_product_carrier_idx').on(t.product, t.carrier)],
);
