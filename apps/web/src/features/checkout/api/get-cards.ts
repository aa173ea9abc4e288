import { useQuery } from '@tanstack/react-query';
import { listCards } from '@mvno/contracts/api/payments';
import { callApi } from '../../../lib/api-client';

/** Same key as the payments feature's card list: one endpoint, one cache entry. */
export function useCards() {
  return useQuery({
    queryKey: ['payments', 'cards'],
    queryFn: ({ signal }) => callApi(listCards, { signal }),
    select: (data) => data.cards,
  });
}
