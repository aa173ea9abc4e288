/**
 * Cancel a line online (decision 027; California BPC §17602(c): cancelling by the medium the
 * customer signed up with): at the end of the paid period (the default) or now, with no refund;
 * undone while the period runs. The number may still move to another carrier until the period ends.
 */
import { z } from 'zod';
import { CHURN_NOTE_MAX_LENGTH, CHURN_REASONS } from '../product-constants/churn';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const CANCEL_WHEN = ['period_end', 'now'] as const;
export const zCancelWhen = z.enum(CANCEL_WHEN);
export type CancelWhen = z.infer<typeof zCancelWhen>;

/** A line's cancellation as the dashboard shows it; null on a line that is not cancelled. */
export const zLineCancellation = z.object({
  /** ISO 8601: when service ends (or ended): the period end, or the moment of "now". */
  endsAt: z.iso.datetime({ offset: true }),
  /** Until when the number can still be moved to another carrier: the paid period's end. */
  portOutUntil: z.iso.datetime({ offset: true }),
  when: zCancelWhen,
  /** Whether Undo still works: the paid period has not ended. */
  undoable: z.boolean(),
});
export type LineCancellation = z.infer<typeof zLineCancellation>;

export const cancelLine = defineEndpoint({
  operationId: 'cancelLine',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/cancel',
  params: zLineParams,
  summary: 'Cancel a line at the end of its paid period (default) or now; no refund; the customer is mailed',
  auth: true,
  refusesAssisted: 'service',
  body: z.object({
    when: zCancelWhen.default('period_end'),
    /** Why, from the churn taxonomy (decision 068); optional: cancelling never waits on it. */
    reason: z.enum(CHURN_REASONS).optional(),
    /** The customer's own words, kept with the cancellation, exported and erased with the account. */
    note: z.string().trim().max(CHURN_NOTE_MAX_LENGTH).optional(),
  }),
  response: zMessageResponse.extend({ cancellation: zLineCancellation }),
});

export const undoLineCancellation = defineEndpoint({
  operationId: 'undoLineCancellation',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/cancel/undo',
  params: zLineParams,
  summary: "Undo a line's cancellation while its paid period runs; auto-renew is on again",
  auth: true,
  refusesAssisted: 'service',
  response: zMessageResponse,
});
