import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The Broadband Facts labels of the plans on sale (and the archive): the shop and the cart read them. */
export function broadbandLabelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.broadbandLabels,
    queryFn: async ({ signal }) => {
      const { listBroadbandLabels } = await import('@mvno/contracts/api/broadband-labels');
      return callApi(listBroadbandLabels, { signal });
    },
  });
}

/** The label on sale of each plan, by the plan's id. */
export function useCurrentBroadbandLabels() {
  return useQuery({
    ...broadbandLabelsQueryOptions(),
    select: (data) => new Map(data.labels.filter((l) => l.withdrawnAt === null).map((l) => [l.planId, l])),
  });
}
