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
} from '@mvno/contracts/api/care-queues';
import {
  listCarrierDrift,
  repairCarrierDrift,
  resolveCarrierDrift,
} from '@mvno/contracts/api/care-carrier-drift';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { QueueService } from './queue-service';

/** The work queues (`queues.work`; the failed jobs `jobs.manage`, a drift repair `lines.manage`: checked by the router). */
export function registerQueueRoutes(router: Router<AuthUser>, queues: QueueService): void {
  router.add(listPortQueue, ({ query }) => queues.ports(query.page));
  router.add(listRenewalQueue, ({ query }) => queues.renewals(query.page));
  router.add(listEsimQueue, ({ query }) => queues.esims(query.page));
  router.add(listChatQueue, ({ query }) => queues.chats(query.page));
  router.add(listTickets, ({ query }) => queues.tickets(query.status, query.page));
  router.add(listFailedJobs, ({ query }) => queues.failedJobs(query.page));
  router.add(retryFailedJob, ({ user, params, body }) => queues.retryJob(user, params.jobId, body.queue));
  router.add(dismissFailedJob, ({ user, params, body }) => queues.dismissJob(user, params.jobId, body.queue));
  router.add(listCarrierDrift, ({ query }) => queues.carrierDrift(query.page));
  router.add(repairCarrierDrift, ({ user, params }) => queues.repairDrift(user, params.driftId));
  router.add(resolveCarrierDrift, ({ user, params, body }) =>
    queues.resolveDrift(user, params.driftId, body),
  );
  router.add(updateTicket, ({ user, params, body }) => queues.updateTicket(user, params.ticketId, body));
}
