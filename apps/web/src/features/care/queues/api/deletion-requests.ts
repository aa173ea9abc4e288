import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeDeletionRequest,
  listDeletionRequests,
  type DeletionDoneReason,
  type DeletionRequestStatus,
} from '@mvno/contracts/api/account-deletion';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const DELETIONS_KEY = [...CARE_KEY, 'queues', 'deletions'] as const;

/** One page of the account deletion requests of a status (the previous page stays while the next loads). */
export function useDeletionRequests(status: DeletionRequestStatus, page: number) {
  return useQuery({
    queryKey: [...DELETIONS_KEY, status, page],
    queryFn: ({ signal }) => callApi(listDeletionRequests, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a request done with a reason; both lists are read again after. */
export function useCompleteDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: DeletionDoneReason }) =>
      callApi(completeDeletionRequest, { params: { requestId: id }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DELETIONS_KEY }),
  });
}
