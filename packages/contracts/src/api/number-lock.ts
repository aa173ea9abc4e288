/**
 * Number Lock per line (Settings): while on, the number cannot be ported out or moved to a new
 * SIM; turning it off needs a fresh code emailed to the customer.
 */
import { z } from 'zod';
import { zEmailCode } from '../fields';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const zNumberLock = z.object({
  lineId: z.string(),
  mdn: z.string(),
  nickname: z.string(),
  locked: z.boolean(),
  /** When it was turned on; null while off. */
  lockedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type NumberLock = z.infer<typeof zNumberLock>;

export const listNumberLocks = defineEndpoint({
  operationId: 'listNumberLocks',
  method: 'GET',
  path: '/app/users/number-locks',
  summary: 'Number Lock of each line of the user',
  auth: true,
  response: z.object({ locks: z.array(zNumberLock) }),
});

const zLockAnswer = zMessageResponse.extend({ lock: zNumberLock });

export const turnOnNumberLock = defineEndpoint({
  operationId: 'turnOnNumberLock',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/number-lock',
  params: zLineParams,
  summary: "Turn Number Lock on for a line; another customer's line is 404",
  auth: true,
  refusesAssisted: 'service',
  response: zLockAnswer,
});

export const requestNumberUnlockCode = defineEndpoint({
  operationId: 'requestNumberUnlockCode',
  refusals: [409, 429],
  method: 'POST',
  path: '/app/users/lines/:id/number-lock/code',
  params: zLineParams,
  summary: 'Email a code that turns Number Lock off (not sooner than 30 seconds after the last)',
  auth: true,
  refusesAssisted: 'service',
  response: zMessageResponse,
});

export const turnOffNumberLock = defineEndpoint({
  operationId: 'turnOffNumberLock',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/number-lock/off',
  params: zLineParams,
  summary: 'Turn Number Lock off with the emailed code',
  auth: true,
  refusesAssisted: 'service',
  body: z.object({ otp: zEmailCode }),
  response: zLockAnswer,
});
