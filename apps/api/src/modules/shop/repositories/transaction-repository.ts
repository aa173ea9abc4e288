/** Read side of a customer's order history: transactions (payments), newest first. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema';

export type TransactionRecord = typeof transactions.$inferSelect;
export type TransactionRepository = ReturnType<typeof createTransactionRepository>;

export function createTransactionRepository(db: Db) {
  return {
    transactionsOf: (userId: string): Promise<TransactionRecord[]> =>
      db
        .select()
        .from(transactions)
        .where(eq(transactions.userId, userId))
        .orderBy(desc(transactions.transactionTime), desc(transactions.id)),
  };
}
