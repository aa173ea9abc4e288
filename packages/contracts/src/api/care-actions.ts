/**
 * Care actions on a verified customer (docs/decisions/031-care-actions-queues-idle.md): each names
 * a reason code, writes a staff audit entry (before and after) and mails the customer. Re-issue an
 * eSIM, resubmit a refused port-in with a corrected account number or PIN, suspend and restore a
 * line, re-send a receipt, end the customer's sessions, give a failing renewal more days. None
 * turns Number Lock off: only the customer can.
 */
import { z } from 'zod';
import { RENEWAL_GRACE_MAX_DAYS } from '../product-constants/care';
import { CHURN_REASONS } from '../product-constants/churn';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zCustomerParams } from './care-customers';
import { zPathText } from './path-params';
import { zOldService } from './port-in';

export const CARE_ACTION_REASONS = [
  'customer_request',
  'lost_or_stolen',
  'device_problem',
  'port_details_corrected',
  'security_concern',
  'billing_problem',
  'goodwill',
] as const;
export type CareActionReason = (typeof CARE_ACTION_REASONS)[number];

export const zCareReason = z.object({ reason: z.enum(CARE_ACTION_REASONS) });
export type CareReasonBody = z.infer<typeof zCareReason>;

/** A suspension also says why the service stops, from the churn taxonomy (decision 068), when known. */
export const zCareSuspendBody = zCareReason.extend({ churnReason: z.enum(CHURN_REASONS).optional() });
export type CareSuspendBody = z.infer<typeof zCareSuspendBody>;

export const zReissueEsimBody = zCareReason.extend({
  idempotencyKey: z.string().min(16).max(100),
  /**
   * The customer's explicit consent to turn a physical-SIM line into an eSIM line (its SIM card
   * stops working); without it such a line is refused (409, decision 076).
   */
  convertToEsim: z.boolean().optional(),
});
export type ReissueEsimBody = z.infer<typeof zReissueEsimBody>;

/** The old carrier's account number and PIN, corrected as the customer reads them. */
export const zCarePortInBody = zCareReason.extend(zOldService.shape);
export type CarePortInBody = z.infer<typeof zCarePortInBody>;

export const zRenewalGraceBody = zCareReason.extend({
  days: z.number().int().min(1).max(RENEWAL_GRACE_MAX_DAYS),
});
export type RenewalGraceBody = z.infer<typeof zRenewalGraceBody>;

const linePath = '/app/care/customers/:customerId/lines/:lineId';
/** The line is looked up after the CPNI gate, so whether it exists is the service's answer. */
const zCareLineParams = zCustomerParams.extend({ lineId: zPathText });

export const reissueCustomerEsim = defineEndpoint({
  operationId: 'reissueCustomerEsim',
  /** 429: the line's SIM changes (SIM_CHANGES_PER_LINE) or carrier actions are used up for now. */
  refusals: [409, 429],
  method: 'POST',
  path: `${linePath}/esim`,
  params: zCareLineParams,
  summary: "A new eSIM for a verified customer's line (new activation code; the old one stops working)",
  auth: true,
  session: 'agent',
  permission: 'lines.manage',
  body: zReissueEsimBody,
  response: zMessageResponse.extend({
    line: z.object({
      id: z.string(),
      /** Null while the carrier prepares the profile (decision 085). */
      iccid: z.string().nullable(),
      /** The new eSIM's activation code (`LPA:1$...`), for the agent to read to the customer. */
      activationCode: z.string().nullable(),
    }),
  }),
});

export const resubmitCustomerPortIn = defineEndpoint({
  operationId: 'resubmitCustomerPortIn',
  refusals: [409],
  method: 'POST',
  path: `${linePath}/port-in`,
  params: zCareLineParams,
  summary: "Resubmit a verified customer's refused port-in with the corrected account number and PIN",
  auth: true,
  session: 'agent',
  permission: 'lines.manage',
  body: zCarePortInBody,
  response: zMessageResponse,
});

export const suspendCustomerLine = defineEndpoint({
  operationId: 'suspendCustomerLine',
  refusals: [429],
  method: 'POST',
  path: `${linePath}/suspend`,
  params: zCareLineParams,
  summary: "Suspend a verified customer's line at once (calls, texts and data stop; the plan period stays)",
  auth: true,
  session: 'agent',
  permission: 'lines.manage',
  body: zCareSuspendBody,
  response: zMessageResponse,
});

export const restoreCustomerLine = defineEndpoint({
  operationId: 'restoreCustomerLine',
  refusals: [409, 429],
  method: 'POST',
  path: `${linePath}/restore`,
  params: zCareLineParams,
  summary: 'Restore a line that was suspended (by the customer or support) to the status it had',
  auth: true,
  session: 'agent',
  permission: 'lines.manage',
  body: zCareReason,
  response: zMessageResponse,
});

export const extendRenewalGrace = defineEndpoint({
  operationId: 'extendRenewalGrace',
  refusals: [409],
  method: 'POST',
  path: `${linePath}/renewal-grace`,
  params: zCareLineParams,
  summary: "Push a failing renewal's next try (and so the line's suspension) back by a few days",
  auth: true,
  session: 'agent',
  permission: 'renewals.grace',
  body: zRenewalGraceBody,
  response: zMessageResponse.extend({ nextAttemptAt: z.iso.datetime({ offset: true }) }),
});

export const resendCustomerReceipt = defineEndpoint({
  operationId: 'resendCustomerReceipt',
  method: 'POST',
  path: '/app/care/customers/:customerId/receipts/:receiptId/resend',
  params: zCustomerParams.extend({ receiptId: zPathText }),
  summary: 'Mail a receipt (an order-history row) to the customer again',
  auth: true,
  session: 'agent',
  permission: 'customers.act',
  body: zCareReason,
  response: zMessageResponse,
});

export const endCustomerSessions = defineEndpoint({
  operationId: 'endCustomerSessions',
  method: 'POST',
  path: '/app/care/customers/:customerId/sessions/end',
  params: zCustomerParams,
  summary: 'End every session of a verified customer (every device must sign in again)',
  auth: true,
  session: 'agent',
  permission: 'customers.act',
  body: zCareReason,
  response: zMessageResponse,
});
