/**
 * The care console's view of a verified customer's line transfer offers (decisions 080 and 089),
 * read-only and behind the CPNI gate like the rest of the customer page: the offers the customer
 * made of their lines and those made to them, waiting or answered.
 */
import { z } from 'zod';
import { LINE_TRANSFER_STATUSES } from '../product-constants/members';
import { zCustomerParams } from './care-customers';
import { defineEndpoint } from './common';

export const zCareLineTransfer = z.object({
  id: z.string(),
  lineName: z.string(),
  /** `offered`: the customer offered the line; `received`: it was offered to the customer. */
  direction: z.enum(['offered', 'received']),
  fromName: z.string(),
  toName: z.string(),
  status: z.enum(LINE_TRANSFER_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CareLineTransfer = z.infer<typeof zCareLineTransfer>;

export const viewCustomerLineTransfers = defineEndpoint({
  operationId: 'viewCustomerLineTransfers',
  method: 'GET',
  path: '/app/care/customers/:customerId/line-transfers',
  params: zCustomerParams,
  summary:
    "The verified customer's line transfer offers, made and received, waiting and answered (newest first)",
  auth: true,
  session: 'agent',
  permission: 'customers.find',
  response: z.object({ transfers: z.array(zCareLineTransfer) }),
});
