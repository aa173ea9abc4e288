/** Order history (transactions, newest first) and the customer's lines. */
import type { SimType } from '@mvno/contracts/api/checkout';
import type { Transaction } from '@mvno/contracts/entities';
import type { HistoryRepository, LineRecord, TransactionRecord } from '../repositories/history-repository';
import { toDollars, toDollarsOrNull } from '../lib/money';
import type { Customer } from './commerce-types';

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

export function toLine(row: LineRecord) {
  return {
    id: row.id,
    nickname: row.nickname ?? '',
    mdn: row.mdn,
    subscriberNumber: row.subscriberNumber,
    zipCode: row.zipCode,
    iccid: row.iccid,
    simType: (row.simType === 'psim' ? 'psim' : 'esim') as SimType,
    activationCode: row.activationCode,
  };
}

export function createHistoryService(history: HistoryRepository) {
  return {
    listTransactions: async (customer: Customer) => ({
      transactions: (await history.transactionsOf(customer.id)).map(toTransaction),
    }),
    listLines: async (customer: Customer) => ({ lines: (await history.linesOf(customer.id)).map(toLine) }),
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
