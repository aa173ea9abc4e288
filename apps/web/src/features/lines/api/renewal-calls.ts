/** A line's renewal: the auto-renew switch, and Renew now / Pay now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { answerOrInProgress, useIdempotentAttempt } from '../../../lib/idempotent-attempt';

function useReloadLines() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.lines });
}

/** The switch sits on the dashboard's first view: its contract loads with the first call. */
export function useSetAutoRenew() {
  const reload = useReloadLines();
  return useMutation({
    mutationFn: async ({ lineId, autoRenew }: { lineId: string; autoRenew: boolean }) => {
      const { setLineAutoRenew } = await import('@mvno/contracts/api/lines');
      return callApi(setLineAutoRenew, { params: { id: lineId }, body: { autoRenew } });
    },
    onSettled: reload,
  });
}

/**
 * Renew now / Pay now, one attempt at a time (lib/idempotent-attempt.ts). The period end is this
 * call's key: the server renews a line's period once and answers the renewal already made when it
 * is sent again. A 409 (the renewal is being paid right now) answers `{ inProgress }`. A renewal
 * paid or declined is a payment: the lines, the order history, the cards and the user are read again.
 */
export function useRenewLine() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  const reload = () => reloadAfterPayment(queryClient);
  return useMutation({
    mutationFn: async ({ lineId, periodEnd }: { lineId: string; periodEnd: string }) => {
      const { renewLine } = await import('@mvno/contracts/api/lines');
      const outcome = await attempt.send({ lineId, periodEnd }, () =>
        callApi(renewLine, { params: { id: lineId }, body: { periodEnd } }),
      );
      return answerOrInProgress(outcome);
    },
    onSettled: reload,
  });
}
