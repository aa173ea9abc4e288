/** Read side of a customer's order history (the payments ledger's rows), newest first, a page at a time. */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billingDocumentLines, billingDocuments } from '../../../db/schema/invoices';
import { transactions } from '../../../db/schema/payments';

export type PaymentRecord = typeof transactions.$inferSelect;

/** One tax line of a row's invoice or credit note (a credit note's given back: negative). */
export type RowTaxLine = {
  type: string;
  jurisdiction: { name: string; code: string } | null;
  amountCents: number;
};
export type PaymentHistoryRepository = ReturnType<typeof createPaymentHistoryRepository>;

export type PaymentPageQuery = {
  userId: string;
  limit: number;
  /** The last order of the page before: the page starts strictly older (time, then id). */
  afterId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export function createPaymentHistoryRepository(db: Db) {
  return {
    /** Up to `limit` orders, newest first (uses the (user, time) index; never the whole history). */
    pageOf: ({ userId, limit, afterId, from, to }: PaymentPageQuery): Promise<PaymentRecord[]> => {
      const conditions: (SQL | undefined)[] = [eq(transactions.userId, userId)];
      if (from) conditions.push(gte(transactions.transactionTime, from));
      if (to) conditions.push(lt(transactions.transactionTime, to));
      if (afterId) {
        // Compared in the database at its own precision; another customer's id matches nothing.
        conditions.push(
          sql`(${transactions.transactionTime}, ${transactions.id}) < (
            select t.transaction_time, t.id from ${transactions} t where t.id = ${afterId} and t.user_id = ${userId}
          )`,
        );
      }
      return db
        .select()
        .from(transactions)
        .where(and(...conditions))
        .orderBy(desc(transactions.transactionTime), desc(transactions.id))
        .limit(limit);
    },

    /** The tax lines of the rows' documents (decision 069), by order-history row, in the document's order. */
    async taxLinesOf(transactionIds: string[]): Promise<Map<string, RowTaxLine[]>> {
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
        .where(
          and(inArray(billingDocuments.transactionId, transactionIds), eq(billingDocumentLines.kind, 'tax')),
        )
        .orderBy(asc(billingDocumentLines.position));
      for (const line of lines) {
        if (!line.transactionId) continue;
        const list = byRow.get(line.transactionId) ?? [];
        list.push({
          type: line.type ?? 'unitemized',
          jurisdiction: line.code && line.name ? { code: line.code, name: line.name } : null,
          amountCents: line.kind === 'credit_note' ? -line.amountCents : line.amountCents,
        });
        byRow.set(line.transactionId, list);
      }
      return byRow;
    },
  };
}
