import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

export function plansQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.plans,
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { listPlans } = await import('@mvno/contracts/api/plans');
      return callApi(listPlans, { signal });
    },
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
