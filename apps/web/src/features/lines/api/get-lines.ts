import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { hasRunningPort } from '../lib/line-status';

/** While a port runs the list is read again every few seconds, so its steps show as they happen. */
export const RUNNING_PORT_REFRESH_MS = 3000;

export function linesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.lines,
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { listLines } = await import('@mvno/contracts/api/lines');
      return callApi(listLines, { signal });
    },
    refetchInterval: (query) =>
      query.state.data && hasRunningPort(query.state.data.lines) ? RUNNING_PORT_REFRESH_MS : false,
  });
}

export function useLines() {
  return useQuery(linesQueryOptions());
}
