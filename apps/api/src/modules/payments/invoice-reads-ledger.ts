/**
 * What the invoices and credit notes (decision 069) say once issued: what a charge's credit notes gave
 * back, its latest credit note, and the tax lines of rows' documents. Issuing lives in invoice-ledger.ts;
 * this file only reads, and is a `*-ledger.ts` file so shop, lines and care may read it too.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { billingDocumentLines, billingDocuments } from '../../db/schema/invoices';
import type { Db } from '../../db/client';

/**
 * What credit notes have given back of the charge whose order-history row is `transactionId`, in
 * cents (0 without an invoice): a later refund of the rest gives back no more than the rest.
 */
export async function creditedCents(db: Pick<Db, 'select'>, transactionId: string): Promise<number> {
  const [invoice] = await db
    .select({ id: billingDocuments.id })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.transactionId, transactionId), eq(billingDocuments.kind, 'invoice')));
  if (!invoice) return 0;
  const [sum] = await db
    .select({ cents: sql<number>`coalesce(sum(${billingDocuments.totalCents}), 0)::int` })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.invoiceId, invoice.id), eq(billingDocuments.kind, 'credit_note')));
  return Number(sum?.cents ?? 0);
}

/**
 * The order-history row of the latest credit note of the charge whose row is `transactionId` (the
 * refund that gave back the last of it), or undefined when none was issued.
 */
export async function lastCreditOf(
  db: Pick<Db, 'select'>,
  transactionId: string,
): Promise<string | undefined> {
  const invoice = alias(billingDocuments, 'invoice');
  const [note] = await db
    .select({ transactionId: billingDocuments.transactionId })
    .from(billingDocuments)
    .innerJoin(invoice, eq(invoice.id, billingDocuments.invoiceId))
    .where(and(eq(invoice.transactionId, transactionId), eq(billingDocuments.kind, 'credit_note')))
    .orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.number))
    .limit(1);
  return note?.transactionId;
}

/** One tax line of a row's invoice or credit note (a credit note's given back: negative). */
export type RowTaxLine = {
  type: string;
  jurisdiction: { name: string; code: string } | null;
  amountCents: number;
};

/**
 * The tax lines of order-history rows' documents (decision 069), by row, in the document's order:
 * the order history and a receipt mailed again (decision 092) list them.
 */
export async function documentTaxLines(
  db: Pick<Db, 'select'>,
  transactionIds: string[],
): Promise<Map<string, RowTaxLine[]>> {
  const byRow = new Map<string, RowTaxLine[]>();
  if (transactionIds.length === 0) return byRow;
  const lines = await db
    .select({
      transactionId: billingDocuments.transactionId,
      kind: billingDocuments.kind,
      type: billingDocumentLines.taxType,
      code: billingDocumentLines.jurisdictionCode,
      name: billingDocumentLines.jurisdictionName,
      amountCents: billingDocumentLines.amountCents,
    })
    .from(billingDocumentLines)
    .innerJoin(billingDocuments, eq(billingDocuments.id, billingDocumentLines.documentId))
    .where(and(inArray(billingDocuments.transactionId, transactionIds), eq(billingDocumentLines.kind, 'tax')))
    .orderBy(asc(billingDocumentLines.position));
  for (const line of lines) {
    const list = byRow.get(line.transactionId) ?? [];
    list.push({
      type: line.type ?? 'unitemized',
      jurisdiction: line.code && line.name ? { code: line.code, name: line.name } : null,
      amountCents: line.kind === 'credit_note' ? -line.amountCents : line.amountCents,
    });
    byRow.set(line.transactionId, list);
  }
  return byRow;
}
