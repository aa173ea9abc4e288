/**
 * Invoices and credit notes (decision 069), the payments module's money records beside the order
 * history: every paid charge is an invoice, every refund or credit a credit note linked to its
 * invoice. Written only through `modules/payments/invoice-ledger.ts`, in the transaction that
 * records the charge or the refund; never updated or deleted (the rows are the tax record).
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CREDIT_REASONS, DOCUMENT_KINDS, DOCUMENT_LINE_KINDS } from '@mvno/contracts/api/invoices';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { transactions } from './payments';

export { CREDIT_REASONS, DOCUMENT_KINDS, DOCUMENT_LINE_KINDS };

/** One counter per series ('INV', 'CN'): the last number given, locked by the transaction that takes the next. */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    userId: userIdColumn(),
    /** The order-history row this document is the record of: one document per row. */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => billingDocuments.id),
    reason: text('reason', { enum: CREDIT_REASONS }),
    /** What was bought (the order history's item). */
    item: text('item').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Positive on both kinds: what was charged, or what was given back. */
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Where the sale was taxed (the order's sourced state and ZIP), when known. */
    taxState: text('tax_state'),
    taxZip: text('tax_zip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_documents_number_idx').on(t.series, t.number),
    uniqueIndex('billing_documents_transaction_idx').on(t.transactionId),
    index('billing_documents_user_idx').on(t.userId, t.issuedAt),
    index('billing_documents_invoice_idx').on(t.invoiceId),
  ],
);

/** A document's lines: what was bought, fees, discount, and each tax line; positive amounts (a discount negative). */
export const billingDocumentLines = pgTable(
  'billing_document_lines',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => billingDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: DOCUMENT_LINE_KINDS }).notNull(),
    /** A credit note's line: the invoice's line it reverses. */
    reversesPosition: integer('reverses_position'),
    description: text('description').notNull(),
    /** Tax lines: the engine's type, level and jurisdiction (decision 060). */
    taxType: text('tax_type'),
    level: text('level'),
    jurisdictionCode: text('jurisdiction_code'),
    jurisdictionName: text('jurisdiction_name'),
    rateMilliPercent: integer('rate_milli_percent'),
    flatCents: integer('flat_cents'),
    taxableCents: integer('taxable_cents'),
    reportable: boolean('reportable'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] })],
);
