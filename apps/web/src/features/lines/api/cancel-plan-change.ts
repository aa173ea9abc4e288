import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { t } from '../../../lib/i18n';

/**
 * Cancels a plan change scheduled for the renewal. It sits on the dashboard's first view: its
 * contract loads with the first call. The answer is told here, before the lines are read again:
 * without the change the note that asked is gone, and its own callbacks with it.
 */
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { cancelPlanChange } = await import('@mvno/contracts/api/plan-change');
      return callApi(cancelPlanChange, { params: { id: lineId } });
    },
    onSuccess: ({ message }) => notify({ message: t(message) }),
    onError: (error) => notify({ error: true, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
