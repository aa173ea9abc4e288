/**
 * Deleting the customer's account (CCPA/CPRA right to delete; decision 032): behind a step-up,
 * every line cancelled now, personal data erased or de-identified, the records the law requires
 * kept without it, a final mail, signed out everywhere. Staff see each request with its 45-day clock.
 */
import { z } from 'zod';
import { DELETION_KEPT_RECORDS } from '../product-constants/privacy';
import { accountDeletion } from '../product-messages/account-deletion';
import { zMessageResponse } from './auth';
import { zQueuePage } from './care-queues';
import { defineEndpoint } from './common';
import { zPathText } from './path-params';

export const zDeleteAccountForm = z.object({
  /** The dialog's box: the customer understood that the account and lines end now. */
  confirm: z.literal(true, { error: accountDeletion.acknowledgeRequired }),
});
export type DeleteAccountForm = z.infer<typeof zDeleteAccountForm>;

export const deleteMyAccount = defineEndpoint({
  operationId: 'deleteMyAccount',
  method: 'POST',
  path: '/app/users/account/delete',
  summary:
    "Delete the caller's account: lines cancelled now, personal data erased, a final mail (needs a recent step-up)",
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  body: zDeleteAccountForm,
  response: zMessageResponse,
});

/**
 * Why a staff member marks a request done (decision 035): they checked that the account holds no
 * personal data any more, the card provider or another processor confirmed its own deletion, or the
 * customer was answered about a part the law lets us keep.
 */
export const DELETION_DONE_REASONS = ['erasure_checked', 'processor_confirmed', 'customer_answered'] as const;
export type DeletionDoneReason = (typeof DELETION_DONE_REASONS)[number];

export const DELETION_REQUEST_STATUSES = ['open', 'done'] as const;
export type DeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];

export const zDeletionRequest = z.object({
  id: z.string(),
  /** The de-identified account's id (no name or address is left to show). */
  customerId: z.string(),
  /** ISO 8601. */
  requestedAt: z.string(),
  /** ISO 8601: the end of the 45 days the law gives to finish the request. */
  dueAt: z.string(),
  /** Whole days until `dueAt` (0 on the last day, negative when overdue). */
  daysLeft: z.number().int(),
  linesCancelled: z.number().int(),
  /** The records kept, de-identified. */
  kept: z.array(z.enum(DELETION_KEPT_RECORDS)),
  status: z.enum(DELETION_REQUEST_STATUSES),
  /** Who marked it done, when and why (null while open). */
  done: z
    .object({
      at: z.string(),
      staff: z.object({ id: z.string(), name: z.string() }),
      reason: z.enum(DELETION_DONE_REASONS),
    })
    .nullable(),
});
export type DeletionRequest = z.infer<typeof zDeletionRequest>;

export const zDeletionQueueQuery = zQueuePage.extend({
  status: z.enum(DELETION_REQUEST_STATUSES).default('open'),
});

export const listDeletionRequests = defineEndpoint({
  operationId: 'listDeletionRequests',
  method: 'GET',
  path: '/app/care/deletion-requests',
  summary:
    'Account deletion requests of one status, paged: open ones by due date (oldest first), done ones newest first',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zDeletionQueueQuery,
  response: z.object({ items: z.array(zDeletionRequest), hasMore: z.boolean() }),
});

export const zCompleteDeletionBody = z.object({ reason: z.enum(DELETION_DONE_REASONS) });
export type CompleteDeletionBody = z.infer<typeof zCompleteDeletionBody>;

export const completeDeletionRequest = defineEndpoint({
  operationId: 'completeDeletionRequest',
  refusals: [409],
  method: 'POST',
  path: '/app/care/deletion-requests/:requestId/done',
  // A customer's page imports this file too, so the staff text of a malformed id stays with the service.
  params: z.object({ requestId: zPathText }),
  summary: 'Mark an account deletion request done, once, with a reason code (audited)',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  body: zCompleteDeletionBody,
  response: zMessageResponse.extend({ request: zDeletionRequest }),
});
