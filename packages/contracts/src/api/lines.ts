/**
 * The customer's lines (numbers, SIMs, eSIM activation codes, devices, renewal) (SPEC §2, §4,
 * §7; docs/decisions/010). Port-in of a number onto a line: port-in.ts.
 */
import { z } from 'zod';
import { zSubscriptionLine } from '../entities';
import { zCheckedImei, zNickname } from '../fields';
import { LINES_PAGE_MAX, LINES_PAGE_SIZE } from '../product-constants/lines';
import { zMessageResponse } from './auth';
import { zSimType } from './checkout';
import { zLineCancellation } from './line-cancellation';
import { zPortRequest } from './port-requests';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

/**
 * Active, Activating, Port-in pending, Port-in needs attention (with the reason), Suspended (a
 * renewal was not paid), Expired (auto-renew was off and the plan ended), Moved to another carrier
 * (an accepted port-out ended it, decision 025), Cancelled (by the customer, decision 027),
 * Suspended as lost or stolen (by the customer, decision 027; resumed after a step-up check).
 */
export const LINE_STATUSES = [
  'active',
  'activating',
  'port_in_pending',
  'port_in_attention',
  'suspended',
  'expired',
  'ported_out',
  'cancelled',
  'lost_suspended',
] as const;
export const zLineStatus = z.enum(LINE_STATUSES);

/** An eSIM profile's states at the carrier (ES2+ download progress, decision 073). */
export const ESIM_PROFILE_STATES = ['ordered', 'released', 'downloaded', 'installed', 'failed'] as const;
export type LineStatus = z.infer<typeof zLineStatus>;

export const zDevice = z.object({ brand: z.string(), model: z.string(), esim: z.boolean() });

/**
 * A device by its IMEI's type allocation code: known and working (true), known and not working
 * (false), or unknown (null: "we could not confirm this phone", never a false yes).
 */
export const zDeviceVerdict = z.object({
  tac: z.string(),
  compatible: z.boolean().nullable(),
  device: zDevice.nullable(),
  message: z.string(),
  /** A line's verdict only: the line is an eSIM and the phone has none, so it needs a physical SIM. */
  needsPhysicalSim: z.boolean().optional(),
});
export type DeviceVerdict = z.infer<typeof zDeviceVerdict>;

/**
 * A line's plan period and its renewal (docs/decisions/017). `state`: `scheduled` (auto-renew
 * will charge at `periodEnd`), `retrying` (a renewal payment was declined; the next try is at
 * `nextAttemptAt`), `ending` (auto-renew is off: the line stops at `periodEnd`), `suspended`
 * (every try was declined: Pay now), `expired` (it ended with auto-renew off: Renew now).
 */
export const RENEWAL_STATES = ['scheduled', 'retrying', 'ending', 'suspended', 'expired'] as const;
export const zRenewalState = z.enum(RENEWAL_STATES);
export type RenewalState = z.infer<typeof zRenewalState>;

/** A change of plan the next renewal makes (docs/decisions/018): it charges this plan and switches to it. */
export const zScheduledPlanChange = z.object({
  planId: z.string(),
  planName: z.string(),
  /** What the renewal charges with the new plan, in dollars. */
  amount: z.number(),
});
export type ScheduledPlanChange = z.infer<typeof zScheduledPlanChange>;

export const zLineRenewal = z.object({
  /** ISO 8601 date-time: when the current period began and when it ends (the renewal date). */
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  autoRenew: z.boolean(),
  state: zRenewalState,
  /** What a renewal charges, in dollars (the plan's price, its state's tax and the regulatory fee). */
  amount: z.number(),
  /** The card a renewal is charged to: the customer's primary card, if any. */
  card: z.object({ network: z.string(), last4: z.string() }).nullable(),
  /** The card an automatic renewal declined on the primary is tried on once, if the customer chose one. */
  backupCard: z.object({ network: z.string(), last4: z.string() }).nullable().optional(),
  /** The next automatic try of a declined renewal (state `retrying`). */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why the last try was declined, as the card provider put it. */
  lastFailure: z.string().nullable(),
  /** A plan change scheduled for the next renewal (then `amount` is the new plan's). */
  planChange: zScheduledPlanChange.nullable(),
});
export type LineRenewal = z.infer<typeof zLineRenewal>;

