/** What the care actions read to audit a change and re-send a receipt (decision 021's allow-list). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { transactions } from '../../../db/schema/payments';
import type { MailTaxLine } from '../../../lib/mail';
import { documentTaxLines } from '../../payments/invoice-reads-ledger';

/** One order-history row as a receipt shows it. */
export type ReceiptFacts = {
  id: string;
  item: string;
  at: Date;
  successful: boolean;
  /** The amounts as the order history holds them; fees and discount are null where a row has none. */
  cents: {
    orderTotal: number;
    discount: number | null;
    tax: number;
    regulatoryFee: number | null;
    activationFee: number | null;
    final: number;
  };
  card: { network: string | null; last4: string | null };
  /** The tax lines of the row's invoice or credit note with their jurisdictions (decision 092). */
  taxLines: MailTaxLine[];
};

/**
 * The lines a receipt lists beneath its Tax Amount: those of its document, when each names its
 * jurisdiction and they make up that amount (a charge before the tax engine has one unitemized
 * line; a partial refund's row holds no tax of its own though its credit note reverses some).
 */
function receiptTaxLines(
  taxCents: number,
  lines: readonly { type: string; jurisdiction: { name: string } | null; amountCents: number }[] = [],
): MailTaxLine[] {
  const named = lines.filter((line) => line.jurisdiction !== null && line.amountCents !== 0);
  if (named.length !== lines.filter((line) => line.amountCents !== 0).length) return [];
  if (named.reduce((sum, line) => sum + line.amountCents, 0) !== taxCents) return [];
  return named.map((line) => ({
    type: line.type,
    jurisdiction: line.jurisdiction!.name,
    cents: line.amountCents,
  }));
}

export function createCareActionRepository(db: Db) {
  return {
    /** The customer's line; undefined for another's. */
    lineOf: async (customerId: string, lineId: string) =>
      (
        await db
          .select()
          .from(subscriptionLines)
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, customerId)))
      )[0],

    /** The customer's order-history row; undefined for another's. */
    async receiptOf(customerId: string, receiptId: string): Promise<ReceiptFacts | undefined> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, receiptId), eq(transactions.userId, customerId)));
      if (!row) return undefined;
      return {
        id: row.id,
        item: row.item,
        at: row.transactionTime,
        successful: row.successful,
        cents: {
          orderTotal: row.orderTotalCents,
          discount: row.discountCents,
          tax: row.taxCents ?? 0,
          regulatoryFee: row.regulatoryFeeCents,
          activationFee: row.activationFeeCents,
          final: row.finalCents,
        },
        card: { network: row.paymentMethod, last4: row.last4 },
        taxLines: receiptTaxLines(row.taxCents ?? 0, (await documentTaxLines(db, [row.id])).get(row.id)),
      };
    },
  };
}

export type CareActionRepository = ReturnType<typeof createCareActionRepository>;
