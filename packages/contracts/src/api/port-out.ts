/**
 * Port-out authentication (decision 025): a line's number leaves for another carrier only when
 * that carrier presents the number, the line's account number and a transfer PIN the customer
 * made here. Every request, accepted or refused, is kept in the line's request log.
 */
import { z } from 'zod';
import { PORT_OUT_REASONS } from '../product-messages/lines';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const zPortOutReason = z.enum(Object.keys(PORT_OUT_REASONS) as [keyof typeof PORT_OUT_REASONS]);

export const zTransferPin = zMessageResponse.extend({
  /** The line's account number, which the new carrier asks for with the PIN. */
  accountNumber: z.string(),
  /** Shown once: only a keyed hash of it is kept. */
  pin: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TransferPin = z.infer<typeof zTransferPin>;

export const createTransferPin = defineEndpoint({
  operationId: 'createTransferPin',
  method: 'POST',
  path: '/app/users/lines/:id/transfer-pin',
  params: zLineParams,
  summary:
    "Make the line's transfer PIN (needs a recent step-up; shown once, valid 7 days, single use; voids the previous one); the customer is mailed at once",
  auth: true,
  // A support session must not hand out what moves a number away.
  refusesAssisted: 'service',
  // Nor a password alone: the PIN and account number are all another carrier needs (decision 043).
  stepUp: true,
  response: zTransferPin,
});

export const zPortOutRequest = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** The carrier that asked. */
  requestedBy: z.string(),
  accepted: z.boolean(),
  /** Why it was refused; null when accepted. */
  reason: zPortOutReason.nullable(),
});
export type PortOutRequestEntry = z.infer<typeof zPortOutRequest>;

export const listPortOutRequests = defineEndpoint({
  operationId: 'listPortOutRequests',
  method: 'GET',
  path: '/app/users/lines/:id/port-out-requests',
  params: zLineParams,
  summary: "The line's port-out requests, newest first; another customer's line is 404",
  auth: true,
  response: z.object({ requests: z.array(zPortOutRequest) }),
});
