import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** Cancels a plan change scheduled for the renewal. It sits on the dashboard's first view: its contract loads with the first call. */
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { cancelPlanChange } = await import('@mvno/contracts/api/plan-change');
      return callApi(cancelPlanChange, { params: { id: lineId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
