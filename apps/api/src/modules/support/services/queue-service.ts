/**
 * The support work queues (decision 031): unassigned chats and contact-form tickets, paged.
 * A ticket's change answers the ticket before and after it, for the staff audit log.
 */
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError, fieldError } from '../../../errors';
import type { QueueRepository, TicketStatus } from '../repositories/queue-repository';

const TICKET_NOT_FOUND = STAFF_MESSAGES.care.ticketNotFound;
const NOT_STAFF = STAFF_MESSAGES.care.ticketAssigneeNotStaff;

async function paged<T>(read: (page: { limit: number; offset: number }) => Promise<T[]>, page: number) {
  const rows = await read({ limit: WORK_QUEUE_PAGE_SIZE + 1, offset: page * WORK_QUEUE_PAGE_SIZE });
  return { rows: rows.slice(0, WORK_QUEUE_PAGE_SIZE), hasMore: rows.length > WORK_QUEUE_PAGE_SIZE };
}

type TicketRow = NonNullable<Awaited<ReturnType<QueueRepository['ticket']>>>;

const toTicket = (row: TicketRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  assignee: row.assigneeId
    ? { id: row.assigneeId, name: `${row.assigneeFirstName ?? ''} ${row.assigneeLastName ?? ''}`.trim() }
    : null,
  createdAt: row.createdAt.toISOString(),
});

export function createQueueService(deps: { queues: QueueRepository; now: () => Date }) {
  return {
    async chats(page: number) {
      const { rows, hasMore } = await paged(deps.queues.unassignedChats, page);
      return {
        items: rows.map((row) => ({
          ...row,
          waitingSince: row.waitingSince.toISOString(),
          lastMessageAt: row.lastMessageAt.toISOString(),
        })),
        hasMore,
      };
    },

    async tickets(status: TicketStatus, page: number) {
      const { rows, hasMore } = await paged((p) => deps.queues.tickets(status, p), page);
      return { items: rows.map(toTicket), hasMore };
    },

    async updateTicket(id: string, update: { status: TicketStatus; assigneeId: string | null }) {
      const before = await deps.queues.ticket(id);
      if (!before) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
      if (update.assigneeId && !(await deps.queues.isStaff(update.assigneeId)))
        throw fieldError('assigneeId', NOT_STAFF);
      if (!(await deps.queues.setTicket(id, update, deps.now())))
        throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
      const after = await deps.queues.ticket(id);
      return { before: toTicket(before), after: toTicket(after!) };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
