/**
 * Giving a line to its member (decision 080): the owner offers it behind a step-up, the member takes it
 * over behind their own step-up and with consent to its renewal, or declines; the owner may withdraw;
 * an offer expires. Taken over, the line is the member's: the old owner, its other members and the
 * requests waiting on it lose it, and both sides are mailed.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import type { LineTransfer } from '@mvno/contracts/api/line-transfers';
import { LINE_TRANSFER_HOURS } from '@mvno/contracts/product-constants/members';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { newCustomer, renewalConsent } from '../support/commerce';
import { joinedMember, ownerWithLine } from '../support/family';
import { stepUp } from '../support/step-up';

const M = ACCOUNT_MESSAGES.members;
const { t } = useClockApps();

type Session = Awaited<ReturnType<typeof newCustomer>>;
const proven = (session: Session) => stepUp(t, session.token, session.email);
const subjects = async (email: string) => (await mailsTo(t.database, email)).map((mail) => mail.subject);

async function offered(owner: Session, membershipId: string): Promise<LineTransfer> {
  const made = await owner.post('/app/users/line-transfers', { membershipId });
  expect(made.statusCode, made.body).toBe(200);
  return (made.json() as { transfer: LineTransfer }).transfer;
}

describe('giving a line to its member', () => {
  it(
    'moves the line, with consent and a step-up on both sides, and ends what the old account had on it',
    { timeout: 120_000 },
    async () => {
      const { owner, line } = await ownerWithLine(t);
      const member = await joinedMember(t, owner, line.id, 'member');
      const viewer = await joinedMember(t, owner, line.id, 'viewer');
      const asked = await viewer.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' });
      expect(asked.statusCode).toBe(403);
      const request = await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' });
      expect(request.statusCode, request.body).toBe(200);

      // The owner proves it is them before the number can leave the account.
      const unproven = await owner.post('/app/users/line-transfers', { membershipId: member.membershipId });
      expect(unproven.statusCode).toBe(403);
      expect(unproven.json().errors[0].field).toBe(STEP_UP_REQUIRED_FIELD);
      await proven(owner);
      const offer = await offered(owner, member.membershipId);
      expect(offer).toMatchObject({ lineId: line.id, status: 'pending', toName: expect.any(String) });
      expect((await subjects(member.email))[0]).toMatch(/offers you a .* line/);
      const second = await owner.post('/app/users/line-transfers', { membershipId: viewer.membershipId });
      expect(second.json().message).toBe(M.transferPending);
      expect((await member.get('/app/users/line-transfers')).json()).toMatchObject({
        offered: [],
        toMe: [{ id: offer.id }],
      });
      expect((await owner.get('/app/users/line-transfers')).json().offered).toHaveLength(1);
      // Nobody else may take it, the line is still the owner's until the member accepts.
      const stranger = await newCustomer(t);
      await proven(stranger);
      const taken = await stranger.post(`/app/users/line-transfers/${offer.id}/accept`, renewalConsent());
      expect(taken.statusCode).toBe(404);
      expect((await owner.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(200);

      // The member, too, proves it is them and consents to the renewal.
      const url = `/app/users/line-transfers/${offer.id}/accept`;
      expect((await member.post(url, renewalConsent())).statusCode).toBe(403);
      await proven(member);
      expect((await member.post(url, { renewalTermsVersion: 'x' })).statusCode).toBe(400);
      const accepted = await member.post(url, renewalConsent());
      expect(accepted.json()).toEqual({ message: M.transferAccepted, lineId: line.id });
      expect((await member.post(url, renewalConsent())).statusCode).toBe(409);

      // The line is the member's own now; the old owner and the old account's viewer lost it.
      const mine = (await member.get('/app/users/lines')).json() as { lines: { id: string }[] };
      expect(mine.lines.map((one) => one.id)).toEqual([line.id]);
      expect((await member.get('/app/users/shared-lines')).json().lines).toEqual([]);
      expect((await owner.get('/app/users/lines')).json().lines).toEqual([]);
      expect((await owner.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(404);
      expect((await viewer.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(404);
      expect((await owner.get('/app/users/members')).json().members).toEqual([]);
      const requests = (await member.get('/app/users/line-requests')).json() as {
        mine: { status: string }[];
      };
      expect(requests.mine.map((one) => one.status)).toEqual(['withdrawn']);
      expect(
        (await member.post(`/app/users/sub-nickname/${line.id}/update`, { nickname: 'Mine' })).statusCode,
      ).toBe(200);
      expect((await subjects(member.email))[0]).toMatch(/changed owner/);
      expect((await subjects(owner.email))[0]).toMatch(/changed owner/);
    },
  );

  it(
    'the member declines, the owner withdraws, an offer expires; a manager cannot give the line away',
    { timeout: 120_000 },
    async () => {
      const { owner, line } = await ownerWithLine(t);
      const member = await joinedMember(t, owner, line.id, 'member');
      const manager = await joinedMember(t, owner, line.id, 'manager');
      await proven(manager);
      const byManager = await manager.post('/app/users/line-transfers', {
        membershipId: member.membershipId,
      });
      expect(byManager.statusCode).toBe(404);

      await proven(owner);
      const first = await offered(owner, member.membershipId);
      const declined = await member.post(`/app/users/line-transfers/${first.id}/decline`);
      expect(declined.json().message).toBe(M.transferDeclined);
      expect((await subjects(owner.email))[0]).toMatch(/offer was declined/);
      expect((await owner.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(200);

      const second = await offered(owner, member.membershipId);
      const withdrawn = await owner.post(`/app/users/line-transfers/${second.id}/decline`);
      expect(withdrawn.json().message).toBe(M.transferCancelled);
      await proven(member);
      const late = await member.post(`/app/users/line-transfers/${second.id}/accept`, renewalConsent());
      expect(late.json().message).toBe(M.transferDecided);

      const third = await offered(owner, member.membershipId);
      await advanceClock(t.app, LINE_TRANSFER_HOURS * 3600 + 1);
      expect((await member.get('/app/users/line-transfers')).json().toMe).toEqual([]);
      await proven(member);
      const expired = await member.post(`/app/users/line-transfers/${third.id}/accept`, renewalConsent());
      expect(expired.statusCode).toBe(409);
      expect(expired.json().message).toBe(M.transferExpired);
      // An expired offer does not hold the line: a new one may be made.
      await proven(owner);
      expect((await offered(owner, member.membershipId)).status).toBe('pending');
      expect((await owner.get(`/app/users/lines/${line.id}/usage`)).statusCode).toBe(200);
    },
  );

  it('two acceptances at once move the line once', { timeout: 120_000 }, async () => {
    const { owner, line } = await ownerWithLine(t);
    const member = await joinedMember(t, owner, line.id, 'member');
    await proven(owner);
    const offer = await offered(owner, member.membershipId);
    await proven(member);
    const url = `/app/users/line-transfers/${offer.id}/accept`;
    const answers = await Promise.all([
      member.post(url, renewalConsent()),
      member.post(url, renewalConsent()),
    ]);
    expect(answers.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    expect((await subjects(owner.email)).filter((one) => /changed owner/.test(one))).toHaveLength(1);
  });
});
