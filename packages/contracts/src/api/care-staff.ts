/**
 * Staff accounts in the care console (docs/decisions/028, 044): an admin invites staff by mail
 * (a link to choose a password), sees who is staff, changes a role, suspends and reinstates,
 * deactivates for good, and withdraws an invitation not yet taken up.
 */
import { z } from 'zod';
import { zEmail, zFirstName, zLastName } from '../fields';
import { STAFF_ROLES } from '../staff-roles';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';
import { care } from '../product-messages/care';

/**
 * Where a staff account stands: `invited` until the person chose a password; `suspended` until an
 * admin reinstates them; `deactivated` for good (the record and its audit history are kept).
 */
export const STAFF_STATUSES = ['active', 'invited', 'suspended', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const zStaffMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** True only for an `active` member: invited, suspended and deactivated ones cannot sign in. */
  active: z.boolean(),
  status: z.enum(STAFF_STATUSES),
});
export type StaffMember = z.infer<typeof zStaffMember>;

export const zStaffInviteForm = z.object({
  email: zEmail,
  firstName: zFirstName,
  lastName: zLastName,
  role: z.enum(STAFF_ROLES),
});
export type StaffInviteForm = z.infer<typeof zStaffInviteForm>;

export const listStaff = defineEndpoint({
  operationId: 'listStaff',
  method: 'GET',
  path: '/app/care/staff',
  summary: 'Every staff member and their role',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  response: z.object({ staff: z.array(zStaffMember) }),
});

export const inviteStaff = defineEndpoint({
  operationId: 'inviteStaff',
  refusals: [409],
  method: 'POST',
  path: '/app/care/staff/invitations',
  summary: 'Invite a staff member by mail: a link to choose a password, then sign-in at /care',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  body: zStaffInviteForm,
  response: zMessageResponse.extend({ staff: zStaffMember }),
});

const zStaffParams = z.object({ staffId: zPathId(care.staffNotFound) });
const zStaffChange = zMessageResponse.extend({ staff: zStaffMember });

export const zStaffRoleForm = z.object({ role: z.enum(STAFF_ROLES) });
export type StaffRoleForm = z.infer<typeof zStaffRoleForm>;

export const changeStaffRole = defineEndpoint({
  operationId: 'changeStaffRole',
  refusals: [409],
  method: 'POST',
  path: '/app/care/staff/:staffId/role',
  params: zStaffParams,
  summary:
    'Give a staff member another role; a role with fewer permissions ends their sessions (not your own, not the last admin)',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  body: zStaffRoleForm,
  response: zStaffChange,
});

export const suspendStaff = defineEndpoint({
  operationId: 'suspendStaff',
  refusals: [409],
  method: 'POST',
  path: '/app/care/staff/:staffId/suspend',
  params: zStaffParams,
  summary: 'Suspend a staff member: their sessions end at once and sign-in is refused until reinstated',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  response: zStaffChange,
});

export const reinstateStaff = defineEndpoint({
  operationId: 'reinstateStaff',
  refusals: [409],
  method: 'POST',
  path: '/app/care/staff/:staffId/reinstate',
  params: zStaffParams,
  summary: 'Let a suspended staff member sign in again',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  response: zStaffChange,
});

export const deactivateStaff = defineEndpoint({
  operationId: 'deactivateStaff',
  refusals: [409],
  method: 'POST',
  path: '/app/care/staff/:staffId/deactivate',
  params: zStaffParams,
  summary:
    'Deactivate a staff member for good: sessions end, password, passkeys and links stop working; the record stays',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  response: zStaffChange,
});

export const withdrawStaffInvitation = defineEndpoint({
  operationId: 'withdrawStaffInvitation',
  refusals: [409],
  method: 'POST',
  path: '/app/care/staff/invitations/:staffId/withdraw',
  params: zStaffParams,
  summary: 'Withdraw an invitation not yet taken up: its link stops working and the address is free again',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  response: zMessageResponse,
});
