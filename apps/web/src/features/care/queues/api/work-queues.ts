import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dismissFailedJob,
  listChatQueue,
  listEsimQueue,
  listFailedJobs,
  listPortQueue,
  listRenewalQueue,
  listTickets,
  retryFailedJob,
  updateTicket,
  type TicketStatus,
  type TicketUpdate,
} from '@mvno/contracts/api/care-queues';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const QUEUES_KEY = [...CARE_KEY, 'queues'] as const;
type QueueList =
  | typeof listPortQueue
  | typeof listRenewalQueue
  | typeof listEsimQueue
  | typeof listChatQueue
  | typeof listFailedJobs;

/** One page of a work queue (the previous page stays shown while the next loads). */
function usePage<E extends QueueList>(name: string, endpoint: E, page: number) {
  return useQuery({
    queryKey: [...QUEUES_KEY, name, page],
    queryFn: ({ signal }) =>
      callApi<QueueList>(endpoint, { query: { page }, signal }) as ReturnType<typeof callApi<E>>,
    placeholderData: keepPreviousData,
  });
}

export const usePortQueue = (page: number) => usePage('ports', listPortQueue, page);
export const useRenewalQueue = (page: number) => usePage('renewals', listRenewalQueue, page);
export const useEsimQueue = (page: number) => usePage('esims', listEsimQueue, page);
export const useChatQueue = (page: number) => usePage('chats', listChatQueue, page);
export const useFailedJobs = (page: number) => usePage('jobs', listFailedJobs, page);

export function useTicketPage(status: TicketStatus, page: number) {
  return useQuery({
    queryKey: [...QUEUES_KEY, 'tickets', status, page],
    queryFn: ({ signal }) => callApi(listTickets, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Runs a failed job again, or dismisses it; the list is read again after. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, queue, action }: { id: string; queue: string; action: 'retry' | 'dismiss' }) =>
      callApi(action === 'retry' ? retryFailedJob : dismissFailedJob, {
        params: { jobId: id },
        body: { queue },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...QUEUES_KEY, 'jobs'] }),
  });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: TicketUpdate }) =>
      callApi(updateTicket, { params: { ticketId: id }, body: update }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...QUEUES_KEY, 'tickets'] }),
  });
}
