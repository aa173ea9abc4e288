/**
 * The payments module's part of the export (decisions 027 and 051): the order history (every
 * charge, refund and receipt) and saved cards as brand and last four only, never a card token.
 * The erasure keeps the receipts (money records) but takes the lines' nicknames out of their
 * items ("Data add-on: 5 GB (Mom's phone)" reads "(512) 555-0100" instead; decision 075); it runs
 * before the lines module's part, which blanks the nicknames themselves. The cards went before
 * it, with the provider's customer (forgetCustomer).
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatMdn } from '@mvno/contracts/line-format';
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
    return { receipts, cards };
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
    }
  },
};
