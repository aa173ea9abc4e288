/** The built-in content service: footer socials, per-page metadata and carrier help, by product. */
import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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

/**
 * Versions of a piece of editable content (decision 029, Content): the FAQ today. A version is
 * never changed once written; an edit is a new version, publishing points at one.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').notNull(),
    /** What the version is of: 'faq'. */
    kind: text('kind').notNull(),
    /** 1, 2, 3... per product and kind, in the order written. */
    number: integer('number').notNull(),
    /** The content itself, in the shape of its kind (FAQ: `{ entries: { question, answer }[] }`). */
    body: jsonb('body').$type<unknown>().notNull(),
    /** Who wrote it, as named then; staff id null for the seed. */
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_versions_product_kind_number_idx').on(t.product, t.kind, t.number)],
);

/** Which version of each piece of content visitors see: one row, switched in one statement. */
export const contentPublished = pgTable(
  'content_published',
  {
    product: text('product').notNull(),
    kind: text('kind').notNull(),
    versionId: uuid('version_id').notNull(),
    publishedById: uuid('published_by_id'),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.kind] }),
    foreignKey({ columns: [t.versionId], foreignColumns: [contentVersions.id] }),
  ],
);
