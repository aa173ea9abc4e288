import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimChangeBody } from '@mvno/contracts/api/sim-change';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/**
 * Moves a line to a new eSIM or SIM card. `guard` is the step-up guard (entities/user): the server
 * asks for a proof first, the guard gets it and sends the same request (same key) again.
 */
export function useChangeSim(guard: <T>(call: () => Promise<T>) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, body }: { lineId: string; body: SimChangeBody }) => {
      const { changeLineSim } = await import('@mvno/contracts/api/sim-change');
      return guard(() => callApi(changeLineSim, { params: { id: lineId }, body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
