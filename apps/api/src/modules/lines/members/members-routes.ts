import {
  acceptInvitation,
  approveLineRequest,
  createLineRequest,
  declineLineRequest,
  inviteMember,
  leaveSharedLine,
  listLineRequests,
  listMembers,
  listSharedLines,
  previewInvitation,
  removeMember,
} from '@mvno/contracts/api/members';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LineRequestService } from './line-requests-service';
import type { MembersService } from './members-service';

export function registerMemberRoutes(
  router: Router<Customer>,
  members: MembersService,
  requests: LineRequestService,
): void {
  router.add(listMembers, ({ user }) => members.list(user));
  router.add(inviteMember, ({ user, body }) => members.invite(user, body));
  router.add(removeMember, ({ user, params }) => members.remove(user, params.memberId));
  router.add(previewInvitation, ({ body }) => members.preview(body.token));
  router.add(acceptInvitation, ({ user, body }) => members.accept(user, body.token));
  router.add(listSharedLines, ({ user }) => members.sharedLines(user));
  router.add(leaveSharedLine, ({ user, params }) => members.leave(user, params.memberId));
  router.add(createLineRequest, ({ user, params, body }) => requests.ask(user, params.id, body.topUpId));
  router.add(listLineRequests, ({ user }) => requests.list(user));
  router.add(approveLineRequest, ({ user, params }) => requests.approve(user, params.requestId));
  router.add(declineLineRequest, ({ user, params }) => requests.decline(user, params.requestId));
}
