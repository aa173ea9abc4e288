/** Members' requests (decision 072): asking for a data add-on, and the owner's or a manager's answer. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { memberKeys } from './members';

export function useLineRequests(enabled = true) {
  return useQuery({
    queryKey: memberKeys.requests,
    enabled,
    queryFn: async ({ signal }) => {
      const { listLineRequests } = await import('@mvno/contracts/api/members');
      return callApi(listLineRequests, { signal });
    },
  });
}

export function useAskForData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, topUpId }: { lineId: string; topUpId: string }) => {
      const { createLineRequest } = await import('@mvno/contracts/api/members');
      return callApi(createLineRequest, { params: { id: lineId }, body: { topUpId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.requests }),
  });
}

/** Approving charges the owner's card: everything a payment changes is read again. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, approve }: { requestId: string; approve: boolean }) => {
      const { approveLineRequest, declineLineRequest } = await import('@mvno/contracts/api/members');
      return callApi(approve ? approveLineRequest : declineLineRequest, { params: { requestId } });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.requests });
      await reloadAfterPayment(queryClient);
    },
  });
}
