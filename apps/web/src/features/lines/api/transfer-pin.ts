/** Port-out authentication (decision 025): a line's transfer PIN and its port-out request log. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Under the lines' key: whatever reloads the lines reads the log again too. */
const requestsKey = (lineId: string) => ['lines', lineId, 'port-out-requests'] as const;

/**
 * Makes the line's transfer PIN. `guard` is the step-up guard (entities/user): the server asks the
 * customer to prove it is them first (decision 043), the guard gets the proof and asks again.
 */
export function useCreateTransferPin(guard: <T>(call: () => Promise<T>) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { createTransferPin } = await import('@mvno/contracts/api/port-out');
      return guard(() => callApi(createTransferPin, { params: { id: lineId } }));
    },
    onSettled: (_data, _error, lineId) => queryClient.invalidateQueries({ queryKey: requestsKey(lineId) }),
  });
}

export function usePortOutRequests(lineId: string | undefined) {
  return useQuery({
    queryKey: requestsKey(lineId ?? ''),
    enabled: lineId !== undefined,
    queryFn: async ({ signal }) => {
      const { listPortOutRequests } = await import('@mvno/contracts/api/port-out');
      return callApi(listPortOutRequests, { params: { id: lineId ?? '' }, signal });
    },
  });
}
