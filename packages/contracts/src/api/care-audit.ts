/**
 * The staff audit log (docs/decisions/028-care-console.md): every staff read of a customer's
 * account data and every staff change, append-only. An admin searches it here, a supervisor the
 * care team's entries (decision 075); a customer's page in the care console shows that customer's entries.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';
import { defineEndpoint } from './common';

/** What a change was before and after it, as the action recorded it (amounts, statuses...). */
export const zAuditSnapshot = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditSnapshot = z.infer<typeof zAuditSnapshot>;

export const zAuditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** Who: the staff member, as they were named then; null for the system. */
  staff: z.object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }).nullable(),
  /** Whose account it concerns; null for staff-only work (an invitation, say). */
  customerId: z.string().nullable(),
  /** What was done: `customer.read`, `refund`, `staff.invite`... */
  action: z.string(),
  /** The reason code given, when the action needs one. */
  reason: z.string().nullable(),
  before: zAuditSnapshot.nullable(),
  after: zAuditSnapshot.nullable(),
});
export type AuditEntry = z.infer<typeof zAuditEntry>;

export const zAuditQuery = z.object({
  customerId: z.uuid().optional(),
  /**
   * The customer as staff know them: a name or its start, an email, a phone number, an account
   * number (`SUB-100101`) or an id, found as the console's customer search finds them; entries of
   * every customer it finds (none found: no entries).
   */
  customer: z.string().trim().min(1).max(100).optional(),
  staffId: z.uuid().optional(),
  action: z.string().trim().min(1).max(64).optional(),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
});

export const zAuditPage = z.object({
  entries: z.array(zAuditEntry),
  /** Pass as `cursor` for the older entries; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof zAuditPage>;

export const listAuditEntries = defineEndpoint({
  operationId: 'listAuditEntries',
  method: 'GET',
  path: '/app/care/audit',
  summary:
    "The staff audit log, newest first, filtered by customer (id, or name, email, phone or account number), staff member or action; a supervisor reads the care team's entries only",
  auth: true,
  session: 'agent',
  // `audit.read` (admins) reads every entry; `audit.team` alone, the care team's (decision 075).
  permission: 'audit.team',
  query: zAuditQuery,
  response: zAuditPage,
});
