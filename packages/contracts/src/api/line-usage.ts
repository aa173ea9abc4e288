/**
 * A line's usage in its current plan period against its plan's allowances (docs/decisions/019):
 * data in MB, talk minutes and texts, as the carrier reports them. An allowance of null is
 * unlimited.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

/** What was used so far in the period, and the plan's allowance for the whole period (null: unlimited). */
export const zUsageAmount = z.object({
  used: z.number().int().nonnegative(),
  allowance: z.number().int().positive().nullable(),
});
export type UsageAmount = z.infer<typeof zUsageAmount>;

export const zLineUsage = z.object({
  lineId: z.string(),
  /** ISO 8601 date-time: the plan period the amounts count in (the allowances start again at its end). */
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  /** When the carrier read the amounts. */
  asOf: z.iso.datetime({ offset: true }),
  /** Data in MB (1 GB = 1024 MB). */
  dataMb: zUsageAmount,
  talkMinutes: zUsageAmount,
  texts: zUsageAmount,
});
export type LineUsage = z.infer<typeof zLineUsage>;

/**
 * Usage of a line in service (active, or working on its temporary number while a port runs).
 * Another customer's line is 404; a line without a plan or out of service (activating,
 * suspended, expired) is 409: the carrier meters nothing for it.
 */
export const getLineUsage = defineEndpoint({
  operationId: 'getLineUsage',
  refusals: [409],
  method: 'GET',
  path: '/app/users/lines/:id/usage',
  params: zLineParams,
  summary: "A line's data, talk and text used in its plan period, with the plan's allowances",
  auth: true,
  response: zLineUsage,
});
