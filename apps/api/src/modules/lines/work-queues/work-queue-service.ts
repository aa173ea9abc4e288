/**
 * The lines' work queues (decision 031): what the care console lists for staff to work on.
 * A renewal "suspends today" when its next try is the last of the retry schedule and falls
 * before the end of today (UTC): if that try is declined, the line is suspended.
 */
import { PORT_IN_STUCK_HOURS, WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import type { Clock } from '../../../lib/clock';
import { ESIM_INSTALL_WITHIN_MS } from '../carrier/carrier-outbox-service';
import type { WorkQueueRepository } from './work-queue-repository';

const HOUR_MS = 60 * 60 * 1000;

/** One page and whether another follows. */
async function paged<T>(read: (page: { limit: number; offset: number }) => Promise<T[]>, page: number) {
  const rows = await read({ limit: WORK_QUEUE_PAGE_SIZE + 1, offset: page * WORK_QUEUE_PAGE_SIZE });
  return { rows: rows.slice(0, WORK_QUEUE_PAGE_SIZE), hasMore: rows.length > WORK_QUEUE_PAGE_SIZE };
}

export function createWorkQueueService(deps: {
  queues: WorkQueueRepository;
  clock: Clock;
  retryDays: number[];
}) {
  return {
    async ports(page: number) {
      const stuckBefore = new Date(deps.clock.now().getTime() - PORT_IN_STUCK_HOURS * HOUR_MS);
      const { rows, hasMore } = await paged((p) => deps.queues.stuckPorts(stuckBefore, p), page);
      return {
        items: rows.map((row) => ({
          ...row,
          status: row.status as 'submitted' | 'pending' | 'rejected',
          since: row.since.toISOString(),
        })),
        hasMore,
      };
    },

    /** eSIM profiles not installed within a day (ESIM_INSTALL_WITHIN_MS), or failed (decision 073). */
    async esims(page: number) {
      const before = new Date(deps.clock.now().getTime() - ESIM_INSTALL_WITHIN_MS);
      const { rows, hasMore } = await paged((p) => deps.queues.esimsNotInstalled(before, p), page);
      return {
        items: rows.map((row) => ({
          ...row,
          state: row.state as 'released' | 'downloaded' | 'failed',
          since: (row.since ?? new Date(0)).toISOString(),
          mailedAt: row.mailedAt?.toISOString() ?? null,
        })),
        hasMore,
      };
    },

    async renewals(page: number) {
      const now = deps.clock.now();
      const endOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      const { rows, hasMore } = await paged((p) => deps.queues.failingRenewals(p), page);
      return {
        items: rows.map(({ nextAttemptAt, ...row }) => ({
          ...row,
          nextAttemptAt: nextAttemptAt!.toISOString(),
          suspendsToday: row.declined >= deps.retryDays.length && nextAttemptAt!.getTime() < endOfToday,
        })),
        hasMore,
      };
    },
  };
}

export type WorkQueueService = ReturnType<typeof createWorkQueueService>;
