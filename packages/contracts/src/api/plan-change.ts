/**
 * Changing a line's plan (docs/decisions/018): an upgrade now, charged at once for the rest of the
 * period, or a change at the next renewal (dearer or cheaper), which charges nothing now. The
 * server computes every amount; the quote shows them before the customer confirms.
 */
import { z } from 'zod';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';
import { zLineRenewal } from './lines';

export const PLAN_CHANGE_TIMES = ['now', 'renewal'] as const;
export const zPlanChangeTime = z.enum(PLAN_CHANGE_TIMES);
export type PlanChangeTime = z.infer<typeof zPlanChangeTime>;

export const zPlanChangeQuoteBody = z.object({ planId: z.string().min(1) });

export const zPlanChangeQuote = z.object({
  /** The plan the line has now, and the plan asked about with its monthly price in dollars. */
  currentPlan: z.object({ id: z.string(), name: z.string() }),
  plan: z.object({ id: z.string(), name: z.string(), price: z.number() }),
  /** The end of the current period (ISO 8601): send it back with the change. */
  periodEnd: z.iso.datetime({ offset: true }),
  /** Upgrade now: what is charged today, for the rest of the period (until `until`); null when not offered. */
  now: z.object({ amount: z.number(), until: z.iso.datetime({ offset: true }) }).nullable(),
  /** Why the change cannot start now (a cheaper plan, a suspended line...); null when it can. */
  nowUnavailable: z.string().nullable(),
  /**
   * At the next renewal: what it charges with the new plan each period, and when (`on`, the period
   * end; null when the line renews only when the customer pays or turns auto-renew on).
   */
  atRenewal: z.object({ amount: z.number(), on: z.iso.datetime({ offset: true }).nullable() }),
});
export type PlanChangeQuote = z.infer<typeof zPlanChangeQuote>;

export const quotePlanChange = defineEndpoint({
  operationId: 'quotePlanChange',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/plan-change/quote',
  params: zLineParams,
  summary: "What changing a line's plan charges now and at the next renewal, and when",
  auth: true,
  assistedMay: 'prices a plan change for the customer; changes nothing',
  body: zPlanChangeQuoteBody,
  response: zPlanChangeQuote,
});

export const zPlanChangeBody = z.object({
  planId: z.string().min(1),
  when: zPlanChangeTime,
  /** The period end the customer saw in the quote: a renewed line answers that its period changed. */
  periodEnd: z.iso.datetime({ offset: true }),
  /** A fresh random key per attempt; the same key never charges twice. */
  idempotencyKey: z.string().min(16).max(100),
  /**
   * Upgrade now: the amount the customer saw (`now.amount` of the quote, dollars). The server charges at
   * most this: a higher amount (a plan's price rose since) is refused at this field with the new amount.
   */
  quotedAmount: z.number().nonnegative().max(100_000).optional(),
});
export type PlanChangeBody = z.infer<typeof zPlanChangeBody>;

/**
 * Changes the plan now (an upgrade, charged to the primary card: a declined card answers
 * successful false and changes nothing) or schedules it for the next renewal.
 */
export const changePlan = defineEndpoint({
  operationId: 'changeLinePlan',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/plan-change',
  params: zLineParams,
  summary: "Upgrade a line's plan now (charged for the rest of the period) or change it at the next renewal",
  auth: true,
  refusesAssisted: true,
  body: zPlanChangeBody,
  response: zMessageResponse.extend({ successful: z.boolean(), renewal: zLineRenewal }),
});

/** Cancels the change scheduled for the next renewal (answers the same when none is scheduled). */
export const cancelPlanChange = defineEndpoint({
  operationId: 'cancelLinePlanChange',
  refusals: [409],
  method: 'DELETE',
  path: '/app/users/lines/:id/plan-change',
  params: zLineParams,
  summary: 'Cancel the plan change scheduled for the next renewal of a line',
  auth: true,
  refusesAssisted: 'service',
  response: zMessageResponse.extend({ renewal: zLineRenewal }),
});
