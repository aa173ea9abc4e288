import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPlans } from '@mvno/contracts/api/plans';
import { callApi } from '../../../lib/api-client';

export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => callApi(listPlans, { signal }),
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
