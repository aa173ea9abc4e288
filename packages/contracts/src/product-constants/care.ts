// The care console (docs/decisions/028-care-console.md).
import type { StaffRole } from '../staff-roles';

/** Minutes without a click or key in the console before the staff session is ended. */
export const STAFF_IDLE_MINUTES = 15;
/**
 * The most, in cents, each staff member of a role may refund in all on one payment (their own refunds of
 * it added up); roles without `refunds.make` have none. An admin may refund a payment in full: the
 * payment's amount bounds every refund of it whoever makes them (decision 048).
 */
export const REFUND_LIMIT_CENTS: Record<StaffRole, number> = {
  agent: 50_00,
  supervisor: 500_00,
  catalogue_editor: 0,
  content_editor: 0,
  finance: 0,
  admin: Number.MAX_SAFE_INTEGER,
};
/** The most, in cents, each staff member of a role may refund in all within any 24 hours, over every payment. */
export const REFUND_DAILY_LIMIT_CENTS: Record<StaffRole, number> = {
  agent: 150_00,
  supervisor: 1_500_00,
  catalogue_editor: 0,
  content_editor: 0,
  finance: 0,
  admin: Number.MAX_SAFE_INTEGER,
};
/** Audit entries one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;
/** How long a staff invitation's link to choose a password works, in hours. */
export const STAFF_INVITE_HOURS = 72;
/** How long a verified customer stays open for the agent who verified them, in minutes. */
export const CPNI_VERIFIED_MINUTES = 30;
/** Customer verification codes one agent may send per hour. */
export const CPNI_CODES_PER_HOUR = 10;
/** The most days one care action may push a failing renewal's next try (and so the suspension) back. */
export const RENEWAL_GRACE_MAX_DAYS = 7;
/** Rows a work queue answers per page. */
export const WORK_QUEUE_PAGE_SIZE = 25;
/** A port-in still submitted or pending after this many hours is in the "pending too long" queue. */
export const PORT_IN_STUCK_HOURS = 24;
/** Account PIN tries (decision 042): per customer and per staff member, each per hour. */
export const CPNI_PIN_TRIES_PER_CUSTOMER_HOUR = 5;
export const CPNI_PIN_TRIES_PER_STAFF_HOUR = 10;
