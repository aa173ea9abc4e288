/**
 * Deleting the customer's account (CCPA/CPRA right to delete; decision 032): behind a step-up,
 * every line cancelled now, personal data erased or de-identified, the records the law requires
 * kept without it, a final mail, signed out everywhere. Staff see each request with its 45-day clock.
 */
import { z } from 'zod';
import { DELETION_KEPT_RECORDS } from '../product-constants/privacy';
import { accountDeletion } from '../product-messages/account-deletion';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

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
});
export type DeletionRequest = z.infer<typeof zDeletionRequest>;

export const listDeletionRequests = defineEndpoint({
  operationId: 'listDeletionRequests',
  method: 'GET',
  path: '/app/care/deletion-requests',
  summary: 'Account deletion requests, the oldest first, with the days left of their 45-day clock',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  response: z.object({ requests: z.array(zDeletionRequest) }),
});
