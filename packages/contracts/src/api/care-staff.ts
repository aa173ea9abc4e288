/**
 * Staff accounts in the care console (docs/decisions/028): an admin invites staff by mail
 * (a link to choose a password) and sees who is staff.
 */
import { z } from 'zod';
import { zEmail, zFirstName, zLastName } from '../fields';
import { STAFF_ROLES } from '../staff-roles';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

export const zStaffMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** False until the invited person has chosen a password. */
  active: z.boolean(),
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
  method: 'POST',
  path: '/app/care/staff/invitations',
  summary: 'Invite a staff member by mail: a link to choose a password, then sign-in at /care',
  auth: true,
  session: 'agent',
  permission: 'staff.manage',
  body: zStaffInviteForm,
  response: zMessageResponse.extend({ staff: zStaffMember }),
});
