/**
 * A line's controls in a family account (decision 089): the owner (or a manager) sets a monthly
 * spending cap on what the members' requests on the line may charge, a data alert at a chosen share
 * of the allowance (the member of the line may choose it too), and pauses or unpauses the line
 * (barred at the carrier through the line's bar). Every role on the line may read them.
 */
import { z } from 'zod';
import {
  DATA_ALERT_PERCENT_MAX,
  DATA_ALERT_PERCENT_MIN,
  DATA_ALERT_PERCENT_STEP,
  MEMBER_SPENDING_CAP_MAX_CENTS,
} from '../product-constants/member-controls';
import { memberControls as texts } from '../product-messages/member-controls';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const zLineControls = z.object({
  lineId: z.string(),
  /** Null: no cap. */
  spendingCapCents: z.number().int().nullable(),
  /** What the members' approved requests on the line charged this calendar month (UTC), before tax. */
  spentThisMonthCents: z.number().int(),
  dataAlertPercent: z.number().int().nullable(),
  paused: z.boolean(),
  /**
   * When the line's data is stopped at its data cap (decision 096): the end of the plan period it was
   * stopped for, when it comes back unless the cap is raised first; null when data is not stopped.
   */
  dataStoppedUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the caller may change the cap and pause (the owner or a manager). */
  mayManage: z.boolean(),
});
export type LineControls = z.infer<typeof zLineControls>;

const controlsPath = '/app/users/lines/:id/controls';

export const getLineControls = defineEndpoint({
  operationId: 'getLineControls',
  method: 'GET',
  path: controlsPath,
  params: zLineParams,
  summary: "A line's spending cap (with what this month used), data alert and pause",
  auth: true,
  response: zLineControls,
});

export const zSpendingCap = z.object({
  capCents: z
    .number()
    .int()
    .min(0)
    .max(MEMBER_SPENDING_CAP_MAX_CENTS, texts.capTooHigh('$500.00'))
    .nullable(),
});

export const setLineSpendingCap = defineEndpoint({
  operationId: 'setLineSpendingCap',
  method: 'PUT',
  path: `${controlsPath}/spending-cap`,
  params: zLineParams,
  summary:
    "Set or remove the monthly cap on what members' requests on the line may charge (owner or manager)",
  auth: true,
  body: zSpendingCap,
  response: z.object({ message: z.string(), controls: zLineControls }),
});

export const zDataAlert = z.object({
  percent: z
    .number()
    .int()
    .min(DATA_ALERT_PERCENT_MIN, texts.alertInvalid)
    .max(DATA_ALERT_PERCENT_MAX, texts.alertInvalid)
    .refine((value) => value % DATA_ALERT_PERCENT_STEP === 0, texts.alertInvalid)
    .nullable(),
});

export const setLineDataAlert = defineEndpoint({
  operationId: 'setLineDataAlert',
  method: 'PUT',
  path: `${controlsPath}/data-alert`,
  params: zLineParams,
  summary: "Set or remove the line's own data alert (the owner, a manager or the line's member)",
  auth: true,
  body: zDataAlert,
  response: z.object({ message: z.string(), controls: zLineControls }),
});

export const pauseLine = defineEndpoint({
  operationId: 'pauseLine',
  refusals: [409],
  method: 'PUT',
  path: `${controlsPath}/pause`,
  params: zLineParams,
  summary: 'Pause or unpause a line (owner or manager): barred or unbarred at the carrier, recorded',
  auth: true,
  body: z.object({ paused: z.boolean() }),
  response: z.object({ message: z.string(), controls: zLineControls }),
});