export const zLine = zSubscriptionLine.extend({
  iccid: z.string().nullable(),
  simType: zSimType,
  /** `LPA:1$<SM-DP+ address>$<matching id>` of an eSIM; null for a physical SIM. */
  activationCode: z.string().nullable(),
  planName: z.string().nullable(),
  status: zLineStatus,
  /** Port-in needs attention: why. */
  statusReason: z.string().nullable(),
  imei: z.string().nullable(),
  device: zDeviceVerdict.nullable(),
  /** The line's newest port request, if any. */
  port: zPortRequest.nullable(),
  /** The plan period and its renewal; null for a line without a plan. */
  renewal: zLineRenewal.nullable(),
  /** The customer's cancellation (decision 027); null (or absent from older answers) when not cancelled. */
  cancellation: zLineCancellation.nullable().optional(),
  /**
   * The eSIM profile as the carrier reports it (decision 073): `installed` only after the carrier's
   * installation event. Null (or absent) when the carrier does not report it (a physical SIM, the
   * built-in carrier).
   */
  esimState: z.enum(ESIM_PROFILE_STATES).nullable().optional(),
});
export type Line = z.infer<typeof zLine>;

export const zLinesQuery = z.object({
  /** Lines on one page; without it, the first `LINES_PAGE_SIZE`. */
  limit: z.coerce.number().int().min(1).max(LINES_PAGE_MAX).default(LINES_PAGE_SIZE),
  /** `nextCursor` of the page before: where the next page starts. */
  cursor: z.uuid().optional(),
});
export type LinesQuery = z.input<typeof zLinesQuery>;

export const listLines = defineEndpoint({
  operationId: 'listLines',
  method: 'GET',
  path: '/app/users/lines',
  summary:
    'Lines (numbers) of the user, oldest first, with their SIM, device and port-in, one page at a time',
  auth: true,
  query: zLinesQuery,
  response: z.object({
    lines: z.array(zLine),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});

/** SPEC §7 `POST /app/users/sub-nickname/{id}/update`. */
export const updateNickname = defineEndpoint({
  operationId: 'updateLineNickname',
  method: 'POST',
  path: '/app/users/sub-nickname/:id/update',
  params: zLineParams,
  summary: 'Rename a line (MDN Nickname)',
  auth: true,
  assistedMay: "renames a line in the customer's own list, as they ask on the phone",
  body: z.object({ nickname: zNickname }),
  response: zMessageResponse,
});

export const zImeiBody = z.object({ imei: zCheckedImei });

export const checkDevice = defineEndpoint({
  operationId: 'checkDevice',
  method: 'POST',
  path: '/app/devices/check',
  summary: "Whether a phone works on the network, by its IMEI's type allocation code",
  auth: true,
  assistedMay: 'asks whether a phone works on the network; stores nothing',
  body: zImeiBody,
  response: zDeviceVerdict,
});

export const saveLineDevice = defineEndpoint({
  operationId: 'saveLineDevice',
  method: 'POST',
  path: '/app/users/lines/:id/device',
  params: zLineParams,
  summary: "Record the phone a line is used in (its IMEI) and answer the phone's compatibility",
  auth: true,
  assistedMay: "records the phone the customer names for a line (the device check's answer), not the service",
  body: zImeiBody,
  response: zMessageResponse.extend({ device: zDeviceVerdict }),
});

export const zAutoRenewBody = z.object({ autoRenew: z.boolean() });

/** Turns a line's auto-renew on or off; off, the line ends at the period's end. */
export const setLineAutoRenew = defineEndpoint({
  operationId: 'setLineAutoRenew',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/auto-renew',
  params: zLineParams,
  summary: "Turn a line's auto-renew on or off",
  auth: true,
  refusesAssisted: 'service',
  body: zAutoRenewBody,
  response: zMessageResponse.extend({ renewal: zLineRenewal }),
});

/**
 * Renew now, or Pay now for a suspended or expired line: charges the chosen saved card (`cardId`,
 * the customer's own; without it the primary card) for the period after `periodEnd` (the one the
 * customer saw). Once per line and period: sent again, it answers the renewal already made.
 */
export const zRenewBody = z.object({
  periodEnd: z.iso.datetime({ offset: true }),
  cardId: z.string().min(1).optional(),
});

export const renewLine = defineEndpoint({
  operationId: 'renewLine',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/renew',
  params: zLineParams,
  summary: "Pay a line's next plan period now with a saved card, the primary by default (Renew now, Pay now)",
  auth: true,
  refusesAssisted: true,
  body: zRenewBody,
  response: zMessageResponse.extend({ successful: z.boolean(), renewal: zLineRenewal }),
});
