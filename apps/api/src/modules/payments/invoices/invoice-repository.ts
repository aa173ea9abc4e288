/**
 * Reading invoices and credit notes (decision 069): a customer's list and one document with its
 * lines, always by its owner, and the remittance report's sums of the tax lines.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billingDocumentLines, billingDocuments } from '../../../db/schema/invoices';
import { documentNumber } from '../invoice-ledger';

export type DocumentRecord = typeof billingDocuments.$inferSelect;
export type DocumentLineRecord = typeof billingDocumentLines.$inferSelect;

export type DocumentSummaryRecord = {
  document: DocumentRecord;
  invoice: { id: string; number: string } | null;
};

export type RemittanceRecord = {
  month: string;
  jurisdictionCode: string;
  jurisdictionName: string;
  level: string;
  taxType: string;
  collectedCents: number;
  reversedCents: number;
};

/** The first instant of a `YYYY-MM` month (UTC). */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
const monthAfter = (month: string) => {
  const start = monthStart(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
};

export function createInvoiceRepository(db: Db) {
  const summaries = async (where: SQL | undefined): Promise<DocumentSummaryRecord[]> => {
    const documents = await db
      .select()
      .from(billingDocuments)
      .where(where)
      .orderBy(desc(billingDocuments.issuedAt), desc(billingDocuments.number));
    const invoiceIds = [
      ...new Set(documents.flatMap((document) => (document.invoiceId ? [document.invoiceId] : []))),
    ];
    const invoices =
      invoiceIds.length === 0
        ? []
        : await db
            .select({
              id: billingDocuments.id,
              series: billingDocuments.series,
              number: billingDocuments.number,
            })
            .from(billingDocuments)
            .where(inArray(billingDocuments.id, invoiceIds));
    const numbers = new Map(
      invoices.map((invoice) => [invoice.id, documentNumber(invoice.series, invoice.number)]),
    );
    return documents.map((document) => ({
      document,
      invoice: document.invoiceId
        ? { id: document.invoiceId, number: numbers.get(document.invoiceId) ?? '' }
        : null,
    }));
  };

  return {
    /** The customer's documents, newest first. */
    listOf: (userId: string) => summaries(and(eq(billingDocuments.userId, userId))),

    /** One document of the customer's, with its lines and (an invoice's) credit notes; undefined for anyone else's. */
    async documentOf(userId: string, id: string) {
      const [summary] = await summaries(
        and(eq(billingDocuments.userId, userId), eq(billingDocuments.id, id)),
      );
      if (!summary) return undefined;
      const lines = await db
        .select()
        .from(billingDocumentLines)
        .where(eq(billingDocumentLines.documentId, id))
        .orderBy(asc(billingDocumentLines.position));
      const notes = await db
        .select({ id: billingDocuments.id, series: billingDocuments.series, number: billingDocuments.number })
        .from(billingDocuments)
        .where(eq(billingDocuments.invoiceId, id))
        .orderBy(asc(billingDocuments.number));
      return {
        ...summary,
        lines,
        creditNotes: notes.map((note) => ({ id: note.id, number: documentNumber(note.series, note.number) })),
      };
    },

    /**
     * The tax lines of every invoice (collected) and credit note (reversed) issued in the months,
     * by month (UTC) of the document, jurisdiction and tax type.
     */
    async remittance(range: { from?: string; to?: string }): Promise<RemittanceRecord[]> {
      const month = sql<string>`to_char(${billingDocuments.issuedAt} at time zone 'UTC', 'YYYY-MM')`;
      const jurisdictionCode = sql<string>`coalesce(${billingDocumentLines.jurisdictionCode}, '')`;
      const jurisdictionName = sql<string>`coalesce(${billingDocumentLines.jurisdictionName}, '')`;
      const level = sql<string>`coalesce(${billingDocumentLines.level}, '')`;
      const taxType = sql<string>`coalesce(${billingDocumentLines.taxType}, '')`;
      const rows = await db
        .select({
          month,
          jurisdictionCode,
          jurisdictionName,
          level,
          taxType,
          collectedCents: sql<number>`coalesce(sum(${billingDocumentLines.amountCents}) filter (where ${billingDocuments.kind} = 'invoice'), 0)::int`,
          reversedCents: sql<number>`coalesce(sum(${billingDocumentLines.amountCents}) filter (where ${billingDocuments.kind} = 'credit_note'), 0)::int`,
        })
        .from(billingDocumentLines)
        .innerJoin(billingDocuments, eq(billingDocuments.id, billingDocumentLines.documentId))
        .where(
          and(
            eq(billingDocumentLines.kind, 'tax'),
            range.from ? gte(billingDocuments.issuedAt, monthStart(range.from)) : undefined,
            range.to ? lt(billingDocuments.issuedAt, monthAfter(range.to)) : undefined,
          ),
        )
        .groupBy(month, jurisdictionCode, jurisdictionName, level, taxType)
        .orderBy(month, jurisdictionCode, taxType);
      return rows.map((row) => ({
        ...row,
        collectedCents: Number(row.collectedCents),
        reversedCents: Number(row.reversedCents),
      }));
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
