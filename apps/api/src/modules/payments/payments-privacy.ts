/**
 * The payments module's part of the export (decisions 027 and 051): the order history (every
 * charge, refund and receipt) and saved cards as brand and last four only, never a card token.
 * The erasure keeps the receipts, invoices and credit notes (money records) but takes the lines'
 * nicknames out of the receipts' items ("Data add-on: 5 GB (Mom's phone)" reads "(512) 555-0100"
 * instead; decision 075); it runs before the lines module's part, which blanks the nicknames
 * themselves; the invoices' and credit notes' wording likewise. The cards went before it, with the provider's customer (forgetCustomer).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatMdn } from '@mvno/contracts/line-format';
import { billingDocumentLines, billingDocuments } from '../../db/schema/invoices';
import { subscriptionLines } from '../../db/schema/lines';
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

  async erase(tx, { userId }) {
    const named = await tx
      .select({ nickname: subscriptionLines.nickname, mdn: subscriptionLines.mdn })
      .from(subscriptionLines)
      .where(and(eq(subscriptionLines.userId, userId), isNotNull(subscriptionLines.nickname)));
    for (const { nickname, mdn } of named) {
      if (!nickname) continue;
      // A receipt names a line as "(<nickname>)" (the add-on's item and its refund's); the number stays.
      const from = `(${nickname})`;
      const to = `(${formatMdn(mdn)})`;
      await tx
        .update(transactions)
        .set({ item: sql`replace(${transactions.item}, ${from}, ${to})` })
        .where(and(eq(transactions.userId, userId), sql`strpos(${transactions.item}, ${from}) > 0`));
      // Invoices and credit notes carry the same wording. They refuse every change but this one, made
      // inside an erasure (the database's own rule, decision 069): the amounts and numbers stay.
      await tx.execute(sql`select set_config('brightline.erasure', 'on', true)`);
      await tx
        .update(billingDocuments)
        .set({ item: sql`replace(${billingDocuments.item}, ${from}, ${to})` })
        .where(and(eq(billingDocuments.userId, userId), sql`strpos(${billingDocuments.item}, ${from}) > 0`));
      await tx
        .update(billingDocumentLines)
        .set({ description: sql`replace(${billingDocumentLines.description}, ${from}, ${to})` })
        .where(
          and(
            sql`${billingDocumentLines.documentId} in (select ${billingDocuments.id} from ${billingDocuments} where ${billingDocuments.userId} = ${userId})`,
            sql`strpos(${billingDocumentLines.description}, ${from}) > 0`,
          ),
        );
    }
  },
};
