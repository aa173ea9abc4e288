import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { careRefunds } from '../../../db/schema/care';
import { lineRenewals } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { transactions } from '../../../db/schema/payments';
import { recordPayment, type PaymentRow } from '../../payments/payments-ledger';

export type CareRefund = typeof careRefunds.$inferSelect;

/** What a receipt paid: the provider's charge, the amount, and what was already given back. */
export type Refundable = {
  chargeId: string;
  item: string;
  finalCents: number;
  cardNetwork: string | null;
  cardLast4: string | null;
  /** Given back already: the whole order by its cancellation, or earlier care refunds. */
  refundedCents: number;
  /** The order was cancelled and refunded in full (decision 023). */
  wholeBack: boolean;
};

/** Care refunds, and the order or renewal a receipt belongs to (read by decision 021's allow-list). */
export function createRefundRepository(db: Db) {
  return {
    /** The order or renewal of the customer whose order-history row is `receiptId`; undefined for none. */
    async refundable(customerId: string, receiptId: string): Promise<Refundable | undefined> {
      const [receipt] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, receiptId), eq(transactions.userId, customerId)));
      if (!receipt?.successful || receipt.finalCents <= 0) return undefined;
      const [order] = await db
        .select({ chargeId: orders.chargeId, refundTransactionId: orders.refundTransactionId })
        .from(orders)
        .where(eq(orders.transactionId, receiptId));
      const [renewal] = order
        ? []
        : await db
            .select({ chargeId: lineRenewals.chargeId })
            .from(lineRenewals)
            .where(eq(lineRenewals.transactionId, receiptId));
      const chargeId = order?.chargeId ?? renewal?.chargeId;
      if (!chargeId) return undefined;
      const [{ given } = { given: 0 }] = await db
        .select({ given: sql<number>`coalesce(sum(${careRefunds.amountCents}), 0)::int` })
        .from(careRefunds)
        .where(eq(careRefunds.chargeId, chargeId));
      return {
        chargeId,
        item: receipt.item,
        finalCents: receipt.finalCents,
        cardNetwork: receipt.paymentMethod,
        cardLast4: receipt.last4,
        refundedCents: order?.refundTransactionId ? receipt.finalCents : given,
        wholeBack: Boolean(order?.refundTransactionId),
      };
    },

    /**
     * Claims the key for this refund unless it is taken, with the charge's refunds counted under a
     * lock, so two requests cannot together give back more than was paid. Answers the new row, the
     * key's earlier one, or `too_much`.
     */
    async claim(
      row: Omit<typeof careRefunds.$inferInsert, 'id' | 'status'>,
      limitCents: number,
    ): Promise<{ created: CareRefund } | { existing: CareRefund } | { tooMuch: true }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`care-refund:${row.chargeId}`}))`);
        const [existing] = await tx
          .select()
          .from(careRefunds)
          .where(eq(careRefunds.idempotencyKey, row.idempotencyKey));
        if (existing) return { existing };
        const [{ given } = { given: 0 }] = await tx
          .select({ given: sql<number>`coalesce(sum(${careRefunds.amountCents}), 0)::int` })
          .from(careRefunds)
          .where(eq(careRefunds.chargeId, row.chargeId));
        if (given + row.amountCents > limitCents) return { tooMuch: true };
        const [created] = await tx.insert(careRefunds).values(row).returning();
        return { created: created! };
      });
    },

    /** The provider did not refund: the key is free again (a retry asks the provider again, by the same key). */
    release: async (id: string) => {
      await db.delete(careRefunds).where(and(eq(careRefunds.id, id), eq(careRefunds.status, 'pending')));
    },

    /** The refund's order-history row and the refund done, together. */
    async complete(id: string, payment: PaymentRow): Promise<CareRefund> {
      return db.transaction(async (tx) => {
        await recordPayment(tx, payment);
        const [done] = await tx
          .update(careRefunds)
          .set({ status: 'done', refundTransactionId: payment.id })
          .where(eq(careRefunds.id, id))
          .returning();
        return done!;
      });
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
