/**
 * Staff roles as permission sets (docs/decisions/028-care-console.md). A staff endpoint names the
 * one permission it needs (`Endpoint.permission`); the server refuses every other role, and a
 * staff endpoint that names none is refused by the router at start-up (deny by default).
 */

export const STAFF_ROLES = [
  'agent',
  'supervisor',
  'catalogue_editor',
  'content_editor',
  'finance',
  'admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role a `users` row may hold: customers, and the staff roles. */
export const USER_ROLES = ['customer', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** The staff member's own session: who am I, sign out. Every staff role has it. */
  'staff.session',
  /** The chat inbox at /care/inbox. */
  'support.inbox',
  /** Find a customer: existence and name only, until verified. */
  'customers.find',
  /** Verify a customer (CPNI gate) and, once verified, read their account. */
  'customers.read',
  /** Care actions on a verified customer's account: re-send a receipt, end their sessions, a support link. */
  'customers.act',
  /** A verified customer's lines: re-issue an eSIM, resubmit a port-in, suspend and restore. */
  'lines.manage',
  /** Push a failing renewal's next try back (at most RENEWAL_GRACE_MAX_DAYS): an override. */
  'renewals.grace',
  /** Refunds up to the role's limit (REFUND_LIMIT_CENTS). */
  'refunds.make',
  /** Work queues: stuck ports, failing renewals, unassigned chats, tickets. */
  'queues.work',
  /** Failed background jobs: see, retry, dismiss. */
  'jobs.manage',
  /** Plans, prices, promo codes. */
  'catalogue.edit',
  /** Site content: pages, footer, FAQ. */
  'content.edit',
  /** Invite staff and change their roles. */
  'staff.manage',
  /** Search the whole audit log. */
  'audit.read',
  /** Search the audit log of the care team's work (AUDIT_TEAM_ROLES): a supervisor's view of it. */
  'audit.team',
  /** The business figures (KPI page): read only. */
  'kpis.read',
  /** The tax remittance report: taxes collected and reversed by month, jurisdiction and type (decision 069). */
  'finance.read',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const CARE: readonly StaffPermission[] = [
  'staff.session',
  'support.inbox',
  'customers.find',
  'customers.read',
  'customers.act',
  'lines.manage',
  'refunds.make',
  'queues.work',
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  agent: CARE,
  /**
   * An agent's work, refunds up to a larger limit, renewal grace, the failed jobs, the team's audit
   * log and the business figures.
   */
  supervisor: [...CARE, 'renewals.grace', 'jobs.manage', 'audit.team', 'kpis.read'],
  catalogue_editor: ['staff.session', 'catalogue.edit'],
  content_editor: ['staff.session', 'content.edit'],
  /** The remittance report only: finance files the taxes collected, it does not serve customers. */
  finance: ['staff.session', 'finance.read'],
  admin: STAFF_PERMISSIONS,
};

/**
 * The care team whose work a supervisor reads in the audit log (`audit.team`, decision 075): entries
 * made by staff of these roles. `audit.read` (admins) reads every entry.
 */
export const AUDIT_TEAM_ROLES: readonly StaffRole[] = ['agent', 'supervisor'];

/** The roles holding a permission, in STAFF_ROLES order (what a refused tool says is needed). */
export function rolesWith(permission: StaffPermission): StaffRole[] {
  return STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether a user of this role may do what the permission covers; customers never may. */
export function staffCan(role: string, permission: StaffPermission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions of a role, in STAFF_PERMISSIONS order; none for a customer. */
export function permissionsOf(role: string): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => staffCan(role, permission));
}
