/** A line's usage in its plan period (decision 019). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/**
 * Read once the line's card shows, not with the dashboard: the contract (and its schema library)
 * loads with the first call. Under the lines' key, so whatever reloads the lines (a renewal that
 * starts a new period) reads the usage again too.
 */
export function lineUsageQueryOptions(lineId: string) {
  return queryOptions({
    queryKey: queryKeys.lineUsage(lineId),
    queryFn: async ({ signal }) => {
      const { getLineUsage } = await import('@mvno/contracts/api/line-usage');
      return callApi(getLineUsage, { params: { id: lineId }, signal });
    },
  });
}

export function useLineUsage(lineId: string) {
  return useQuery(lineUsageQueryOptions(lineId));
}
