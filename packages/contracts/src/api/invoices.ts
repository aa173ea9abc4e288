/**
 * Invoices and credit notes (decision 069): every paid charge is a numbered invoice, every refund
 * or credit a numbered credit note of its invoice. The customer reads their own; staff holding
 * `customers.read` read a verified customer's; `finance.read` reads the tax remittance report.
 * Amounts are dollars, except the report's, which are cents (it is added up to the cent).
 */
import { z } from 'zod';
import { payments } from '../product-messages/payments';
import { zCustomerParams } from './care-customers';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export const CREDIT_REASONS = ['refund', 'cancellation', 'proration', 'goodwill'] as const;
export const DOCUMENT_LINE_KINDS = ['item', 'discount', 'activation_fee', 'recovery_fee', 'tax'] as const;

export const zDocumentLine = z.object({
  kind: z.enum(DOCUMENT_LINE_KINDS),
  /** The item bought, or the tax line's jurisdiction. */
  description: z.string(),
  /** A tax line's type (decision 060's tax types; 'unitemized' for a charge made before the engine). */
  taxType: z.string().nullable(),
  level: z.string().nullable(),
  jurisdiction: z.object({ name: z.string(), code: z.string() }).nullable(),
  /** A percent rate as a fraction (0.03 is 3%), or null. */
  rate: z.number().nullable(),
  amount: z.number(),
});
export type DocumentLine = z.infer<typeof zDocumentLine>;

const zDocumentRef = z.object({ id: z.string(), number: z.string() });

export const zDocumentSummary = z.object({
  id: z.string(),
  /** The printed number, `INV-000042` or `CN-000007`: sequential in its series. */
  number: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  issuedAt: z.string(),
  item: z.string(),
  /** What was charged, or (a credit note) what was given back: positive. */
  total: z.number(),
  /** A credit note's invoice. */
  invoice: zDocumentRef.nullable(),
});
export type DocumentSummary = z.infer<typeof zDocumentSummary>;

export const zBillingDocument = zDocumentSummary.extend({
  reason: z.enum(CREDIT_REASONS).nullable(),
  tax: z.number(),
  taxState: z.string().nullable(),
  taxZip: z.string().nullable(),
  lines: z.array(zDocumentLine),
  /** An invoice's credit notes. */
  creditNotes: z.array(zDocumentRef),
  /** The customer the document is made out to. */
  customer: z.object({ name: z.string(), email: z.string() }),
});
export type BillingDocument = z.infer<typeof zBillingDocument>;

export const zDocumentParams = z.object({ documentId: zPathId(payments.documentNotFound) });

export const listInvoices = defineEndpoint({
  operationId: 'listInvoices',
  method: 'GET',
  path: '/app/payments/invoices',
  summary: "The customer's invoices and credit notes, newest first",
  auth: true,
  response: z.object({ documents: z.array(zDocumentSummary) }),
});

export const getInvoice = defineEndpoint({
  operationId: 'getInvoice',
  method: 'GET',
  path: '/app/payments/invoices/:documentId',
  params: zDocumentParams,
  summary: 'One of the customer’s invoices or credit notes, with its lines and tax lines',
  auth: true,
  response: z.object({ document: zBillingDocument }),
});

export const listCustomerInvoices = defineEndpoint({
  operationId: 'listCustomerInvoices',
  method: 'GET',
  path: '/app/care/customers/:customerId/invoices',
  params: zCustomerParams,
  summary: "A verified customer's invoices and credit notes",
  auth: true,
  session: 'agent',
  permission: 'customers.read',
  response: z.object({ documents: z.array(zDocumentSummary) }),
});

export const getCustomerInvoice = defineEndpoint({
  operationId: 'getCustomerInvoice',
  method: 'GET',
  path: '/app/care/customers/:customerId/invoices/:documentId',
  params: zCustomerParams.extend(zDocumentParams.shape),
  summary: "One of a verified customer's invoices or credit notes",
  auth: true,
  session: 'agent',
  permission: 'customers.read',
  response: z.object({ document: zBillingDocument }),
});

/** A calendar month, `YYYY-MM` (UTC). */
const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM');

export const zRemittanceRow = z.object({
  month: z.string(),
  jurisdictionCode: z.string(),
  jurisdictionName: z.string(),
  level: z.string(),
  taxType: z.string(),
  /** Cents on the month's invoices. */
  collectedCents: z.number().int(),
  /** Cents given back on the month's credit notes. */
  reversedCents: z.number().int(),
  netCents: z.number().int(),
});
export type RemittanceRow = z.infer<typeof zRemittanceRow>;

export const getRemittanceReport = defineEndpoint({
  operationId: 'getRemittanceReport',
  method: 'GET',
  path: '/app/care/remittance',
  summary: 'Taxes collected and reversed by month, jurisdiction and tax type, with totals',
  auth: true,
  session: 'agent',
  permission: 'finance.read',
  query: z.object({ from: zMonth.optional(), to: zMonth.optional() }),
  response: z.object({
    rows: z.array(zRemittanceRow),
    totals: z.object({
      collectedCents: z.number().int(),
      reversedCents: z.number().int(),
      netCents: z.number().int(),
    }),
  }),
});
