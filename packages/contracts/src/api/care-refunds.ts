/**
 * Refunds from the care console (docs/decisions/028): a verified customer's order or renewal
 * (its receipt), whole or in part, through the payment provider, once per idempotency key, within
 * the staff member's role limits (REFUND_LIMIT_CENTS per payment, REFUND_DAILY_LIMIT_CENTS per
 * day, decision 048), with a reason code; the refund appears in the customer's order history and
 * they are mailed.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';
import { zCustomerParams } from './care-customers';

export const REFUND_REASONS = ['duplicate_charge', 'service_problem', 'billing_error', 'goodwill'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const zRefundForm = z.object({
  /** The order-history row (receipt) of the order or renewal to refund. */
  receiptId: z.uuid(),
  /** Dollars, at most two decimals. */
  amount: z
    .number()
    .positive()
    .max(100_000)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: 'At most two decimals',
      },
    ),
  reason: z.enum(REFUND_REASONS),
  idempotencyKey: z.string().trim().min(8).max(100),
  /** Where the money goes (decision 089): the card it was paid with (the default) or the account credit. */
  to: z.enum(['card', 'balance']).optional(),
});
export type RefundForm = z.infer<typeof zRefundForm>;

export const zRefund = z.object({
  id: z.string(),
  receiptId: z.string(),
  /** Dollars. */
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  /** The refund's own row in the customer's order history. */
  refundTransactionId: z.string(),
});

export const refundPayment = defineEndpoint({
  operationId: 'refundPayment',
  refusals: [409],
  method: 'POST',
  path: '/app/care/customers/:customerId/refunds',
  params: zCustomerParams,
  summary: "Refund a verified customer's order or renewal, whole or in part, once per key",
  auth: true,
  session: 'agent',
  permission: 'refunds.make',
  body: zRefundForm,
  response: z.object({ message: z.string(), refund: zRefund }),
});
