import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** A line's auto-renew switch. It sits on the dashboard's first view: its contract loads with the first call. */
export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, autoRenew }: { lineId: string; autoRenew: boolean }) => {
      const { setLineAutoRenew } = await import('@mvno/contracts/api/lines');
      return callApi(setLineAutoRenew, { params: { id: lineId }, body: { autoRenew } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
