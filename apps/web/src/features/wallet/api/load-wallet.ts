import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { answerOrInProgress, useIdempotentAttempt } from '../../../lib/idempotent-attempt';
import { WALLET_KEY } from './get-wallet';

/**
 * Adds $10, $20 or $50 of credit with a saved card, one key per attempt (lib/idempotent-attempt.ts):
 * a double click or a retry after a lost answer charges once; a 409 answers `{ inProgress }`.
 */
export function useLoadWallet() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async ({ amount, cardId }: { amount: 10 | 20 | 50; cardId: string }) => {
      const { loadWallet } = await import('@mvno/contracts/api/wallet');
      const outcome = await attempt.send({ amount, cardId }, (idempotencyKey) =>
        callApi(loadWallet, { body: { amount, cardId, idempotencyKey } }),
      );
      return answerOrInProgress(outcome);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      await reloadAfterPayment(queryClient);
    },
  });
}
