/**
 * The itemized taxes and fees of a quote (decision 060): each tax line the tax engine answered, and
 * the company's own recovery fee, with its jurisdiction. Tax Amount is the sum of the tax items;
 * Regulatory Fee is the recovery fee item.
 */
import { z } from 'zod';

export const TAX_ITEM_TYPES = [
  'sales_tax',
  'prepaid_911',
  'prepaid_988',
  'ca_ults',
  'ca_ddtp',
  'ca_chcf_a',
  'ca_ctf',
  'ca_casf',
  'ca_cpuc_fee',
  'utility_users_tax',
  'federal_usf',
  'recovery_fee',
] as const;
export type TaxItemType = (typeof TAX_ITEM_TYPES)[number];
export const TAX_ITEM_LEVELS = ['federal', 'state', 'county', 'city', 'company'] as const;

export const zTaxItem = z.object({
  type: z.enum(TAX_ITEM_TYPES),
  level: z.enum(TAX_ITEM_LEVELS),
  jurisdiction: z.object({ name: z.string(), code: z.string() }),
  /** A percent rate as a fraction (0.03 is 3%), or null for a flat amount. */
  rate: z.number().nullable(),
  /** A flat amount in dollars (per sale, or per line per month), or null for a rate. */
  flatAmount: z.number().nullable(),
  amount: z.number(),
  billable: z.boolean(),
  reportable: z.boolean(),
});
export type TaxItem = z.infer<typeof zTaxItem>;

/** Which step of the SSUTA prepaid sourcing rule gave the address the sale was taxed at. */
export const zTaxSourcing = z.object({
  rule: z.enum(['seller_location', 'received', 'address_on_file', 'billing_address', 'number_location']),
  state: z.string(),
  zip: z.string().nullable(),
  /** The ZIP was unknown (or none was known): the state's rates were used. */
  fallback: z.enum(['zip_unknown', 'zip_missing']).nullable(),
});
export type TaxSourcing = z.infer<typeof zTaxSourcing>;
