/**
 * The care console's work queues (docs/decisions/031-care-actions-queues-idle.md): port-ins
 * pending too long or refused; renewals failing, with the lines to be suspended today; failed
 * background jobs (retry, dismiss); unassigned chats; contact-form messages as tickets. Each list
 * is paged (WORK_QUEUE_PAGE_SIZE rows, oldest first) and shows names, never account data: acting
 * on a customer goes through their page and the CPNI gate.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';
import { care } from '../product-messages/care';

export const zQueuePage = z.object({ page: z.coerce.number().int().min(0).max(1000).default(0) });
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), hasMore: z.boolean() });
const at = z.iso.datetime({ offset: true });

export const zPortQueueItem = z.object({
  portId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  lineId: z.string(),
  msisdn: z.string(),
  status: z.enum(['submitted', 'pending', 'rejected']),
  /** The old carrier's reason of a refusal. */
  reason: z.string().nullable(),
  since: at,
});
export type PortQueueItem = z.infer<typeof zPortQueueItem>;

export const zRenewalQueueItem = z.object({
  customerId: z.string(),
  customerName: z.string(),
  lineId: z.string(),
  mdn: z.string(),
  /** Automatic tries declined so far. */
  declined: z.number(),
  nextAttemptAt: at,
  lastFailure: z.string().nullable(),
  /** The next try is the last, and it falls today (UTC): the line is suspended if it is declined. */
  suspendsToday: z.boolean(),
});
export type RenewalQueueItem = z.infer<typeof zRenewalQueueItem>;

/** An eSIM profile not installed on a phone a day after its release, or whose download failed (decision 073). */
export const zEsimQueueItem = z.object({
  customerId: z.string(),
  customerName: z.string(),
  lineId: z.string(),
  mdn: z.string(),
  state: z.enum(['released', 'downloaded', 'failed']),
  /** Since when the profile is in that state. */
  since: at,
  /** When the customer was mailed how to install it; null: not yet. */
  mailedAt: at.nullable(),
});
export type EsimQueueItem = z.infer<typeof zEsimQueueItem>;

export const zFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  failedAt: at,
  tries: z.number(),
  /** The last error's message (never the job's data, which may hold a customer's details). */
  error: z.string(),
});
export type FailedJob = z.infer<typeof zFailedJob>;

export const zChatQueueItem = z.object({
  conversationId: z.string(),
  name: z.string(),
  /** The account, or null for a visitor. */
  customerId: z.string().nullable(),
  waitingSince: at,
  lastMessageAt: at,
});
export type ChatQueueItem = z.infer<typeof zChatQueueItem>;

export const TICKET_STATUSES = ['open', 'pending', 'solved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const zTicket = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: at,
});
export type Ticket = z.infer<typeof zTicket>;

export const zTicketQuery = zQueuePage.extend({ status: z.enum(TICKET_STATUSES).default('open') });
export const zTicketUpdate = z.object({
  status: z.enum(TICKET_STATUSES),
  /** A staff member's id, or null for nobody. */
  assigneeId: z.uuid().nullable(),
});
export type TicketUpdate = z.infer<typeof zTicketUpdate>;

export const zJobAction = z.object({ queue: z.string().min(1).max(100) });

const base = '/app/care/queues';
const zJobParams = z.object({ jobId: zPathId(care.jobNotFound) });

export const listPortQueue = defineEndpoint({
  operationId: 'listPortQueue',
  method: 'GET',
  path: `${base}/ports`,
  summary: 'Port-ins pending too long (PORT_IN_STUCK_HOURS) or refused by the old carrier, oldest first',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zQueuePage,
  response: paged(zPortQueueItem),
});

export const listRenewalQueue = defineEndpoint({
  operationId: 'listRenewalQueue',
  method: 'GET',
  path: `${base}/renewals`,
  summary: 'Renewals declined and still open, by next try; those whose last try (suspension) is today marked',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zQueuePage,
  response: paged(zRenewalQueueItem),
});

export const listEsimQueue = defineEndpoint({
  operationId: 'listEsimQueue',
  method: 'GET',
  path: `${base}/esims`,
  summary: 'eSIM profiles not installed a day after their release, or whose download failed, oldest first',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zQueuePage,
  response: paged(zEsimQueueItem),
});

export const listFailedJobs = defineEndpoint({
  operationId: 'listFailedJobs',
  method: 'GET',
  path: `${base}/jobs`,
  summary: 'Background jobs that failed after their last retry, newest first',
  auth: true,
  session: 'agent',
  permission: 'jobs.manage',
  query: zQueuePage,
  response: paged(zFailedJob),
});

export const retryFailedJob = defineEndpoint({
  operationId: 'retryFailedJob',
  method: 'POST',
  path: `${base}/jobs/:jobId/retry`,
  params: zJobParams,
  summary: 'Run a failed job again (audited)',
  auth: true,
  session: 'agent',
  permission: 'jobs.manage',
  body: zJobAction,
  response: z.object({ message: z.string() }),
});

export const dismissFailedJob = defineEndpoint({
  operationId: 'dismissFailedJob',
  method: 'POST',
  path: `${base}/jobs/:jobId/dismiss`,
  params: zJobParams,
  summary: 'Remove a failed job from the queue without running it (audited)',
  auth: true,
  session: 'agent',
  permission: 'jobs.manage',
  body: zJobAction,
  response: z.object({ message: z.string() }),
});

export const listChatQueue = defineEndpoint({
  operationId: 'listChatQueue',
  method: 'GET',
  path: `${base}/chats`,
  summary: 'Open chats no agent has taken, longest waiting first',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zQueuePage,
  response: paged(zChatQueueItem),
});

export const listTickets = defineEndpoint({
  operationId: 'listTickets',
  method: 'GET',
  path: `${base}/tickets`,
  summary: 'Contact-form messages of one status, oldest first',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zTicketQuery,
  response: paged(zTicket),
});

export const updateTicket = defineEndpoint({
  operationId: 'updateTicket',
  method: 'POST',
  path: `${base}/tickets/:ticketId`,
  params: z.object({ ticketId: zPathId(care.ticketNotFound) }),
  summary: "Set a ticket's status and assignee (audited)",
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  body: zTicketUpdate,
  response: z.object({ message: z.string(), ticket: zTicket }),
});
