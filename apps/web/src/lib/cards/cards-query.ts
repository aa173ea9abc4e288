import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCards } from '@mvno/contracts/api/payments';
import { callApi } from '../api-client';

/** The saved cards: one endpoint, one cache entry for the checkout and the payment section. */
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
