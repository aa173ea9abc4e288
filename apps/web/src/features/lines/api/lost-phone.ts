import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { t } from '../../../lib/i18n';

/** Suspend a lost or stolen phone's line (decision 027); the contract loads with the first call. */
export function useSuspendLostLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { suspendLostLine } = await import('@mvno/contracts/api/lost-phone');
      return callApi(suspendLostLine, { params: { id: lineId } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}

/**
 * Resume it: `guard` (useStepUp) asks the customer to prove it is them when the server wants it.
 * The answer is told here, before the lines are read again: the line then shows as active, and the
 * button that asked (shown only for a suspended line) is gone with its own callbacks.
 */
export function useResumeLostLine(guard: <T>(call: () => Promise<T>) => Promise<T>) {
  const queryClient = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { resumeLostLine } = await import('@mvno/contracts/api/lost-phone');
      return guard(() => callApi(resumeLostLine, { params: { id: lineId } }));
    },
    onSuccess: ({ message }) => notify({ message: t(message) }),
    onError: (error) => notify({ error: true, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
