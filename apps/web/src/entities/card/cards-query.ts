import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The saved cards: one endpoint, one cache entry for the checkout and the payment section. */
export const cardsQueryKey = queryKeys.cards;

export function cardsQueryOptions() {
  return queryOptions({
    queryKey: cardsQueryKey,
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { listCards } = await import('@mvno/contracts/api/payments');
      return callApi(listCards, { signal });
    },
    select: (data) => data.cards,
  });
}

export function useCards() {
  return useQuery(cardsQueryOptions());
}
