/**
 * Giving a line to one of its members (decision 080): the owner offers the line to a member of it
 * (a step-up: the number is about to leave the account); the member accepts with their own step-up
 * and their consent to the automatic renewal, and becomes its owner, or declines; the owner may
 * withdraw the offer. An offer not answered within LINE_TRANSFER_HOURS expires.
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { members as texts } from '../product-messages/members';
import { LINE_TRANSFER_STATUSES } from '../product-constants/members';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';

export const zLineTransfer = z.object({
  id: z.string(),
  lineId: z.string(),
  lineName: z.string(),
  /** The owner who offers the line, and the member it is offered to (first names). */
  fromName: z.string(),
  toName: z.string(),
  status: z.enum(LINE_TRANSFER_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type LineTransfer = z.infer<typeof zLineTransfer>;

export const offerLineTransfer = defineEndpoint({
  operationId: 'offerLineTransfer',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/users/line-transfers',
  summary:
    "Offer one of the caller's lines to the member who uses it (step-up); it stays the caller's until they accept",
  auth: true,
  stepUp: true,
  refusesAssisted: true,
  body: z.object({ membershipId: z.uuid() }),
  response: z.object({ message: z.string(), transfer: zLineTransfer }),
});

export const listLineTransfers = defineEndpoint({
  operationId: 'listLineTransfers',
  method: 'GET',
  path: '/app/users/line-transfers',
  summary: 'The offers of a line the caller made and those made to the caller, still waiting',
  auth: true,
  response: z.object({ offered: z.array(zLineTransfer), toMe: z.array(zLineTransfer) }),
});

export const zLineTransferParams = z.object({ transferId: zPathId(texts.transferNotFound) });

export const acceptLineTransfer = defineEndpoint({
  operationId: 'acceptLineTransfer',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/users/line-transfers/:transferId/accept',
  params: zLineTransferParams,
  summary:
    'Take over a line offered to the caller (step-up; consent to its automatic renewal): the caller becomes its owner',
  auth: true,
  stepUp: true,
  refusesAssisted: true,
  body: z.object({
    renewalConsent: z.literal(true, { error: ACCOUNT_MESSAGES.renewalConsent.required }),
    renewalTermsVersion: z.string().trim().min(1).max(40),
  }),
  response: z.object({ message: z.string(), lineId: z.string() }),
});

export const declineLineTransfer = defineEndpoint({
  operationId: 'declineLineTransfer',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/users/line-transfers/:transferId/decline',
  params: zLineTransferParams,
  summary: 'The member declines a line offered to them, or the owner withdraws the offer',
  auth: true,
  response: z.object({ message: z.string() }),
});
