import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCards } from '@mvno/contracts/api/payments';
import { callApi } from '../../../lib/api-client';

/** Same key as checkout's card list: both read the same endpoint, so they share the cache. */
export const cardsQueryKey = ['payments', 'cards'] as const;

export function cardsQueryOptions() {
  return queryOptions({
    queryKey: cardsQueryKey,
    queryFn: ({ signal }) => callApi(listCards, { signal }),
    select: (data) => data.cards,
  });
}

export function useCards() {
  return useQuery(cardsQueryOptions());
}
