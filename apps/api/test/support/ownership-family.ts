/**
 * The family accounts' part of the ownership matrix (decision 072): the owner's line has a member
 * with a waiting request; a second customer reaches for the membership, the request and the line.
 */
import { lineTransfers } from '../../src/db/schema/members';
import type { Entry } from './ownership';
import { latestCodeTo } from './profile';
import type { TestCustomer } from './commerce';
import { renewalConsent } from './commerce';
import { joinedMember } from './family';
import type { TestApp } from './test-app';

/**
 * Proves the caller's own step-up, when the session still works (an owner's matrix run may have
 * ended it by then: the call that follows then answers 401 like every other).
 */
async function proveIfSignedIn(t: TestApp, s: TestCustomer): Promise<void> {
  const asked = await s.post('/app/users/step-up/email-code');
  if (asked.statusCode !== 200) return;
  await s.post('/app/users/step-up/email', { otp: await latestCodeTo(t.database, s.email) });
}

export const familyEntries = (t: TestApp): Record<string, Entry> => ({
  listMembers: { kind: 'own-list', list: 'members', call: (s) => s.get('/app/users/members') },
  inviteMember: {
    kind: 'foreign-id',
    call: (s, w) =>
      // A member's role: a manager of the account may give it too (decision 088).
      s.post('/app/users/members/invitations', { email: 'x@example.com', lineId: w.lineId, role: 'member' }),
  },
  removeMember: { kind: 'foreign-id', call: (s, w) => s.del(`/app/users/members/${w.membershipId}`) },
  listManagedMembers: {
    kind: 'own-list',
    list: 'accounts',
    call: (s) => s.get('/app/users/managed-members'),
  },
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
  // Giving a line (decision 080): the step-up endpoints are called with the caller's own step-up
  // proven, so only whose offer or membership it is refuses.
  offerLineTransfer: {
    kind: 'foreign-id',
    call: async (s, w) => {
      await proveIfSignedIn(t, s);
      return s.post('/app/users/line-transfers', { membershipId: w.membershipId });
    },
  },
  listLineTransfers: { kind: 'own-data', call: (s) => s.get('/app/users/line-transfers') },
  acceptLineTransfer: {
    kind: 'foreign-id',
    call: async (s, w) => {
      await proveIfSignedIn(t, s);
      return s.post(`/app/users/line-transfers/${w.transferId}/accept`, renewalConsent());
    },
  },
  declineLineTransfer: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/line-transfers/${w.transferId}/decline`),
  },
  // Plan-change and data-cap requests (decision 088): the line already has a request waiting, so
  // a caller the rule lets through is answered 409 (or the plan's own refusal), never 403 or "not found".
  createPlanChangeRequest: {
    kind: 'foreign-id',
    call: (s, w) =>
      s.post(`/app/users/lines/${w.lineId}/requests/plan-change`, { planId: w.planId, when: 'renewal' }),
  },
  createDataCapRequest: {
    kind: 'foreign-id',
    call: (s, w) => s.post(`/app/users/lines/${w.lineId}/requests/data-cap`, { capGb: 5 }),
  },
  // A line's controls (decision 089): the changes are made with values that change nothing.
  getLineControls: { kind: 'foreign-id', call: (s, w) => s.get(`/app/users/lines/${w.lineId}/controls`) },
  setLineSpendingCap: {
    kind: 'foreign-id',
    call: (s, w) => s.put(`/app/users/lines/${w.lineId}/controls/spending-cap`, { capCents: null }),
  },
  setLineDataAlert: {
    kind: 'foreign-id',
    call: (s, w) => s.put(`/app/users/lines/${w.lineId}/controls/data-alert`, { percent: null }),
  },
  pauseLine: {
    kind: 'foreign-id',
    call: (s, w) => s.put(`/app/users/lines/${w.lineId}/controls/pause`, { paused: false }),
  },
});

/** A member of the owner's line with a waiting request for more data on it, and the line offered to them. */
export async function familyWorld(t: TestApp, owner: TestCustomer, lineId: string) {
  const member = await joinedMember(t, owner, lineId, 'member');
  const asked = await member.post(`/app/users/lines/${lineId}/requests`, { topUpId: 'data-1gb' });
  if (asked.statusCode !== 200) throw new Error(`request: ${asked.statusCode} ${asked.body}`);
  const requestId = (asked.json() as { request: { id: string } }).request.id;
  // The owner's offer of the line to the member, as the offer endpoint makes it (its step-up is
  // the owner's session's, which the matrix's own calls must not find proven).
  const [offer] = await t.database.db
    .insert(lineTransfers)
    .values({ lineId, fromId: owner.id, toId: member.id, expiresAt: new Date(Date.now() + 3600_000) })
    .returning();
  return {
    member,
    membershipId: member.membershipId,
    requestId,
    transferId: offer!.id,
    secrets: [member.membershipId, requestId, member.email, offer!.id],
  };
}
