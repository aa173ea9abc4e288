/**
 * A port of a number from another carrier as the customer's line shows it: its status, the old
 * carrier's reason when refused, and its timeline (SPEC §4; docs/decisions/010, 023).
 */
import { z } from 'zod';
import { PORT_REJECTION_REASONS, type PortRejectionReason } from '../product-messages';

/**
 * A port request: `draft` (bought with "Bring my number", the old carrier's details still
 * missing) -> `submitted` -> `pending` (the old carrier is answering) -> `completed` | `rejected`
 * (with a reason; re-submitting makes it `submitted` again).
 */
export const PORT_STATUSES = ['draft', 'submitted', 'pending', 'completed', 'rejected'] as const;
export const zPortStatus = z.enum(PORT_STATUSES);
export type PortStatus = z.infer<typeof zPortStatus>;

export const PORT_REASONS = Object.keys(PORT_REJECTION_REASONS) as [
  PortRejectionReason,
  ...PortRejectionReason[],
];
export const zPortReason = z.enum(PORT_REASONS);

/** One step of a port's timeline: a status it entered, or its details changed. */
export const PORT_EVENT_TYPES = [...PORT_STATUSES, 'details_updated'] as const;
export const zPortEvent = z.object({
  type: z.enum(PORT_EVENT_TYPES),
  /** ISO 8601 date-time. */
  at: z.iso.datetime({ offset: true }),
  reason: zPortReason.nullable(),
});
export type PortEvent = z.infer<typeof zPortEvent>;

export const zPortRequest = z.object({
  id: z.string(),
  /** The number being brought (10 digits). */
  msisdn: z.string(),
  status: zPortStatus,
  /** Why the old carrier refused it (status rejected). */
  reason: zPortReason.nullable(),
  /** What the customer reads: the reason and what to do, or what is missing. */
  reasonText: z.string().nullable(),
  /** What the old carrier is asked to match; the PIN is never sent back. */
  billingAccountNumber: z.string().nullable(),
  /** The account holder at the old carrier; null until a bought number's details are given. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  zipCode: z.string(),
  /** Moving with one of our partner SIMs: no account number and PIN needed. */
  usesPartnerSim: z.boolean(),
  /**
   * The number's carrier refuses to let it move, so this port can never succeed: the customer
   * keeps the temporary number or cancels and refunds the order (decision 023).
   */
  cannotMove: z.boolean(),
  /** Oldest first. */
  events: z.array(zPortEvent),
});
export type PortRequest = z.infer<typeof zPortRequest>;
