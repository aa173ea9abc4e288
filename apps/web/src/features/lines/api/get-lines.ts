import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Line } from '@mvno/contracts/api/lines';
import { LINES_PAGE_SIZE } from '@mvno/contracts/product-constants/lines';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { hasRunningPort } from '../lib/line-status';

/** While a port runs the list is read again every few seconds, so its steps show as they happen. */
export const RUNNING_PORT_REFRESH_MS = 3000;

/**
 * The customer's lines a page at a time ("Show more lines" loads the next page); `data.lines` is
 * every line loaded so far, oldest first.
 */
type LinesPage = { lines: Line[]; nextCursor: string | null };

/**
 * Every line loaded so far. One function for every render: TanStack Query then keeps the result
 * while the pages are the same, so each line stays the same object (the dialogs follow theirs).
 */
const allLoadedLines = (data: InfiniteData<LinesPage, string>) => ({
  lines: data.pages.flatMap((page) => page.lines),
});

export function linesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.lines,
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ pageParam, signal }) => {
      const { listLines } = await import('@mvno/contracts/api/lines');
      return callApi(listLines, {
        query: { limit: LINES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: allLoadedLines,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => hasRunningPort(page.lines)) ? RUNNING_PORT_REFRESH_MS : false,
  });
}

export function useLines() {
  return useInfiniteQuery(linesQueryOptions());
}
