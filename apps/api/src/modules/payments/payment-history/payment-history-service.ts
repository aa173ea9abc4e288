/** Order history: the customer's payments, newest first, in the contract's Transaction shape (SPEC §3). */
import type { Transaction } from '@mvno/contracts/entities';
import { toDollars, toDollarsOrNull } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import type { PaymentHistoryRepository, PaymentRecord, RowTaxLine } from './payment-history-repository';

export function toTransaction(row: PaymentRecord, taxLines?: RowTaxLine[]): Transaction {
  return {
    id: row.id,
    item: row.item,
    transactionTime: row.transactionTime.toISOString(),
    successful: row.successful,
    last4DigitCard: row.last4,
    paymentDetails: {
      orderTotal: toDollars(row.orderTotalCents),
      taxAmount: toDollarsOrNull(row.taxCents),
      regulatoryFee: toDollarsOrNull(row.regulatoryFeeCents),
      activationFee: toDollarsOrNull(row.activationFeeCents),
      discountAmount: toDollarsOrNull(row.discountCents),
      // Only on a charge that spent credit (decision 071).
      ...(row.creditCents ? { accountCredit: toDollars(row.creditCents) } : {}),
      // Each tax with its jurisdiction, from the row's invoice or credit note (decision 078).
      ...(taxLines?.length
        ? {
            taxLines: taxLines.map((line) => ({
              type: line.type,
              jurisdiction: line.jurisdiction,
              amount: toDollars(line.amountCents),
            })),
          }
        : {}),
      paymentMethod: row.paymentMethod,
      last4DigitCard: row.last4,
      finalCheckoutAmount: toDollars(row.finalCents),
    },
  };
}

export type PaymentPageRequest = {
  limit: number;
  cursor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export function createPaymentHistoryService(history: PaymentHistoryRepository) {
  return {
    /** One page, newest first; `nextCursor` names the page's last order when older ones follow. */
    async listTransactions(customer: Customer, { limit, cursor, from, to }: PaymentPageRequest) {
      // One more than asked shows whether another page follows, without counting the history.
      const rows = await history.pageOf({
        userId: customer.id,
        limit: limit + 1,
        afterId: cursor,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const taxLines = await history.taxLinesOf(page.map((row) => row.id));
      return {
        transactions: page.map((row) => toTransaction(row, taxLines.get(row.id))),
        nextCursor: rows.length > limit && last ? last.id : null,
      };
    },
  };
}

export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;
