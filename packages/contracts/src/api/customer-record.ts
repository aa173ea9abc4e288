/**
 * Parts of a customer's record that the care console and the agents' inbox both show behind the
 * CPNI gate (docs/decisions/028, 042).
 */
import { z } from 'zod';
import { zLanguage } from './language';

/** The account holder's profile as staff see it once verified. */
export const zStaffProfileView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  address: z.string().nullable(),
  customerSince: z.iso.datetime({ offset: true }),
});

/** One payment of the customer's (an order, a top-up, a renewal) as staff see it. */
export const zStaffPaymentRow = z.object({
  id: z.string(),
  item: z.string(),
  transactionTime: z.iso.datetime({ offset: true }),
  successful: z.boolean(),
  /** Dollars. */
  amount: z.number(),
});

/**
 * What a staff member always sees, before verification too: the name, the language the customer
 * chose for their pages (decision 053; how to talk to the caller, not account data: decision 057),
 * and until when they may see the account.
 */
export const zVerifiedName = z.object({
  firstName: z.string(),
  lastName: z.string(),
  language: zLanguage,
  /** Until when this staff member may see the account; null while not verified. */
  verifiedUntil: z.iso.datetime({ offset: true }).nullable(),
});
