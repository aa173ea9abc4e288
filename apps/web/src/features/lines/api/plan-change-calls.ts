/**
 * Changing a line's plan (docs/decisions/018): the plans to choose from, the server's quote, the
 * change itself and cancelling a scheduled one. Cancel change sits on the dashboard's first view,
 * so every call imports its contract with its first use.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeBody } from '@mvno/contracts/api/plan-change';
import { plansQueryOptions } from '../../../entities/plan/get-plans';
import { queryKeys, reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { answerOrInProgress, useIdempotentAttempt } from '../../../lib/idempotent-attempt';

const loadContract = () => import('@mvno/contracts/api/plan-change');

/** The plans on sale, read when the dialog opens, not with the dashboard (the shop's query: one cache). */
export function usePlanChoices(open: boolean) {
  return useQuery({ ...plansQueryOptions(), enabled: open });
}

/** What changing to `planId` charges now and at the renewal; asked again whenever it is shown. */
export function usePlanChangeQuote(lineId: string, planId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.planChangeQuote(lineId, planId),
    queryFn: async ({ signal }) => {
      const { quotePlanChange } = await loadContract();
      return callApi(quotePlanChange, { params: { id: lineId }, body: { planId: planId ?? '' }, signal });
    },
    enabled: planId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export type PlanChangeRequest = Omit<PlanChangeBody, 'idempotencyKey'> & { lineId: string };

/**
 * Changes the plan with an idempotency key per attempt (lib/idempotent-attempt.ts): after an answer
 * the next confirm is a new attempt; after a lost answer (network, time-out) a retry of the same
 * change reuses the key, so the server answers the first outcome instead of charging twice; a 409
 * (this change is being charged, or the line already has the plan) answers `{ inProgress }`.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async ({ lineId, ...body }: PlanChangeRequest) => {
      const { changePlan } = await loadContract();
      const outcome = await attempt.send({ lineId, ...body }, (idempotencyKey) =>
        callApi(changePlan, { params: { id: lineId }, body: { ...body, idempotencyKey } }),
      );
      return answerOrInProgress(outcome);
    },
    // A change now is a payment (paid or declined): whatever a payment changes is read again.
    onSettled: () => reloadAfterPayment(queryClient),
  });
}

export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.lines });
  return useMutation({
    mutationFn: async (lineId: string) => {
      const { cancelPlanChange } = await loadContract();
      return callApi(cancelPlanChange, { params: { id: lineId } });
    },
    onSettled: reload,
  });
}
