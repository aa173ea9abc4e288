/** Members' plan-change and data-cap requests (decision 088); answered like data requests (line-requests.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataCapRequestBody, PlanChangeRequestBody } from '@mvno/contracts/api/line-change-requests';
import { callApi } from '../../../lib/api-client';
import { memberKeys } from './members';

export type ChangeRequest =
  | ({ kind: 'plan'; lineId: string } & PlanChangeRequestBody)
  | ({ kind: 'cap'; lineId: string } & DataCapRequestBody);

export function useAskForChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (asked: ChangeRequest) => {
      const { createDataCapRequest, createPlanChangeRequest } =
        await import('@mvno/contracts/api/line-change-requests');
      const params = { id: asked.lineId };
      return asked.kind === 'plan'
        ? callApi(createPlanChangeRequest, { params, body: { planId: asked.planId, when: asked.when } })
        : callApi(createDataCapRequest, { params, body: { capGb: asked.capGb } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.requests }),
  });
}
