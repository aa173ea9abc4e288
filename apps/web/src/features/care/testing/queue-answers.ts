/** Work-queue answers for the console's component tests, as the contracts shape them. */
import type { DeletionRequest } from '@mvno/contracts/api/account-deletion';
import {
  listTickets,
  type FailedJob,
  type PortQueueItem,
  type RenewalQueueItem,
  type Ticket,
} from '@mvno/contracts/api/care-queues';
import { listDeletionRequests } from '@mvno/contracts/api/account-deletion';
import { DELETION_KEPT_RECORDS } from '@mvno/contracts/product-constants/privacy';
import { routeOf, type FakeRoute } from '../../../test/fake-api';
import { QUEUE_LISTS } from '../queues/api/work-queues';

const DAY_MS = 86_400_000;
let sequence = 0;

export const page = <T>(items: T[], hasMore = false) => ({ body: { items, hasMore } });

export function makePort(overrides: Partial<PortQueueItem> = {}): PortQueueItem {
  sequence += 1;
  return {
    portId: `port-${sequence}`,
    customerId: `customer-${sequence}`,
    customerName: `Customer ${sequence}`,
    lineId: `line-${sequence}`,
    msisdn: `51255501${String(sequence).padStart(2, '0')}`,
    status: 'rejected',
    reason: 'pin_mismatch',
    since: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeRenewal(overrides: Partial<RenewalQueueItem> = {}): RenewalQueueItem {
  sequence += 1;
  return {
    customerId: `customer-${sequence}`,
    customerName: `Customer ${sequence}`,
    lineId: `line-${sequence}`,
    mdn: `51255502${String(sequence).padStart(2, '0')}`,
    declined: 1,
    nextAttemptAt: '2026-11-27T15:00:00.000Z',
    lastFailure: 'card_declined',
    suspendsToday: false,
    ...overrides,
  };
}

export function makeJob(overrides: Partial<FailedJob> = {}): FailedJob {
  sequence += 1;
  return {
    id: `job-${sequence}`,
    queue: 'mail.send',
    failedAt: '2026-11-25T10:00:00.000Z',
    tries: 3,
    error: 'SMTP refused',
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  sequence += 1;
  return {
    id: `ticket-${sequence}`,
    name: `Writer ${sequence}`,
    email: `writer${sequence}@example.com`,
    message: `Message ${sequence}`,
    status: 'open',
    assignee: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

/** An open deletion request with `daysLeft` of its 45 days (negative: overdue). */
export function makeDeletion(daysLeft: number, overrides: Partial<DeletionRequest> = {}): DeletionRequest {
  sequence += 1;
  const dueAt = new Date(Date.UTC(2026, 11, 20) + daysLeft * DAY_MS);
  return {
    id: `0000000${sequence}-aaaa-4bbb-8ccc-${String(sequence).padStart(12, '0')}`,
    customerId: `customer-${sequence}`,
    requestedAt: new Date(dueAt.getTime() - 45 * DAY_MS).toISOString(),
    dueAt: dueAt.toISOString(),
    daysLeft,
    linesCancelled: 1,
    kept: [...DELETION_KEPT_RECORDS],
    status: 'open',
    done: null,
    ...overrides,
  };
}

/** Every list of the work queues page empty, unless the test answers it. */
export function emptyQueues(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  const lists = [...Object.values(QUEUE_LISTS), listTickets, listDeletionRequests];
  return { ...Object.fromEntries(lists.map((list) => [routeOf(list), page([])])), ...overrides };
}
