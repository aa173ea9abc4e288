/** The Broadband Facts label of each of the customer's lines' plans (decision 061). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** Under the lines' key: whatever reloads the lines (a plan change) reads the labels again too. */
export function lineLabelsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.lines, 'broadband-labels'] as const,
    queryFn: async ({ signal }) => {
      const { listMyBroadbandLabels } = await import('@mvno/contracts/api/broadband-labels');
      return callApi(listMyBroadbandLabels, { signal });
    },
  });
}

/** The label of one line's plan, once read (undefined while reading or when it has none). */
export function useLineLabel(lineId: string) {
  return useQuery({
    ...lineLabelsQueryOptions(),
    select: (data) => data.lines.find((entry) => entry.lineId === lineId)?.label,
  }).data;
}
