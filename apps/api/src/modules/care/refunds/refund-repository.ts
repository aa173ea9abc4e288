import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { careRefunds } from '../../../db/schema/care';
import { lineRenewals } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { transactions } from '../../../db/schema/payments';
import { recordPayment, type LedgerTx, type PaymentRow } from '../../payments/payments-ledger';

export type CareRefund = typeof careRefunds.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bounds of one refund, in cents: see `claim`. */
export type RefundLimits = {
  /** What is refundable of the payment in all, whoever refunds it (0 once refunded whole by a cancellation). */
  paymentCents: number;
  /** What the staff member's role may refund of one payment, their own refunds of it added up. */
  staffPerPaymentCents: number;
  /** What the staff member's role may refund in all within 24 hours. */
  staffPerDayCents: number;
};

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
     * Claims the key for this refund unless it is taken, with the refunds counted under locks (the
     * staff member's, then the charge's: always in that order), so two requests cannot together
     * give back more than was paid, nor pass the staff member's limits for the payment or the day
     * (decision 048). Answers the new row, the key's earlier one, or which bound it would pass with
     * what is left under it.
     */
    async claim(
      row: Omit<typeof careRefunds.$inferInsert, 'id' | 'status'>,
      limits: RefundLimits,
    ): Promise<
      | { created: CareRefund }
      | { existing: CareRefund }
      | { tooMuch: true; leftCents: number }
      | { overPayment: true; leftCents: number }
      | { overDay: true; leftCents: number }
    > {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`care-refund-staff:${row.staffId}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`care-refund:${row.chargeId}`}))`);
        const [existing] = await tx
          .select()
          .from(careRefunds)
          .where(eq(careRefunds.idempotencyKey, row.idempotencyKey));
        if (existing) return { existing };
        const since = new Date(Date.now() - DAY_MS);
        const [sums = { given: 0, mine: 0, today: 0 }] = await tx
          .select({
            given: sql<number>`coalesce(sum(${careRefunds.amountCents}) filter (where ${careRefunds.chargeId} = ${row.chargeId}), 0)::int`,
            mine: sql<number>`coalesce(sum(${careRefunds.amountCents}) filter (where ${careRefunds.chargeId} = ${row.chargeId} and ${careRefunds.staffId} = ${row.staffId}), 0)::int`,
            today: sql<number>`coalesce(sum(${careRefunds.amountCents}) filter (where ${careRefunds.staffId} = ${row.staffId} and ${careRefunds.createdAt} > ${since}), 0)::int`,
          })
          .from(careRefunds)
          .where(or(eq(careRefunds.chargeId, row.chargeId), eq(careRefunds.staffId, row.staffId)));
        const left = (limit: number, used: number) => Math.max(0, limit - used);
        if (sums.mine + row.amountCents > limits.staffPerPaymentCents)
          return { overPayment: true, leftCents: left(limits.staffPerPaymentCents, sums.mine) };
        if (sums.today + row.amountCents > limits.staffPerDayCents)
          return { overDay: true, leftCents: left(limits.staffPerDayCents, sums.today) };
        if (sums.given + row.amountCents > limits.paymentCents)
          return { tooMuch: true, leftCents: left(limits.paymentCents, sums.given) };
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

    /** As `complete`, in the caller's transaction (a refund to the account credit, decision 089). */
    async completeIn(tx: LedgerTx, id: string, payment: PaymentRow): Promise<void> {
      await recordPayment(tx, payment);
      await tx
        .update(careRefunds)
        .set({ status: 'done', refundTransactionId: payment.id })
        .where(eq(careRefunds.id, id));
    },

    byId: async (id: string): Promise<CareRefund | undefined> =>
      (await db.select().from(careRefunds).where(eq(careRefunds.id, id)))[0],
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
