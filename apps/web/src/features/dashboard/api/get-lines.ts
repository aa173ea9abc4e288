import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLines } from '@mvno/contracts/api/lines';
import { callApi } from '../../../lib/api-client';

export function linesQueryOptions() {
  return queryOptions({ queryKey: ['lines'], queryFn: ({ signal }) => callApi(listLines, { signal }) });
}

export function useLines() {
  return useQuery(linesQueryOptions());
}
