/**
 * The family accounts' part of the ownership matrix (decision 072): the owner's line has a member
 * with a waiting request; a second customer reaches for the membership, the request and the line.
 */
import type { Entry } from './ownership';
import type { TestCustomer } from './commerce';
import { joinedMember } from './family';
import type { TestApp } from './test-app';

export const familyEntries: Record<string, Entry> = {
  listMembers: { kind: 'own-list', list: 'members', call: (s) => s.get('/app/users/members') },
  inviteMember: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post('/app/users/members/invitations', { email: 'x@example.com', lineId: w.lineId, role: 'manager' }),
  },
  removeMember: { kind: 'foreign-id', call: (s, w) => s.del(`/app/users/members/${w.membershipId}`) },
  listSharedLines: { kind: 'own-list', list: 'lines', call: (s) => s.get('/app/users/shared-lines') },
  leaveSharedLine: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/shared-lines/${w.membershipId}/leave`),
  },
  createLineRequest: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/requests`, { topUpId: 'data-1gb' }),
  },
  listLineRequests: { kind: 'own-data', call: (s) => s.get('/app/users/line-requests') },
  approveLineRequest: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/line-requests/${w.requestId}/approve`),
  },
  declineLineRequest: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/line-requests/${w.requestId}/decline`),
  },
};

/** A member of the owner's line with a waiting request for more data on it. */
export async function familyWorld(t: TestApp, owner: TestCustomer, lineId: string) {
  const member = await joinedMember(t, owner, lineId, 'member');
  const asked = await member.post(`/app/users/lines/${lineId}/requests`, { topUpId: 'data-1gb' });
  if (asked.statusCode !== 200) throw new Error(`request: ${asked.statusCode} ${asked.body}`);
  const requestId = (asked.json() as { request: { id: string } }).request.id;
  return {
    member,
    membershipId: member.membershipId,
    requestId,
    secrets: [member.membershipId, requestId, member.email],
  };
}
