/** The built-in content service: carrier help and the versioned content (FAQ, page titles, footer, banner, legal pages), by product. */
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
 * Versions of a piece of editable content (decisions 029, 033): FAQ, page titles, footer, banner,
 * terms, privacy policy. A version is
 * never changed once written; an edit is a new version, publishing points at one.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').notNull(),
    /** What the version is of: 'faq', 'page-meta', 'footer', 'banner', 'terms' or 'privacy'. */
    kind: text('kind').notNull(),
    /** The language it is written in, 'en-US' or 'es-US' (decision 066). */
    language: text('language').notNull().default('en-US'),
    /** 1, 2, 3... per product, kind and language, in the order written. */
    number: integer('number').notNull(),
    /** The content itself, in the shape of its kind (content-versions.ts; FAQ: `{ entries }`). */
    body: jsonb('body').$type<unknown>().notNull(),
    /** Who wrote it, as named then; staff id null for the seed. */
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_versions_product_kind_language_number_idx').on(
      t.product,
      t.kind,
      t.language,
      t.number,
    ),
  ],
);

/**
 * Which version of each piece of content visitors of a language see: one row per language,
 * switched in one statement. A language without a row shows the English one (decision 066).
 */
export const contentPublished = pgTable(
  'content_published',
  {
    product: text('product').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull().default('en-US'),
    versionId: uuid('version_id').notNull(),
    publishedById: uuid('published_by_id'),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.product, t.kind, t.language] }),
    foreignKey({ columns: [t.versionId], foreignColumns: [contentVersions.id] }),
  ],
);
