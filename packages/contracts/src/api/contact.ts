import { zContactForm } from '../forms';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

export const sendContactMessage = defineEndpoint({
  operationId: 'sendContactMessage',
  refusals: [429],
  method: 'POST',
  path: '/app/users/contactus',
  summary: 'Send a message to customer support',
  auth: false,
  body: zContactForm,
  response: zMessageResponse,
});
