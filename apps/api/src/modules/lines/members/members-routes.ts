import {
  acceptInvitation,
  approveLineRequest,
  createLineRequest,
  declineLineRequest,
  inviteMember,
  leaveSharedLine,
  listLineRequests,
  listManagedMembers,
  listMembers,
  listSharedLines,
  previewInvitation,
  removeMember,
} from '@mvno/contracts/api/members';
import {
  acceptLineTransfer,
  declineLineTransfer,
  listLineTransfers,
  offerLineTransfer,
} from '@mvno/contracts/api/line-transfers';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LineRequestService } from './line-requests-service';
import type { LineTransferService } from './line-transfers-service';
import type { MembersService } from './members-service';
import type { LineChangeRequestService } from './line-change-requests-service';
import { registerLineChangeRequestRoutes } from './line-change-requests-routes';

export function registerMemberRoutes(
  router: Router<Customer>,
  {
    members,
    requests,
    transfers,
    changes,
  }: {
    members: MembersService;
    requests: LineRequestService;
    transfers: LineTransferService;
    changes: LineChangeRequestService;
  },
): void {
  router.add(listMembers, ({ user }) => members.list(user));
  router.add(inviteMember, ({ user, body }) => members.invite(user, body));
  router.add(removeMember, ({ user, params }) => members.remove(user, params.memberId));
  router.add(previewInvitation, ({ body }) => members.preview(body.token));
  router.add(acceptInvitation, ({ user, body }) => members.accept(user, body.token));
  router.add(listManagedMembers, ({ user }) => members.managed(user));
  router.add(listSharedLines, ({ user }) => members.sharedLines(user));
  router.add(leaveSharedLine, ({ user, params }) => members.leave(user, params.memberId));
  router.add(createLineRequest, ({ user, params, body }) => requests.ask(user, params.id, body.topUpId));
  router.add(listLineRequests, ({ user }) => requests.list(user));
  router.add(approveLineRequest, ({ user, params }) => requests.approve(user, params.requestId));
  router.add(declineLineRequest, ({ user, params }) => requests.decline(user, params.requestId));
  router.add(offerLineTransfer, ({ user, body }) => transfers.offer(user, body.membershipId));
  router.add(listLineTransfers, ({ user }) => transfers.list(user));
  router.add(acceptLineTransfer, ({ user, params, body }) =>
    transfers.accept(user, params.transferId, body.renewalTermsVersion),
  );
  router.add(declineLineTransfer, ({ user, params }) => transfers.decline(user, params.transferId));
  registerLineChangeRequestRoutes(router, changes);
}
