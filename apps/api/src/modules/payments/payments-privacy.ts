/**
 * The payments module's part of the export (decisions 027 and 051): the order history (every
 * charge, refund and receipt) and saved cards as brand and last four only, never a card token.
 * The erasure keeps the receipts (money records); the cards went before it, with the provider's
 * customer (forgetCustomer).
 */
import { asc, eq } from 'drizzle-orm';
import { paymentCards, transactions } from '../../db/schema/payments';
import type { PrivacyHook } from '../privacy/privacy-types';

export const paymentsPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const receipts = await db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.transactionTime));
    const cards = await db
      .select({ brand: paymentCards.network, last4: paymentCards.last4 })
      .from(paymentCards)
      .where(eq(paymentCards.userId, userId));
    return { receipts, cards };
  },
};
