import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const SESSIONS_KEY = ['sessions'] as const;

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/sessions');

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: async ({ signal }) => callApi((await loadContract()).listSessions, { signal }),
    // The list says when each device was last active: always ask again when it is shown.
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => callApi((await loadContract()).endDeviceSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => callApi((await loadContract()).endOtherSessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
