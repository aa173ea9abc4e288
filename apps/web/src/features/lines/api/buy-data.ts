import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { answerOrInProgress, useIdempotentAttempt } from '../../../lib/idempotent-attempt';

/**
 * Buys a data add-on with one key per attempt (lib/idempotent-attempt.ts): a double click or a
 * retry after a lost answer charges once; a 409 answers `{ inProgress }`. An add-on paid or declined
 * is a payment: lines (and their usage), order history, cards and user are read again.
 */
export function useBuyData() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async ({ lineId, topUpId, cardId }: { lineId: string; topUpId: string; cardId: string }) => {
      const { buyTopUp } = await import('@mvno/contracts/api/data-top-ups');
      const outcome = await attempt.send({ lineId, topUpId, cardId }, (idempotencyKey) =>
        callApi(buyTopUp, { params: { id: lineId }, body: { topUpId, cardId, idempotencyKey } }),
      );
      return answerOrInProgress(outcome);
    },
    onSettled: () => reloadAfterPayment(queryClient),
  });
}
