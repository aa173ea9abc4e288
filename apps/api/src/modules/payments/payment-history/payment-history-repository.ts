/** Read side of a customer's order history (the payments ledger's rows), newest first, a page at a time. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema/payments';
import { documentTaxLines, type RowTaxLine } from '../invoice-reads-ledger';

export type PaymentRecord = typeof transactions.$inferSelect;

export type { RowTaxLine };
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
    taxLinesOf: (transactionIds: string[]): Promise<Map<string, RowTaxLine[]>> =>
      documentTaxLines(db, transactionIds),
  };
}
