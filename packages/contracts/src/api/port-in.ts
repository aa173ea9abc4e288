/**
 * Port-in of a number from another carrier onto one of the customer's lines (SPEC §3, §7;
 * docs/decisions/010, 023): the eligibility check, the old carrier's details, bringing a number.
 */
import { z } from 'zod';
import {
  zBillingAccount,
  zCheckedIccid,
  zFirstName,
  zLastName,
  zPinPassword,
  zPortIn,
  zZipCode,
} from '../fields';
import { defaultSchemaMessage } from '../messages';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

const requiredTempSubscriptionId = defaultSchemaMessage('required', 'tempSubscriptionId');
/** The line (temporary subscription) that receives the number. */
const zTempSubscriptionId = z
  .string({ error: requiredTempSubscriptionId })
  .trim()
  .min(1, requiredTempSubscriptionId);

export const zPortCheck = z.object({ msisdn: zPortIn, zipCode: zZipCode });
export type PortCheck = z.infer<typeof zPortCheck>;

/** SPEC §7 `POST /app/users/portin/check`: a number that cannot move answers 400 with the reason. */
export const checkPortEligibility = defineEndpoint({
  operationId: 'checkPortInEligibility',
  refusals: [429],
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
  refusals: [404],
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
  refusals: [404, 409],
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
  refusals: [404, 409],
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
  refusals: [404, 409],
  method: 'POST',
  path: '/app/users/portin/make/start',
  summary: 'Re-submit a rejected port-in with corrected details',
  auth: true,
  refusesAssisted: 'service',
  body: zStartPortIn,
  response: zMessageResponse,
});
