/**
 * The work queues page (decision 031): other modules' lists, paged, and the staff writes on
 * them (a failed job run again or dismissed, a ticket's status and assignee), each audited.
 */
import type { TicketStatus, TicketUpdate } from '@mvno/contracts/api/care-queues';
import type { ResolveDriftBody } from '@mvno/contracts/api/care-carrier-drift';
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareAudit, CareQueues } from '../care-ports';

const M = STAFF_MESSAGES.care;

export function createQueueService(deps: { queues: CareQueues; audit: CareAudit }) {
  const { lines, support, jobs } = deps.queues;

  async function jobAction(staff: AuthUser, jobId: string, queue: string, action: 'retry' | 'dismiss') {
    const done = action === 'retry' ? await jobs.retry(queue, jobId) : await jobs.dismiss(queue, jobId);
    if (!done) throw new AppError('NOT_FOUND', M.jobNotFound);
    await deps.audit.record({
      staff,
      customerId: null,
      action: `job.${action}`,
      before: { jobId, queue, state: 'failed' },
      after: { jobId, queue, state: action === 'retry' ? 'retry' : 'dismissed' },
    });
    return { message: action === 'retry' ? M.jobRetried : M.jobDismissed };
  }

  return {
    ports: (page: number) => lines.ports(page),
    renewals: (page: number) => lines.renewals(page),
    esims: (page: number) => lines.esims(page),
    chats: (page: number) => support.chats(page),
    tickets: (status: TicketStatus, page: number) => support.tickets(status, page),

    async failedJobs(page: number) {
      const rows = await jobs.list(WORK_QUEUE_PAGE_SIZE + 1, page * WORK_QUEUE_PAGE_SIZE);
      return {
        items: rows
          .slice(0, WORK_QUEUE_PAGE_SIZE)
          .map((row) => ({ ...row, failedAt: row.failedAt.toISOString() })),
        hasMore: rows.length > WORK_QUEUE_PAGE_SIZE,
      };
    },

    carrierDrift: (page: number) => lines.carrierDrift(page),

    /** Marks a drift item resolved with the staff member's reason (decision 086), audited. */
    async resolveDrift(staff: AuthUser, driftId: string, body: ResolveDriftBody) {
      const item = await lines.resolveDrift(driftId);
      await deps.audit.record({
        staff,
        customerId: item.customerId,
        action: 'carrier_drift.resolve',
        reason: body.reason,
        before: { driftId, kind: item.kind, mdn: item.mdn, state: 'open' },
        after: { driftId, kind: item.kind, mdn: item.mdn, state: 'resolved' },
      });
      return { message: M.driftResolved };
    },

    /** Sends the safe repair of a drift item again (the bar; decision 086), audited. */
    async repairDrift(staff: AuthUser, driftId: string) {
      const item = await lines.repairDrift(driftId);
      await deps.audit.record({
        staff,
        customerId: item.customerId,
        action: 'carrier_drift.repair',
        before: { driftId, kind: item.kind, mdn: item.mdn, state: 'open' },
        after: { driftId, kind: item.kind, mdn: item.mdn, repair: 'bar_sent' },
      });
      return { message: M.driftRepaired };
    },

    retryJob: (staff: AuthUser, jobId: string, queue: string) => jobAction(staff, jobId, queue, 'retry'),
    dismissJob: (staff: AuthUser, jobId: string, queue: string) => jobAction(staff, jobId, queue, 'dismiss'),

    async updateTicket(staff: AuthUser, ticketId: string, update: TicketUpdate) {
      const { before, after } = await support.updateTicket(ticketId, update);
      await deps.audit.record({
        staff,
        customerId: null,
        action: 'ticket.update',
        before: { ticketId, status: before.status, assigneeId: before.assignee?.id ?? null },
        after: { ticketId, status: after.status, assigneeId: after.assignee?.id ?? null },
      });
      return { message: M.ticketSaved, ticket: after };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
