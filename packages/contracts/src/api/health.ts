import { z } from 'zod';
import { defineEndpoint } from './common';

export const zHealth = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof zHealth>;

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/app/health',
  summary: 'Liveness check',
  auth: false,
  response: zHealth,
});
