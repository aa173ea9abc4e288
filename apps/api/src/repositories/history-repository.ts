/** Read side of a customer's history: transactions (payments) and lines. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionLines, transactions } from '../db/schema';

export type TransactionRecord = typeof transactions.$inferSelect;
export type LineRecord = typeof subscriptionLines.$inferSelect;
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;

export function createHistoryRepository(db: Db) {
  return {
    transactionsOf: (userId: string): Promise<TransactionRecord[]> =>
      db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.transactionTime), desc(transactions.id)),

    linesOf: (userId: string): Promise<LineRecord[]> =>
      db
        .select()
        .from(subscriptionLines)
        .where(eq(subscriptionLines.userId, userId))
        .orderBy(subscriptionLines.createdAt, subscriptionLines.mdn),
  };
}
