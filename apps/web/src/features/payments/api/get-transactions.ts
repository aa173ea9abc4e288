import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTransactions } from '@mvno/contracts/api/transactions';
import { callApi } from '../../../lib/api-client';
import { sortNewestFirst } from '../lib/transactions';

export function transactionsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'transactions'],
    queryFn: ({ signal }) => callApi(listTransactions, { signal }),
    select: (data) => sortNewestFirst(data.transactions),
  });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
