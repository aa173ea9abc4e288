import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelWhen } from '@mvno/contracts/api/line-cancellation';
import type { ChurnReason } from '@mvno/contracts/product-constants/churn';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { t } from '../../../lib/i18n';

/**
 * Cancel a line (decision 027), at the period end or now. Its contract loads with the first call,
 * like the auto-renew switch's, so the dashboard's first view stays without a schema library.
 */
export function useCancelLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      lineId,
      ...body
    }: {
      lineId: string;
      when: CancelWhen;
      reason?: ChurnReason | undefined;
      note?: string | undefined;
    }) => {
      const { cancelLine } = await import('@mvno/contracts/api/line-cancellation');
      return callApi(cancelLine, { params: { id: lineId }, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}

/**
 * Undo a line's cancellation while its paid period runs. The answer is told here, not by the panel
 * that asked: reading the lines again removes that panel, and a caller's own callbacks would not run.
 */
export function useUndoLineCancellation() {
  const queryClient = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { undoLineCancellation } = await import('@mvno/contracts/api/line-cancellation');
      return callApi(undoLineCancellation, { params: { id: lineId } });
    },
    onSuccess: ({ message }) => notify({ message: t(message) }),
    onError: (error) => notify({ error: true, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
