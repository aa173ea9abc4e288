import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { answerOrInProgress, useIdempotentAttempt } from '../../../lib/idempotent-attempt';

/**
 * Renew now / Pay now with the chosen saved card (the primary when none is named), one attempt at a time (lib/idempotent-attempt.ts). The period end is this
 * call's key: the server renews a line's period once and answers the renewal already made when it
 * is sent again. A 409 (the renewal is being paid right now) answers `{ inProgress }`. A renewal
 * paid or declined is a payment: the lines, the order history, the cards and the user are read again.
 */
export function useRenewLine() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async ({
      lineId,
      periodEnd,
      cardId,
    }: {
      lineId: string;
      periodEnd: string;
      cardId?: string;
    }) => {
      const { renewLine } = await import('@mvno/contracts/api/lines');
      const outcome = await attempt.send({ lineId, periodEnd, cardId }, () =>
        callApi(renewLine, { params: { id: lineId }, body: { periodEnd, cardId } }),
      );
      return answerOrInProgress(outcome);
    },
    onSettled: () => reloadAfterPayment(queryClient),
  });
}
