import type { StaffPermission } from '@mvno/contracts/staff-roles';

/** The console's tools: each at /care/<id>, shown to the roles holding its permission. */
export const CARE_SECTIONS = [
  { id: 'inbox', label: 'Support inbox', permission: 'support.inbox' },
  { id: 'customers', label: 'Customers', permission: 'customers.find' },
  { id: 'queues', label: 'Work queues', permission: 'queues.work' },
  { id: 'carrier-drift', label: 'Carrier drift', permission: 'queues.work' },
  { id: 'staff', label: 'Staff', permission: 'staff.manage' },
  { id: 'audit', label: 'Audit log', permission: 'audit.team' },
  { id: 'kpis', label: 'Business figures', permission: 'kpis.read' },
  { id: 'plans', label: 'Plans', permission: 'catalogue.edit' },
  { id: 'promotions', label: 'Promotions', permission: 'catalogue.edit' },
  { id: 'content', label: 'Content', permission: 'content.edit' },
  { id: 'remittance', label: 'Tax remittance', permission: 'finance.read' },
] as const satisfies {
  id: string;
  label: string;
  permission: StaffPermission;
}[];

export type CareSectionId = (typeof CARE_SECTIONS)[number]['id'];
