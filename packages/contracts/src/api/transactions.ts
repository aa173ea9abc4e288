/** Order history: the customer's payments, successful or not (SPEC §2 Payment section, §7). */
import { z } from 'zod';
import { PAYMENT_HISTORY_SUMMARY_COUNT } from '../constants';
import { zTransaction } from '../entities';
import { ORDER_HISTORY_PAGE_MAX, ORDER_HISTORY_YEARS } from '../product-constants/payments';
import { PRODUCT_MESSAGES } from '../product-messages';
import { defineEndpoint } from './common';

const EARLIEST = Date.UTC(ORDER_HISTORY_YEARS.first, 0, 1);
const LATEST = Date.UTC(ORDER_HISTORY_YEARS.last, 11, 31, 23, 59, 59, 999);

/** An ISO 8601 instant with its offset, within the years the history can name. */
const zHistoryInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  return time >= EARLIEST && time <= LATEST;
}, PRODUCT_MESSAGES.shop.historyDateOutOfRange);

export const zTransactionsQuery = z.object({
  /** Orders on one page; the summary asks for SPEC §9's five. */
  limit: z.coerce.number().int().min(1).max(ORDER_HISTORY_PAGE_MAX).default(PAYMENT_HISTORY_SUMMARY_COUNT),
  /** `nextCursor` of the page before: where the next, older page starts. */
  cursor: z.uuid().optional(),
  /** Only orders at or after this instant (the start of a month in the customer's time zone, say). */
  from: zHistoryInstant.optional(),
  /** Only orders before this instant. */
  to: zHistoryInstant.optional(),
});
export type TransactionsQuery = z.input<typeof zTransactionsQuery>;

export const listTransactions = defineEndpoint({
  operationId: 'listTransactions',
  method: 'GET',
  path: '/app/payments/transactions',
  summary: 'Payment history of the user, newest first, one page at a time',
  auth: true,
  query: zTransactionsQuery,
  response: z.object({
    transactions: z.array(zTransaction),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});
