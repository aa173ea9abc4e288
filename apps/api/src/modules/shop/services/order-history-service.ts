/** Order history: the customer's transactions, newest first. */
import type { Transaction } from '@mvno/contracts/entities';
import { toDollars, toDollarsOrNull } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import type { TransactionRecord, TransactionRepository } from '../repositories/transaction-repository';

export function toTransaction(row: TransactionRecord): Transaction {
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
      paymentMethod: row.paymentMethod,
      last4DigitCard: row.last4,
      finalCheckoutAmount: toDollars(row.finalCents),
    },
  };
}

export function createOrderHistoryService(history: TransactionRepository) {
  return {
    listTransactions: async (customer: Customer) => ({
      transactions: (await history.transactionsOf(customer.id)).map(toTransaction),
    }),
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
