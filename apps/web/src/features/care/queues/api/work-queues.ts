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
/** The queues read a page at a time, by their name in the cache. */
export const QUEUE_LISTS = {
  ports: listPortQueue,
  renewals: listRenewalQueue,
  esims: listEsimQueue,
  chats: listChatQueue,
  jobs: listFailedJobs,
} as const;
type QueueLists = typeof QUEUE_LISTS;
type QueueList = QueueLists[keyof QueueLists];
type PageOf<N extends keyof QueueLists> = ReturnType<typeof callApi<QueueLists[N]>>;

/** One page of a work queue (the previous page stays shown while the next loads). */
function usePage<N extends keyof QueueLists>(name: N, page: number) {
  return useQuery({
    queryKey: [...QUEUES_KEY, name, page],
    queryFn: ({ signal }) => callApi<QueueList>(QUEUE_LISTS[name], { query: { page }, signal }) as PageOf<N>,
    placeholderData: keepPreviousData,
  });
}

export const usePortQueue = (page: number) => usePage('ports', page);
export const useRenewalQueue = (page: number) => usePage('renewals', page);
export const useEsimQueue = (page: number) => usePage('esims', page);
export const useChatQueue = (page: number) => usePage('chats', page);
export const useFailedJobs = (page: number) => usePage('jobs', page);

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
