/**
 * A lost or stolen phone (decision 027): the customer suspends its line at once, free of charge
 * (the carrier stops calls, texts and data; the plan period and renewal date stay), and resumes it
 * after proving it is them again (step-up).
 */
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const suspendLostLine = defineEndpoint({
  operationId: 'suspendLostLine',
  refusals: [409, 429],
  method: 'POST',
  path: '/app/users/lines/:id/suspend-lost',
  params: zLineParams,
  summary: 'Suspend a line whose phone is lost or stolen, at once and free; the customer is mailed',
  auth: true,
  response: zMessageResponse,
});

export const resumeLostLine = defineEndpoint({
  operationId: 'resumeLostLine',
  refusals: [409, 429],
  method: 'POST',
  path: '/app/users/lines/:id/resume',
  params: zLineParams,
  summary: 'Resume a line suspended as lost or stolen (needs a recent step-up); the customer is mailed',
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  response: zMessageResponse,
});
