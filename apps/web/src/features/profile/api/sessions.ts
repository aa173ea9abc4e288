import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endDeviceSession, endOtherSessions, listSessions } from '@mvno/contracts/api/sessions';
import { callApi } from '../../../lib/api-client';

const SESSIONS_KEY = ['sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => callApi(listSessions, { signal }),
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
    mutationFn: (id: string) => callApi(endDeviceSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endOtherSessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
