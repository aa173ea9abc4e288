/**
 * Data add-ons (decision 027): more data for the rest of the line's plan period, paid with a saved
 * card once per idempotency key, added to the period's allowance at once, with a receipt in the
 * order history.
 */
import { z } from 'zod';
import { DATA_TOP_UPS } from '../product-constants/top-ups';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const zTopUpId = z.enum(DATA_TOP_UPS.map((t) => t.id) as [string, ...string[]]);

export const zTopUpOption = z.object({
  id: z.string(),
  name: z.string(),
  dataMb: z.number().int(),
  /** Dollars: the add-on's price, its tax at the line's rate, and the total charged. */
  price: z.number(),
  taxAmount: z.number(),
  total: z.number(),
});
export type TopUpOption = z.infer<typeof zTopUpOption>;

export const listTopUps = defineEndpoint({
  operationId: 'listDataTopUps',
  refusals: [409],
  method: 'GET',
  path: '/app/users/lines/:id/top-ups',
  params: zLineParams,
  summary: "The data add-ons a line can buy for the rest of its period, priced with the line's tax",
  auth: true,
  response: z.object({
    /** ISO 8601: the add-on counts until this period end. */
    periodEnd: z.iso.datetime({ offset: true }),
    options: z.array(zTopUpOption),
  }),
});

export const zBuyTopUp = z.object({
  topUpId: zTopUpId,
  /** One of the customer's saved cards; without it, the primary card. */
  cardId: z.string().min(1).optional(),
  /** A fresh random key per attempt; a retry with the same key never charges twice. */
  idempotencyKey: z.string().min(16).max(100),
});
export type BuyTopUp = z.infer<typeof zBuyTopUp>;

export const buyTopUp = defineEndpoint({
  operationId: 'buyDataTopUp',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/top-ups',
  params: zLineParams,
  summary: 'Buy a data add-on with a saved card; a declined card answers successful false',
  auth: true,
  refusesAssisted: true,
  body: zBuyTopUp,
  response: z.object({
    successful: z.boolean(),
    message: z.string(),
    /** The order history row of the charge. */
    transactionId: z.string(),
    /** The line's data allowance for the period with every add-on paid so far, in MB. */
    dataAllowanceMb: z.number().int().nullable(),
  }),
});
