/**
 * SIM and eSIM change of a line (decision 026): a new eSIM (new activation code, the old profile
 * void) or a physical SIM by its number. Behind a step-up, refused while Number Lock is on, at most
 * SIM_CHANGES_PER_LINE an hour and a day, mailed at once and recorded.
 */
import { z } from 'zod';
import { zCheckedSimNumber } from '../fields';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const zSimChangeBody = z.discriminatedUnion('simType', [
  z.object({ simType: z.literal('esim'), idempotencyKey: z.string().min(16).max(100) }),
  z.object({
    simType: z.literal('psim'),
    simNumber: zCheckedSimNumber,
    idempotencyKey: z.string().min(16).max(100),
  }),
]);
export type SimChangeBody = z.infer<typeof zSimChangeBody>;

export const changeLineSim = defineEndpoint({
  operationId: 'changeLineSim',
  refusals: [409, 429],
  method: 'POST',
  path: '/app/users/lines/:id/sim-change',
  params: zLineParams,
  summary:
    "Move a line to a new eSIM or a physical SIM (step-up; not under Number Lock; the same idempotencyKey answers the same change); another customer's line is 404",
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  body: zSimChangeBody,
  response: zMessageResponse.extend({
    line: z.object({
      id: z.string(),
      simType: z.enum(['esim', 'psim']),
      /** Null while the carrier is still preparing the SIM (decision 085); the line card shows it after. */
      iccid: z.string().nullable(),
      /** The new eSIM's activation code (`LPA:1$...`); null for a physical SIM or while it is prepared. */
      activationCode: z.string().nullable(),
    }),
  }),
});
