import { z } from 'zod';
import { zPlan } from '../entities';
import { defineEndpoint } from './common';

export const listPlans = defineEndpoint({
  operationId: 'listPlans',
  method: 'GET',
  path: '/app/plans',
  summary: 'Plans on sale, in display order',
  auth: false,
  response: z.array(zPlan),
});
