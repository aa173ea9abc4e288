/**
 * Family accounts (decision 072): the owner invites someone by email to one of their lines with a
 * role; the invitee accepts with their own sign-in through a single-use, expiring link; members ask
 * for a data add-on and the owner or a manager approves it (charged to the owner's card) or declines
 * it within LINE_REQUEST_HOURS, after which it expires.
 */
import { z } from 'zod';
import { members as texts } from '../product-messages/members';
import { LINE_REQUEST_KINDS, LINE_REQUEST_STATUSES, MEMBER_ROLES } from '../product-constants/members';
import { defineEndpoint } from './common';
import { zTopUpId } from './data-top-ups';
import { zLine } from './lines';
import { zLineParams, zPathId } from './path-params';

export const zMemberRole = z.enum(MEMBER_ROLES);

export const zMember = z.object({
  /** The membership's id (what remove names). */
  id: z.string(),
  role: zMemberRole,
  email: z.string(),
  firstName: z.string(),
  lineId: z.string().nullable(),
  lineName: z.string().nullable(),
  since: z.iso.datetime({ offset: true }),
});

export const zPendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: zMemberRole,
  lineId: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const listMembers = defineEndpoint({
  operationId: 'listMembers',
  method: 'GET',
  path: '/app/users/members',
  summary: "The members of the caller's own account and the invitations still waiting",
  auth: true,
  response: z.object({ members: z.array(zMember), invitations: z.array(zPendingInvitation) }),
});

export const zInviteMember = z.object({
  email: z.email().max(254),
  lineId: z.uuid(),
  role: zMemberRole,
});
export type InviteMember = z.infer<typeof zInviteMember>;

export const inviteMember = defineEndpoint({
  operationId: 'inviteMember',
  refusals: [404, 409, 429],
  method: 'POST',
  path: '/app/users/members/invitations',
  summary:
    "Invite someone by email to one of the caller's lines with a role (a manager: to the account's lines, as member or viewer); mails a single-use link",
  auth: true,
  body: zInviteMember,
  response: z.object({ message: z.string(), invitation: zPendingInvitation }),
});

export const zMemberParams = z.object({ memberId: zPathId(texts.notFound) });

export const removeMember = defineEndpoint({
  operationId: 'removeMember',
  method: 'DELETE',
  path: '/app/users/members/:memberId',
  params: zMemberParams,
  summary: "Remove a member of the caller's account: their access ends at once; the line stays the owner's",
  auth: true,
  response: z.object({ message: z.string() }),
});

export const zInvitationToken = z.object({ token: z.string().min(20).max(200) });

/** What the acceptance page shows before the invitee signs in (nothing but the inviter's first name and the line's name). */
export const previewInvitation = defineEndpoint({
  operationId: 'previewMemberInvitation',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/member-invitations/preview',
  summary: 'Who invites, to which line and with what role, for a valid invitation link',
  auth: false,
  body: zInvitationToken,
  response: z.object({ inviterName: z.string(), lineName: z.string(), role: zMemberRole }),
});

export const acceptInvitation = defineEndpoint({
  operationId: 'acceptMemberInvitation',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/users/members/accept',
  summary: "Accept an invitation link with the caller's own sign-in; the link then never works again",
  auth: true,
  body: zInvitationToken,
  response: z.object({ message: z.string(), lineId: z.string() }),
});

export const zSharedLine = z.object({
  membershipId: z.string(),
  role: zMemberRole,
  ownerName: z.string(),
  line: zLine,
});
export type SharedLine = z.infer<typeof zSharedLine>;

export const listSharedLines = defineEndpoint({
  operationId: 'listSharedLines',
  method: 'GET',
  path: '/app/users/shared-lines',
  summary:
    "Lines of other accounts the caller is a member of, with the caller's role (a manager sees every line of the account)",
  auth: true,
  response: z.object({ lines: z.array(zSharedLine) }),
});

/** A member of an account as its manager sees it (decision 096): remove is offered for members and viewers. */
export const zManagedMember = zMember.extend({ mayRemove: z.boolean() });
export type ManagedMember = z.infer<typeof zManagedMember>;

export const listManagedMembers = defineEndpoint({
  operationId: 'listManagedMembers',
  method: 'GET',
  path: '/app/users/managed-members',
  summary:
    'The members of each account the caller manages (who, role, line) and which of them the caller may remove; empty for anyone else',
  auth: true,
  response: z.object({
    accounts: z.array(
      z.object({ membershipId: z.string(), ownerName: z.string(), members: z.array(zManagedMember) }),
    ),
  }),
});

export const leaveSharedLine = defineEndpoint({
  operationId: 'leaveSharedLine',
  method: 'POST',
  path: '/app/users/shared-lines/:memberId/leave',
  params: zMemberParams,
  summary: 'Stop being a member: access ends at once, the owner is mailed; the line stays the owner’s',
  auth: true,
  response: z.object({ message: z.string() }),
});

export const zLineRequest = z.object({
  id: z.string(),
  kind: z.enum(LINE_REQUEST_KINDS),
  /** A data add-on request's add-on (null for the other kinds). */
  topUpId: z.string().nullable(),
  topUpName: z.string().nullable(),
  /** A plan change request's plan and when it would start (decision 088; null for the other kinds). */
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  when: z.enum(['now', 'renewal']).nullable(),
  /** A data cap request's cap in GB a period, 0 for no cap (decision 088; null for the other kinds). */
  capGb: z.number().int().nonnegative().nullable(),
  lineId: z.string(),
  lineName: z.string(),
  requesterName: z.string(),
  status: z.enum(LINE_REQUEST_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** For an approved request: whether the owner's card was charged, and the order-history row. */
  charged: z.boolean().nullable(),
  transactionId: z.string().nullable(),
});
export type LineRequest = z.infer<typeof zLineRequest>;

export const createLineRequest = defineEndpoint({
  operationId: 'createLineRequest',
  refusals: [409],
  method: 'POST',
  path: '/app/users/lines/:id/requests',
  params: zLineParams,
  summary: "A member asks the account's owner and managers for a data add-on on their line",
  auth: true,
  body: z.object({ topUpId: zTopUpId }),
  response: z.object({ message: z.string(), request: zLineRequest }),
});

export const listLineRequests = defineEndpoint({
  operationId: 'listLineRequests',
  method: 'GET',
  path: '/app/users/line-requests',
  summary:
    'Requests the caller made, and those the caller may answer (owner or manager); expired ones say so',
  auth: true,
  response: z.object({ mine: z.array(zLineRequest), toAnswer: z.array(zLineRequest) }),
});

export const zLineRequestParams = z.object({ requestId: zPathId(texts.requestNotFound) });

export const approveLineRequest = defineEndpoint({
  operationId: 'approveLineRequest',
  refusals: [409],
  method: 'POST',
  path: '/app/users/line-requests/:requestId/approve',
  params: zLineRequestParams,
  summary: "Approve a member's request: the add-on is charged to the owner's primary card exactly once",
  auth: true,
  refusesAssisted: true,
  response: z.object({ message: z.string(), request: zLineRequest }),
});

export const declineLineRequest = defineEndpoint({
  operationId: 'declineLineRequest',
  refusals: [409],
  method: 'POST',
  path: '/app/users/line-requests/:requestId/decline',
  params: zLineRequestParams,
  summary: "Decline a member's request",
  auth: true,
  response: z.object({ message: z.string(), request: zLineRequest }),
});
