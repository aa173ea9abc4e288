import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const LOCKS_KEY = ['number-locks'] as const;

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/number-lock');

export function numberLocksQueryOptions() {
  return queryOptions({
    queryKey: LOCKS_KEY,
    queryFn: async ({ signal }) => callApi((await loadContract()).listNumberLocks, { signal }),
  });
}

export function useNumberLocks() {
  return useQuery(numberLocksQueryOptions());
}

export function useTurnOnNumberLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) =>
      callApi((await loadContract()).turnOnNumberLock, { params: { id: lineId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_KEY }),
  });
}

export function useRequestUnlockCode() {
  return useMutation({
    mutationFn: async (lineId: string) =>
      callApi((await loadContract()).requestNumberUnlockCode, { params: { id: lineId } }),
  });
}

export function useTurnOffNumberLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, otp }: { lineId: string; otp: string }) =>
      callApi((await loadContract()).turnOffNumberLock, { params: { id: lineId }, body: { otp } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCKS_KEY }),
  });
}
