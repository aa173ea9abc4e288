/** The customer's lines: numbers, SIMs and eSIM activation codes. */
import { z } from 'zod';
import { zSubscriptionLine } from '../entities';
import { zSimType } from './checkout';
import { defineEndpoint } from './common';

export const listLines = defineEndpoint({
  operationId: 'listLines',
  method: 'GET',
  path: '/app/users/lines',
  summary: 'Lines (numbers) of the user',
  auth: true,
  response: z.object({
    lines: z.array(
      zSubscriptionLine.extend({
        iccid: z.string().nullable(),
        simType: zSimType,
        activationCode: z.string().nullable(),
      }),
    ),
  }),
});
