import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listNumberLocks,
  requestNumberUnlockCode,
  turnOffNumberLock,
  turnOnNumberLock,
} from '@mvno/contracts/api/number-lock';
import { callApi } from '../../../lib/api-client';

const LOCKS_KEY = ['number-locks'] as const;

export function numberLocksQueryOptions() {
  return queryOptions({ queryKey: LOCKS_KEY, queryFn: ({ signal }) => callApi(listNumberLocks, { signal }) });
}

export function useNumberLocks() {
  return useQuery(numberLocksQueryOptions());
}

export function useTurnOnNumberLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => callApi(turnOnNumberLock, { params: { id: lineId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOCKS_KEY }),
  });
}

export function useRequestUnlockCode() {
  return useMutation({
    mutationFn: (lineId: string) => callApi(requestNumberUnlockCode, { params: { id: lineId } }),
  });
}

export function useTurnOffNumberLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, otp }: { lineId: string; otp: string }) =>
      callApi(turnOffNumberLock, { params: { id: lineId }, body: { otp } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOCKS_KEY }),
  });
}
