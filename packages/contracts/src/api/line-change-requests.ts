/**
 * Members' plan-change and data-cap requests (decision 088): a member (or a manager) asks the
 * account's owner and managers for a new plan on their line, now or at the next renewal, or for a
 * data cap; they are answered as a data add-on request is (`approveLineRequest`,
 * `declineLineRequest`, once, within LINE_REQUEST_HOURS). An approved plan change is charged to the
 * owner through the plan change's own purchase, keyed by the request; a data cap charges nothing.
 */
import { z } from 'zod';
import { DATA_CAP_MAX_GB } from '../product-constants/members';
import { defineEndpoint } from './common';
import { zLineRequest } from './members';
import { zLineParams } from './path-params';
import { zPlanChangeTime } from './plan-change';

export const zPlanChangeRequestBody = z.object({ planId: z.uuid(), when: zPlanChangeTime });
export type PlanChangeRequestBody = z.infer<typeof zPlanChangeRequestBody>;

export const createPlanChangeRequest = defineEndpoint({
  operationId: 'createPlanChangeRequest',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/requests/plan-change',
  params: zLineParams,
  summary: "A member asks the account's owner and managers for another plan on their line",
  auth: true,
  body: zPlanChangeRequestBody,
  response: z.object({ message: z.string(), request: zLineRequest }),
});

export const zDataCapRequestBody = z.object({ capGb: z.number().int().min(0).max(DATA_CAP_MAX_GB) });
export type DataCapRequestBody = z.infer<typeof zDataCapRequestBody>;

export const createDataCapRequest = defineEndpoint({
  operationId: 'createDataCapRequest',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/requests/data-cap',
  params: zLineParams,
  summary: "A member asks the account's owner and managers for a data cap on their line (0: no cap)",
  auth: true,
  body: zDataCapRequestBody,
  response: z.object({ message: z.string(), request: zLineRequest }),
});
