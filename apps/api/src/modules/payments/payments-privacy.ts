/**
 * The payments module's part of the export (decisions 027 and 051): the order history (every
 * charge, refund and receipt) and saved cards as brand and last four only, never a card token.
 * The erasure keeps the receipts, invoices and credit notes (money records); the cards went before it, with the provider's
 * customer (forgetCustomer).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { billingDocumentLines, billingDocuments } from '../../db/schema/invoices';
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
    // Invoices and credit notes (decision 069), each with its lines; kept, like the receipts, at erasure.
    const documents = await db
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.userId, userId))
      .orderBy(asc(billingDocuments.issuedAt));
    const lines =
      documents.length === 0
        ? []
        : await db
            .select()
            .from(billingDocumentLines)
            .where(
              inArray(
                billingDocumentLines.documentId,
                documents.map((document) => document.id),
              ),
            )
            .orderBy(asc(billingDocumentLines.position));
    const invoices = documents.map((document) => ({
      ...document,
      lines: lines.filter((line) => line.documentId === document.id),
    }));
    return { receipts, cards, invoices };
  },
};
