/**
 * Invoices and credit notes (decision 069), issued by the payments ledger in the transaction that
 * records an order-history row: a paid charge (order, renewal, top-up, plan change) is an invoice
 * carrying what was bought and the tax engine's lines for that charge; a refund or credit is a
 * credit note linked to its invoice, reversing the invoice's lines in proportion to what is left
 * of each, so the note's total is the amount given back to the cent. Numbers come from one counter
 * row per series, taken with an upsert that holds the row's lock until the transaction ends: two
 * charges at once wait for each other, and a transaction that rolls back gives its number back, so
 * the numbers have no gaps and no duplicates. Nothing here updates or deletes a document.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  billingDocumentLines,
  billingDocuments,
  documentSeries,
  type CREDIT_REASONS,
} from '../../db/schema/invoices';
import { transactions } from '../../db/schema/payments';
import type { TaxLine } from '../taxes/taxes-types';
import type { Db } from '../../db/client';

/** The caller's database transaction (the payments ledger's `LedgerTx`). */
type LedgerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CreditReason = (typeof CREDIT_REASONS)[number];

/** What a charge's row tells its invoice beyond its amounts: the tax lines and where it was taxed. */
export type InvoiceFacts = {
  taxLines?: readonly TaxLine[];
  taxState?: string | null;
  taxZip?: string | null;
};
/** What a refund's row tells its credit note: the order-history row of the charge it gives back. */
export type CreditFacts = { creditOf: string; reason: CreditReason };
export type DocumentFacts = InvoiceFacts | CreditFacts;

type Row = typeof transactions.$inferInsert & { id: string };
type NewLine = typeof billingDocumentLines.$inferInsert;
type LineDraft = Omit<NewLine, 'documentId' | 'position'>;

export const SERIES = { invoice: 'INV', credit_note: 'CN' } as const;

/** The document's printed number: the series and the number, six digits or more. */
export const documentNumber = (series: string, number: number) =>
  `${series}-${String(number).padStart(6, '0')}`;

