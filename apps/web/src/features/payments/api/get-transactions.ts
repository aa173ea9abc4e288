import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAYMENT_HISTORY_SUMMARY_COUNT } from '@mvno/contracts/constants';
import { ORDER_HISTORY_PAGE_MAX } from '@mvno/contracts/product-constants/payments';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { sortNewestFirst } from '../lib/transactions';

const TRANSACTIONS_KEY = queryKeys.orderHistory;

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/transactions');

/** SPEC §2 payment history summary: the five most recent orders. */
export function transactionsSummaryOptions() {
  return queryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'summary'],
    queryFn: async ({ signal }) => {
      const { listTransactions } = await loadContract();
      return callApi(listTransactions, { query: { limit: PAYMENT_HISTORY_SUMMARY_COUNT }, signal });
    },
    select: (data) => sortNewestFirst(data.transactions),
  });
}

export function useTransactionsSummary() {
  return useQuery(transactionsSummaryOptions());
}

/** A period of the full view: [from, to) as instants (a month or a year in the customer's time zone). */
export type HistoryPeriod = { from: Date; to: Date };

/** The full view of one period, a page at a time ("Show more orders" loads the next, older page). */
export function transactionPagesOptions({ from, to }: HistoryPeriod) {
  return infiniteQueryOptions({
    queryKey: [...TRANSACTIONS_KEY, 'period', from.toISOString(), to.toISOString()],
    queryFn: async ({ pageParam, signal }) => {
      const { listTransactions } = await loadContract();
      return callApi(listTransactions, {
        query: {
          limit: ORDER_HISTORY_PAGE_MAX,
          from: from.toISOString(),
          to: to.toISOString(),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => sortNewestFirst(data.pages.flatMap((page) => page.transactions)),
  });
}

export function useTransactionPages(period: HistoryPeriod) {
  return useInfiniteQuery(transactionPagesOptions(period));
}
