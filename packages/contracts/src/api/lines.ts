/**
 * The customer's lines (numbers, SIMs, eSIM activation codes, devices) and port-in of a number
 * from another carrier (SPEC §2, §4, §7; docs/decisions/010).
 */
import { z } from 'zod';
import { zSubscriptionLine } from '../entities';
import {
  zBillingAccount,
  zCheckedIccid,
  zCheckedImei,
  zFirstName,
  zLastName,
  zNickname,
  zPinPassword,
  zPortIn,
  zZipCode,
} from '../fields';
import { defaultSchemaMessage } from '../messages';
import { LINES_PAGE_MAX, LINES_PAGE_SIZE } from '../product-constants';
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
export type LineStatus = z.infer<typeof zLineStatus>;

const requiredTempSubscriptionId = defaultSchemaMessage('required', 'tempSubscriptionId');
/** The line (temporary subscription) that receives the number. */
const zTempSubscriptionId = z
  .string({ error: requiredTempSubscriptionId })
  .trim()
  .min(1, requiredTempSubscriptionId);

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

export const zPortCheck = z.object({ msisdn: zPortIn, zipCode: zZipCode });
export type PortCheck = z.infer<typeof zPortCheck>;

/** SPEC §7 `POST /app/users/portin/check`: a number that cannot move answers 400 with the reason. */
export const checkPortEligibility = defineEndpoint({
  operationId: 'checkPortInEligibility',
  method: 'POST',
  path: '/app/users/portin/check',
  summary: 'Whether a number can be brought from its carrier (rate-limited)',
  auth: true,
  assistedMay: 'asks whether a number can move here; stores nothing',
  body: zPortCheck,
  response: zMessageResponse.extend({ eligible: z.literal(true), msisdn: z.string() }),
});

/** The account at the old carrier (SPEC §3 port-in form: billingAccount, pinPassword). */
export const zOldService = z.object({
  billingAccountNumber: zBillingAccount,
  billingAccountPassword: zPinPassword,
});
export const zHolderName = z.object({ firstName: zFirstName, lastName: zLastName });
/** The account holder at the old carrier and the ZIP code of its service address. */
export const zPortAccountDetails = zHolderName.extend({ zipCode: zZipCode });

/** SPEC §7 `portin/temp/update`: the details of a bought number's port; a draft is submitted by it. */
export const zTempPortInUpdate = z.object({
  msisdn: zPortIn,
  oldService: zOldService,
  accountDetails: zPortAccountDetails,
});
export type TempPortInUpdate = z.infer<typeof zTempPortInUpdate>;

export const updateTempPortIn = defineEndpoint({
  operationId: 'updateTempPortIn',
  method: 'POST',
  path: '/app/users/portin/temp/update',
  summary: "Save the old carrier's details of a port-in (and submit it when it was waiting for them)",
  auth: true,
  refusesAssisted: 'service',
  body: zTempPortInUpdate,
  response: zMessageResponse,
});

/**
 * SPEC §7 `portin/bring/number`, two variants: with the old carrier's account (`oldService`),
 * or after payment with one of our partner SIMs (`iccid`, `isAttSim`), which needs no account.
 */
export const zBringNumber = z
  .object({
    msisdn: zPortIn,
    zipCode: zZipCode,
    tempSubscriptionId: zTempSubscriptionId,
    oldService: zOldService.optional(),
    /** The account holder's name at the old carrier; the profile's name when left out. */
    accountDetails: zHolderName.optional(),
    iccid: zCheckedIccid.optional(),
    isAttSim: z.boolean().optional(),
    /**
     * The customer confirmed that the line's own number is given up when the brought one arrives
     * (decision 048); without it a port onto a line with a number of its own is refused.
     */
    replaceNumber: z.boolean().optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      if (value.iccid !== undefined) {
        if (typeof value.isAttSim !== 'boolean')
          ctx.addIssue({
            code: 'custom',
            path: ['isAttSim'],
            message: defaultSchemaMessage('required', 'isAttSim'),
          });
        return;
      }
      if (value.oldService === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['oldService', 'billingAccountNumber'],
          message: zBillingAccount.safeParse('').error?.issues[0]?.message ?? '',
        });
        ctx.addIssue({
          code: 'custom',
          path: ['oldService', 'billingAccountPassword'],
          message: zPinPassword.safeParse('').error?.issues[0]?.message ?? '',
        });
      }
    },
    { when: () => true },
  );
export type BringNumber = z.infer<typeof zBringNumber>;

export const bringNumber = defineEndpoint({
  operationId: 'bringNumber',
  method: 'POST',
  path: '/app/users/portin/bring/number',
  summary: 'Ask the old carrier to move a number to one of the lines',
  auth: true,
  refusesAssisted: 'service',
  body: zBringNumber,
  response: zMessageResponse,
});

/** Give up a port that can never succeed: the line keeps its temporary number as its own (decision 023). */
export const zKeepTemporaryNumber = z.object({ tempSubscriptionId: zTempSubscriptionId });
export type KeepTemporaryNumber = z.infer<typeof zKeepTemporaryNumber>;

export const keepTemporaryNumber = defineEndpoint({
  operationId: 'keepTemporaryNumber',
  method: 'POST',
  path: '/app/users/portin/keep-temporary',
  summary: "Keep the line's temporary number when the brought number can never move",
  auth: true,
  refusesAssisted: 'service',
  body: zKeepTemporaryNumber,
  response: zMessageResponse,
});

/** SPEC §7 `portin/make/start`: re-submits a rejected port with corrected details. */
export const zStartPortIn = z.object({
  msisdn: zPortIn,
  /** The account at the old carrier, with the account holder's name the old carrier checks. */
  oldService: zOldService.extend(zHolderName.shape),
  accountDetails: zPortAccountDetails,
  activationDetails: z.object({
    tempSubscriptionId: zTempSubscriptionId,
  }),
});
export type StartPortIn = z.infer<typeof zStartPortIn>;

export const startPortIn = defineEndpoint({
  operationId: 'startPortIn',
  method: 'POST',
  path: '/app/users/portin/make/start',
  summary: 'Re-submit a rejected port-in with corrected details',
  auth: true,
  refusesAssisted: 'service',
  body: zStartPortIn,
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
  method: 'POST',
  path: '/app/users/lines/:id/renew',
  params: zLineParams,
  summary: "Pay a line's next plan period now with a saved card, the primary by default (Renew now, Pay now)",
  auth: true,
  refusesAssisted: true,
  body: zRenewBody,
  response: zMessageResponse.extend({ successful: z.boolean(), renewal: zLineRenewal }),
});
