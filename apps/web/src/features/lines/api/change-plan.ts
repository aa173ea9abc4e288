import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeBody } from '@mvno/contracts/api/plan-change';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { answerOrInProgress, useIdempotentAttempt } from '../../../lib/idempotent-attempt';

export type PlanChangeRequest = Omit<PlanChangeBody, 'idempotencyKey'> & { lineId: string };

/**
 * Changes a line's plan (docs/decisions/018) with an idempotency key per attempt
 * (lib/idempotent-attempt.ts): after an answer the next confirm is a new attempt; after a lost
 * answer (network, time-out) a retry of the same change reuses the key, so the server answers the
 * first outcome instead of charging twice; a 409 (this change is being charged, or the line
 * already has the plan) answers `{ inProgress }`. The contract loads with the first call.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async ({ lineId, ...body }: PlanChangeRequest) => {
      const { changePlan } = await import('@mvno/contracts/api/plan-change');
      const outcome = await attempt.send({ lineId, ...body }, (idempotencyKey) =>
        callApi(changePlan, { params: { id: lineId }, body: { ...body, idempotencyKey } }),
      );
      return answerOrInProgress(outcome);
    },
    // A change now is a payment (paid or declined): whatever a payment changes is read again.
    onSettled: () => reloadAfterPayment(queryClient),
  });
}