/** The next number of a series: the counter row is created or bumped, and stays locked until commit. */
async function nextNumber(tx: LedgerTx, series: string): Promise<number> {
  const [counter] = await tx
    .insert(documentSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentSeries.series,
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return counter!.lastNumber;
}

/**
 * Splits `total` cents over `weights` (none negative) in proportion, each share rounded down and the
 * cents left given to the largest remainders (ties to the earlier line): the shares add up to
 * `total` exactly and none passes its weight when `total` does not pass their sum.
 */
export function allocate(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const taxDraft = (line: TaxLine): LineDraft => ({
  kind: 'tax',
  description: line.jurisdiction.name,
  taxType: line.type,
  level: line.level,
  jurisdictionCode: line.jurisdiction.code,
  jurisdictionName: line.jurisdiction.name,
  rateMilliPercent: line.rateMilliPercent,
  flatCents: line.flatCents,
  taxableCents: line.taxableCents,
  reportable: line.reportable,
  amountCents: line.amountCents,
});

/**
 * What a charge billed: the card's share (`finalCents`) and the account credit spent before it
 * (decision 071). An invoice states the whole; how it was paid is the order-history row's.
 */
const billedCents = (row: Row) => row.finalCents + (row.creditCents ?? 0);

/** An invoice's lines from its row: the item, its discount and fees, then each tax line. */
function invoiceLines(row: Row, facts: InvoiceFacts): LineDraft[] {
  const lines: LineDraft[] = [{ kind: 'item', description: row.item, amountCents: row.orderTotalCents }];
  if (row.discountCents)
    lines.push({ kind: 'discount', description: row.item, amountCents: -row.discountCents });
  if (row.activationFeeCents)
    lines.push({ kind: 'activation_fee', description: row.item, amountCents: row.activationFeeCents });
  if (row.regulatoryFeeCents)
    lines.push({
      kind: 'recovery_fee',
      description: 'Brightline Mobile',
      amountCents: row.regulatoryFeeCents,
    });
  const taxes = (facts.taxLines ?? []).filter((line) => line.amountCents !== 0).map(taxDraft);
  const itemized = taxes.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = row.taxCents ?? 0;
  // A charge whose tax the engine did not itemize (one made before it) keeps its tax as one line.
  if (itemized !== taxCents)
    taxes.push({ kind: 'tax', description: 'Tax', taxType: 'unitemized', amountCents: taxCents - itemized });
  const all = [...lines, ...taxes];
  if (all.reduce((sum, line) => sum + line.amountCents, 0) !== billedCents(row))
    throw new Error(`invoice lines of ${row.id} do not add up to its total`);
  return all;
}

async function insertDocument(
  tx: LedgerTx,
  document: Omit<typeof billingDocuments.$inferInsert, 'series' | 'number' | 'taxCents'>,
  lines: LineDraft[],
): Promise<string> {
  const series = SERIES[document.kind];
  const number = await nextNumber(tx, series);
  const taxCents = lines
    .filter((line) => line.kind === 'tax')
    .reduce((sum, line) => sum + line.amountCents, 0);
  const [created] = await tx
    .insert(billingDocuments)
    .values({ ...document, series, number, taxCents })
    .returning({ id: billingDocuments.id });
  const id = created!.id;
  if (lines.length > 0)
    await tx
      .insert(billingDocumentLines)
      .values(lines.map((line, index) => ({ ...line, documentId: id, position: index + 1 })));
  return id;
}

/** The credit note's lines: the refund spread over what is left of each invoice line, in proportion. */
async function creditLines(tx: LedgerTx, invoiceId: string, amountCents: number): Promise<LineDraft[]> {
  const lines = await tx
    .select()
    .from(billingDocumentLines)
    .where(eq(billingDocumentLines.documentId, invoiceId))
    .orderBy(asc(billingDocumentLines.position));
  const notes = await tx
    .select({ id: billingDocuments.id })
    .from(billingDocuments)
    .where(eq(billingDocuments.invoiceId, invoiceId));
  const reversed = new Map<number, number>();
  if (notes.length > 0) {
    const earlier = await tx
      .select()
      .from(billingDocumentLines)
      .where(
        inArray(
          billingDocumentLines.documentId,
          notes.map((note) => note.id),
        ),
      );
    for (const line of earlier)
      reversed.set(line.reversesPosition!, (reversed.get(line.reversesPosition!) ?? 0) + line.amountCents);
  }
  // A discount is given back with its item: the item's part is what was paid for it.
  const discount = lines.find((line) => line.kind === 'discount')?.amountCents ?? 0;
  const buckets = lines
    .filter((line) => line.kind !== 'discount')
    .map((line) => ({
      line,
      left: line.amountCents + (line.kind === 'item' ? discount : 0) - (reversed.get(line.position) ?? 0),
    }));
  const leftCents = buckets.reduce((sum, bucket) => sum + bucket.left, 0);
  if (amountCents > leftCents)
    throw new Error(`credit of ${amountCents} passes what is left of invoice ${invoiceId}`);
  const shares = allocate(
    buckets.map((bucket) => Math.max(0, bucket.left)),
    amountCents,
  );
  return buckets
    .map(({ line }, index): LineDraft => {
      const { documentId: _d, position, ...kept } = line;
      return { ...kept, reversesPosition: position, amountCents: shares[index]! };
    })
    .filter((line) => line.amountCents !== 0);
}

function issueInvoice(tx: LedgerTx, row: Row, invoice: InvoiceFacts): Promise<string> {
  return insertDocument(
    tx,
    {
      kind: 'invoice',
      userId: row.userId,
      transactionId: row.id,
      item: row.item,
      issuedAt: row.transactionTime ?? new Date(),
      totalCents: billedCents(row),
      taxState: invoice.taxState ?? null,
      taxZip: invoice.taxZip ?? null,
    },
    invoiceLines(row, invoice),
  );
}

/** The invoice of a charge recorded before invoices were issued, issued now from its order-history row. */
async function lateInvoice(
  tx: LedgerTx,
  transactionId: string,
): Promise<{ id: string; taxState: string | null; taxZip: string | null }> {
  const [charge] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!charge?.successful || billedCents(charge) <= 0)
    throw new Error(`no paid charge ${transactionId} to credit`);
  const id = await issueInvoice(tx, charge, {});
  return { id, taxState: null, taxZip: null };
}

/** Issues the document of an order-history row just recorded in `tx`: an invoice, a credit note, or none. */
export async function issueDocument(tx: LedgerTx, row: Row, facts: DocumentFacts | undefined): Promise<void> {
  if (!row.successful || billedCents(row) === 0) return;
  if (row.finalCents > 0 || (row.creditCents ?? 0) > 0) {
    await issueInvoice(tx, row, (facts ?? {}) as InvoiceFacts);
    return;
  }
  if (!facts || !('creditOf' in facts)) throw new Error(`refund ${row.id} names no charge to credit`);
  // The charge's lock (and the invoice's row lock) keep two credits of one invoice from spreading
  // the same cents twice, or issuing a late invoice twice.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${facts.creditOf}`}))`);
  const [invoice] = await tx
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.transactionId, facts.creditOf), eq(billingDocuments.kind, 'invoice')))
    .for('update');
  const target = invoice ?? (await lateInvoice(tx, facts.creditOf));
  const amountCents = -row.finalCents;
  await insertDocument(
    tx,
    {
      kind: 'credit_note',
      userId: row.userId,
      transactionId: row.id,
      invoiceId: target.id,
      reason: facts.reason,
      item: row.item,
      issuedAt: row.transactionTime ?? new Date(),
      totalCents: amountCents,
      taxState: target.taxState,
      taxZip: target.taxZip,
    },
    await creditLines(tx, target.id, amountCents),
  );
}
