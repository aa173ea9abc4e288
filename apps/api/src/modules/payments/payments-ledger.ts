/**
 * The order history's one writer (decision 021). Every charge of a card (a shop order, a plan
 * renewal, a plan change) leaves one row, built by `paymentRow` and written by `recordPayment`
 * inside the caller's own database transaction, so the row and what it paid for are recorded
 * together or not at all. Other modules may import this file (and only this one of payments'
 * insides besides its face); the table itself stays payments'.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/payments';
import { issueDocument, type DocumentFacts } from './invoice-ledger';

/** A database transaction of the caller (`db.transaction(async (tx) => ...)`). */
export type LedgerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One row of the order history, ready to record: the one charge-row type. */
export type PaymentRow = typeof transactions.$inferInsert & {
  id: string;
  /** What the row's invoice or credit note needs beyond its amounts (decision 069). */
  document?: DocumentFacts;
};

/** The amounts of a charge in cents; a fee the charge does not have is left out. */
export type PaymentAmounts = {
  orderTotalCents: number;
  /** Always recorded: 0 in a tax-free state. */
  taxCents: number;
  regulatoryFeeCents?: number | null;
  activationFeeCents?: number | null;
  discountCents?: number | null;
  /** Account credit spent before the card (decision 071); `finalCents` is then the card's part. */
  creditCents?: number | null;
  finalCents: number;
};

export type PaymentFacts = {
  /** The row's id when the caller must know it beforehand; a new one otherwise. */
  id?: string;
  userId: string;
  /** What the history shows as the item bought. */
  item: string;
  at: Date;
  successful: boolean;
  /** The card's network and last four digits (null without a card). */
  card: { network: string | null; last4: string | null };
  amounts: PaymentAmounts;
  /**
   * A charge's tax lines and taxed address for its invoice; a refund's (negative row's) charge it
   * gives back, for its credit note. A paid row's document is issued when the row is recorded.
   */
  document?: DocumentFacts;
};

/**
 * The one rule for an empty fee: a fee or discount that is zero or not charged is recorded as
 * null, and the payment details show no line for it. The tax is a line of every charge.
 */
const feeOrNull = (cents: number | null | undefined): number | null => (cents ? cents : null);

/** The order-history row of a charge, successful or declined. */
export function paymentRow({
  id,
  userId,
  item,
  at,
  successful,
  card,
  amounts,
  document,
}: PaymentFacts): PaymentRow {
  return {
    ...(document ? { document } : {}),
    id: id ?? randomUUID(),
    userId,
    item,
    transactionTime: at,
    successful,
    paymentMethod: card.network,
    last4: card.last4,
    orderTotalCents: amounts.orderTotalCents,
    taxCents: amounts.taxCents,
    regulatoryFeeCents: feeOrNull(amounts.regulatoryFeeCents),
    activationFeeCents: feeOrNull(amounts.activationFeeCents),
    discountCents: feeOrNull(amounts.discountCents),
    creditCents: feeOrNull(amounts.creditCents),
    finalCents: amounts.finalCents,
  };
}

/**
 * Writes the row in the caller's database transaction, with its invoice (a paid charge) or credit
 * note (a refund) numbered in the same transaction (decision 069).
 */
export async function recordPayment(tx: LedgerTx, row: PaymentRow): Promise<void> {
  const { document, ...record } = row;
  await tx.insert(transactions).values(record);
  await issueDocument(tx, record, document);
}
