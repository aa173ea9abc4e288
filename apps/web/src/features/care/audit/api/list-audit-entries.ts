import { useInfiniteQuery } from '@tanstack/react-query';
import { listAuditEntries } from '@mvno/contracts/api/care-audit';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

export type AuditSearch = { customer?: string; action?: string };

/** The audit log, newest first, a page at a time. */
export function useAuditEntries(search: AuditSearch) {
  return useInfiniteQuery({
    queryKey: [...CARE_KEY, 'audit', search],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(listAuditEntries, {
        query: { ...search, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
