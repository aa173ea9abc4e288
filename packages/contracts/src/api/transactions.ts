/** Order history: the customer's payments, successful or not (SPEC §2 Payment section, §7). */
import { z } from 'zod';
import { zTransaction } from '../entities';
import { defineEndpoint } from './common';

export const listTransactions = defineEndpoint({
  operationId: 'listTransactions',
  method: 'GET',
  path: '/app/payments/transactions',
  summary: 'Payment history of the user, newest first',
  auth: true,
  response: z.object({ transactions: z.array(zTransaction) }),
});
