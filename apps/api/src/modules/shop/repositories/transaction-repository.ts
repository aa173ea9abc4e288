/** Read side of a customer's order history: transactions (payments), newest first, a page at a time. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema/orders';

export type TransactionRecord = typeof transactions.$inferSelect;
export type TransactionRepository = ReturnType<typeof createTransactionRepository>;

export type TransactionPageQuery = {
  userId: string;
  limit: number;
  /** The last order of the page before: the page starts strictly older (time, then id). */
  afterId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export function createTransactionRepository(db: Db) {
  return {
    /** Up to `limit` orders, newest first (uses the (user, time) index; never the whole history). */
    pageOf: ({ userId, limit, afterId, from, to }: TransactionPageQuery): Promise<TransactionRecord[]> => {
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
  };
}
