/**
 * Family accounts (decision 072): an invitation link works once and expires; a member sees only their
 * line; removing and leaving end access at once and are mailed; the line stays the owner's.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  MEMBER_INVITATIONS_PER_DAY,
  MEMBER_INVITATION_HOURS,
} from '@mvno/contracts/product-constants/members';
import type { SharedLine } from '@mvno/contracts/api/members';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { newCustomer } from '../support/commerce';
import { invitationTokenTo, joinedMember, ownerWithLine } from '../support/family';
import { createLine } from '../support/lines';

const M = ACCOUNT_MESSAGES.members;
const { t } = useClockApps();

describe('family members', () => {
  it('an invitation link is accepted once, with the invitee’s own sign-in, and the member sees only their line', async () => {
    const { owner, line } = await ownerWithLine(t);
    const otherLine = await createLine(t.database, owner.id);
    const invitee = await newCustomer(t);

    const invited = await owner.post('/app/users/members/invitations', {
      email: invitee.email.toUpperCase(),
      lineId: line.id,
      role: 'member',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().message).toBe(M.invited(invitee.email.toLowerCase()));
    const token = await invitationTokenTo(t.database, invitee.email);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/app/member-invitations/preview',
      headers: t.headers,
      payload: { token },
    });
    expect(preview.json()).toMatchObject({ role: 'member' });

    const accepted = await invitee.post('/app/users/members/accept', { token });
    expect(accepted.json()).toEqual({ message: M.accepted, lineId: line.id });
    const again = await (await newCustomer(t)).post('/app/users/members/accept', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.invitationUsed);

    const shared = (await invitee.get('/app/users/shared-lines')).json() as { lines: SharedLine[] };
    expect(shared.lines.map((one) => [one.line.id, one.role])).toEqual([[line.id, 'member']]);
    expect((await invitee.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(200);
    expect((await invitee.get(`/app/users/lines/${otherLine.id}/usage`)).statusCode).toBe(404);
    // Their own account holds none of the owner's lines or cards.
    expect((await invitee.get('/app/users/lines')).json().lines).toEqual([]);
    expect((await invitee.get('/app/payments/cards')).json().cards).toEqual([]);
    // A member may rename their line, not cancel it.
    const renamed = await invitee.post(`/app/users/sub-nickname/${line.id}/update`, {
      nickname: 'Kid phone',
    });
    expect(renamed.statusCode).toBe(200);
    const cancel = await invitee.post(`/app/users/lines/${line.id}/cancel`, { when: 'now' });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().message).toBe(M.forbidden);
    expect(
      (await owner.get('/app/users/lines')).json().lines.map((one: { status: string }) => one.status),
    ).not.toContain('cancelled');
  });

  it('an invitation link expires', async () => {
    const { owner, line } = await ownerWithLine(t);
    const invitee = await newCustomer(t);
    await owner.post('/app/users/members/invitations', {
      email: invitee.email,
      lineId: line.id,
      role: 'viewer',
    });
    const token = await invitationTokenTo(t.database, invitee.email);

    await advanceClock(t.app, MEMBER_INVITATION_HOURS * 3600 + 1);

    const late = await invitee.post('/app/users/members/accept', { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.invitationExpired);
    expect((await invitee.get('/app/users/shared-lines')).json().lines).toEqual([]);
  });

  it('refuses an invitation to a line of someone else, or a second one to the same person', async () => {
    const { owner, line } = await ownerWithLine(t);
    const stranger = await newCustomer(t);
    const foreign = await stranger.post('/app/users/members/invitations', {
      email: 'someone@example.com',
      lineId: line.id,
      role: 'member',
    });
    expect(foreign.statusCode).toBe(404);
    const member = await joinedMember(t, owner, line.id, 'viewer');
    const twice = await owner.post('/app/users/members/invitations', {
      email: member.email,
      lineId: line.id,
      role: 'member',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyMember);
  });

  it('bounds the invitations an owner may mail in a day, so the form cannot mail any address at will', async () => {
    const { owner, line } = await ownerWithLine(t);
    const invite = (index: number) =>
      owner.post('/app/users/members/invitations', {
        email: `invitee-${index}-${crypto.randomUUID()}@example.com`,
        lineId: line.id,
        role: 'viewer',
      });
    for (let index = 0; index < MEMBER_INVITATIONS_PER_DAY; index += 1)
      expect((await invite(index)).statusCode).toBe(200);
    const over = await invite(MEMBER_INVITATIONS_PER_DAY);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: expect.any(String) });
  });

  it('removing a member and a member leaving end access at once, are mailed, and leave the line with the owner', async () => {
    const { owner, line } = await ownerWithLine(t);
    const removed = await joinedMember(t, owner, line.id, 'member');
    const leaving = await joinedMember(t, owner, line.id, 'viewer');
    const stranger = await newCustomer(t);

    expect((await stranger.del(`/app/users/members/${removed.membershipId}`)).statusCode).toBe(404);
    const removal = await owner.del(`/app/users/members/${removed.membershipId}`);
    expect(removal.json()).toEqual({ message: M.removed });
    expect((await removed.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(404);
    expect((await mailsTo(t.database, removed.email))[0]?.subject).toContain('no longer have access');

    const left = await leaving.post(`/app/users/shared-lines/${leaving.membershipId}/leave`);
    expect(left.json()).toEqual({ message: M.left });
    expect((await leaving.get('/app/users/shared-lines')).json().lines).toEqual([]);
    expect((await mailsTo(t.database, owner.email))[0]?.subject).toContain('A member left');

    expect((await owner.get('/app/users/members')).json().members).toEqual([]);
    expect((await owner.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(200);
  });
});
