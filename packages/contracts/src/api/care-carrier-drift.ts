/**
 * The care console's carrier drift queue (decisions 081, 086), beside the other work queues
 * (care-queues.ts): a difference the reconciliation found between our records and
 * the carrier's, open until a later pass finds both sides agreeing or staff mark it resolved.
 */
import { z } from 'zod';
import { paged, zQueuePage } from './care-queues';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';
import { care } from '../product-messages/care';

export const CARRIER_DRIFT_KINDS = [
  'line_missing_at_carrier',
  'unknown_at_carrier',
  'sim_mismatch',
  'barred_at_carrier',
  'not_barred_at_carrier',
] as const;
export type CarrierDriftKind = (typeof CARRIER_DRIFT_KINDS)[number];

/** Why staff closed a drift item (audited). */
export const CARRIER_DRIFT_RESOLUTIONS = [
  'corrected_at_carrier',
  'corrected_here',
  'carrier_bar_kept',
  'not_ours',
] as const;
export type CarrierDriftResolution = (typeof CARRIER_DRIFT_RESOLUTIONS)[number];

const zLineSide = z.object({
  status: z.string().nullable(),
  iccid: z.string().nullable(),
  barred: z.boolean().nullable(),
});

export const zCarrierDriftItem = z.object({
  id: z.string(),
  kind: z.enum(CARRIER_DRIFT_KINDS),
  mdn: z.string(),
  /** Our line, or null for a carrier line no line of ours has. */
  lineId: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  /** What we hold, null when we hold nothing. */
  ours: zLineSide.nullable(),
  /** What the carrier lists, null when it lists nothing. */
  theirs: zLineSide.nullable(),
  /** The repair already sent (`bar_sent`), or null. */
  repairSent: z.string().nullable(),
  /** Staff may send the safe repair (the bar the customer asked for) now. */
  repairable: z.boolean(),
  detectedAt: z.iso.datetime({ offset: true }),
});
export type CarrierDriftItem = z.infer<typeof zCarrierDriftItem>;

const zDriftParams = z.object({ driftId: zPathId(care.driftNotFound) });
export const zResolveDriftBody = z.object({ reason: z.enum(CARRIER_DRIFT_RESOLUTIONS) });
export type ResolveDriftBody = z.infer<typeof zResolveDriftBody>;

export const listCarrierDrift = defineEndpoint({
  operationId: 'listCarrierDrift',
  method: 'GET',
  path: '/app/care/queues/carrier-drift',
  summary: "Open differences between our lines and the carrier's listing, oldest first",
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  query: zQueuePage,
  response: paged(zCarrierDriftItem),
});

export const repairCarrierDrift = defineEndpoint({
  operationId: 'repairCarrierDrift',
  refusals: [409, 429],
  method: 'POST',
  path: '/app/care/queues/carrier-drift/:driftId/repair',
  params: zDriftParams,
  summary: 'Send the safe repair of a drift item again: the bar of a line we hold suspended (audited)',
  auth: true,
  session: 'agent',
  permission: 'lines.manage',
  response: z.object({ message: z.string() }),
});

export const resolveCarrierDrift = defineEndpoint({
  operationId: 'resolveCarrierDrift',
  refusals: [409],
  method: 'POST',
  path: '/app/care/queues/carrier-drift/:driftId/resolve',
  params: zDriftParams,
  summary: 'Mark a drift item resolved, once, with a reason code (audited)',
  auth: true,
  session: 'agent',
  permission: 'queues.work',
  body: zResolveDriftBody,
  response: z.object({ message: z.string() }),
});
