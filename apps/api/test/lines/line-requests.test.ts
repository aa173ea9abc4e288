/**
 * Members' requests (decision 072): a member asks for a data add-on; the owner and managers are
 * mailed; an approval charges the owner's card exactly once (two approvals at once included) and the
 * member sees the data; a request not answered within 24 hours on the app's clock expires, recorded.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineRequest } from '@mvno/contracts/api/members';
import type { LineUsage } from '@mvno/contracts/api/line-usage';
import { LINE_REQUEST_HOURS } from '@mvno/contracts/product-constants/members';
import { lineRequestEvents, lineRequests } from '../../src/db/schema/members';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { dataTopUps } from '../../src/db/schema/usage';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { newCustomer } from '../support/commerce';
import { joinedMember, ownerWithLine } from '../support/family';

const M = ACCOUNT_MESSAGES.members;
const { t, other } = useClockApps();

const requestCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt))).filter((c) =>
    c.idempotencyKey.startsWith('top-up-'),
  );

async function family() {
  const world = await ownerWithLine(t);
  const member = await joinedMember(t, world.owner, world.line.id, 'member');
  const manager = await joinedMember(t, world.owner, world.line.id, 'manager');
  return { ...world, member, manager };
}

describe("members' requests", () => {
  it('request -> owner mailed -> two approvals at once -> one charge on the owner’s card -> the member sees the data', async () => {
    const { owner, card, line, member, manager } = await family();
    const chargesBefore = (await requestCharges()).length;

    const asked = await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(M.requestSent);
    const request = asked.json().request as LineRequest;
    expect(request).toMatchObject({ status: 'pending', lineId: line.id, topUpName: '1 GB' });
    const second = await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-5gb' });
    expect(second.statusCode).toBe(409);

    const ownerMail = (await mailsTo(t.database, owner.email)).find((mail) =>
      mail.subject.includes('asks for more data'),
    );
    expect(ownerMail?.textBody).toContain(`/dashboard/members?request=${request.id}`);
    expect(
      (await mailsTo(t.database, manager.email)).some((mail) => mail.subject.includes('asks for more data')),
    ).toBe(true);
    const listed = (await owner.get('/app/users/line-requests')).json() as { toAnswer: LineRequest[] };
    expect(listed.toAnswer.map((one) => [one.id, one.status])).toEqual([[request.id, 'pending']]);
    // The member cannot answer their own request.
    expect((await member.post(`/app/users/line-requests/${request.id}/approve`)).statusCode).toBe(404);

    // The owner on one server and the manager on another approve at the same moment.
    const approvals = await Promise.all([
      owner.post(`/app/users/line-requests/${request.id}/approve`),
      other().app.inject({
        method: 'POST',
        url: `/app/users/line-requests/${request.id}/approve`,
        headers: { ...other().headers, authorization: `Bearer ${manager.token}` },
      }),
    ]);
    for (const answer of approvals) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().request.status).toBe('approved');
    }
    const charges = await requestCharges();
    expect(charges).toHaveLength(chargesBefore + 1);
    // The add-on bought for the request is keyed by the request: one purchase, one charge.
    const bought = await t.database.db
      .select()
      .from(dataTopUps)
      .where(eq(dataTopUps.idempotencyKey, `line-request-${request.id}`));
    expect(bought).toHaveLength(1);
    expect(charges.at(-1)?.idempotencyKey).toBe(`top-up-${bought[0]!.id}`);
    expect(bought[0]?.userId).toBe(owner.id);

    const settled = (await owner.get('/app/users/line-requests')).json().toAnswer[0] as LineRequest;
    expect(settled).toMatchObject({ status: 'approved', charged: true });
    const [receipt] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, settled.transactionId!));
    expect(receipt?.userId).toBe(owner.id);
    expect(receipt?.last4).toBe(card.last4Digits);
    // The member sees the new data; the member's own account was charged nothing.
    const usage = (await member.get(`/app/users/lines/${line.id}/usage`)).json() as LineUsage;
    expect(usage.dataMb.allowance).toBe(2048);
    expect((await member.get('/app/payments/transactions')).json().transactions).toEqual([]);
    expect((await mailsTo(t.database, member.email))[0]?.subject).toBe(M.decidedSubject('Brightline Mobile'));

    // Answering again changes nothing and charges nothing.
    const late = await owner.post(`/app/users/line-requests/${request.id}/decline`);
    expect(late.statusCode).toBe(409);
    expect(await requestCharges()).toHaveLength(chargesBefore + 1);
  });

  it('an approval left without its charge (its server died) is finished by the next approval, once', async () => {
    const { owner, line, member } = await family();
    const chargesBefore = (await requestCharges()).length;
    const request = (
      await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' })
    ).json().request as LineRequest;
    // The state moved, then the process stopped before buying the add-on.
    await t.database.db
      .update(lineRequests)
      .set({ status: 'approved', decidedAt: new Date(), decidedBy: owner.id })
      .where(eq(lineRequests.id, request.id));

    const again = await owner.post(`/app/users/line-requests/${request.id}/approve`);
    const twice = await owner.post(`/app/users/line-requests/${request.id}/approve`);

    expect(again.json().request).toMatchObject({ status: 'approved', charged: true });
    expect(twice.json().request).toMatchObject({ status: 'approved', charged: true });
    expect(await requestCharges()).toHaveLength(chargesBefore + 1);
  });

  it('a declined request charges nothing and the member is told', async () => {
    const { owner, line, member } = await family();
    const chargesBefore = (await requestCharges()).length;
    const request = (
      await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' })
    ).json().request as LineRequest;

    const declined = await owner.post(`/app/users/line-requests/${request.id}/decline`);

    expect(declined.json()).toMatchObject({ message: M.declined, request: { status: 'declined' } });
    expect((await owner.post(`/app/users/line-requests/${request.id}/approve`)).statusCode).toBe(409);
    expect(await requestCharges()).toHaveLength(chargesBefore);
    const mine = (await member.get('/app/users/line-requests')).json().mine as LineRequest[];
    expect(mine.map((one) => one.status)).toEqual(['declined']);
  });

  it('expires after 24 hours on the app’s clock, recorded as a change of state, and can no longer be approved', async () => {
    const { owner, line, member } = await family();
    const chargesBefore = (await requestCharges()).length;
    const request = (
      await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' })
    ).json().request as LineRequest;

    await advanceClock(t.app, LINE_REQUEST_HOURS * 3600 - 60);
    expect((await owner.get('/app/users/line-requests')).json().toAnswer[0].status).toBe('pending');
    await advanceClock(t.app, 61);

    const listed = (await owner.get('/app/users/line-requests')).json().toAnswer as LineRequest[];
    expect(listed.map((one) => one.status)).toEqual(['expired']);
    expect(listed[0]?.decidedAt).toBe(request.expiresAt);
    const events = await t.database.db
      .select()
      .from(lineRequestEvents)
      .where(eq(lineRequestEvents.requestId, request.id));
    expect(events.map((event) => event.status)).toEqual(['pending', 'expired']);
    const approval = await owner.post(`/app/users/line-requests/${request.id}/approve`);
    expect(approval.statusCode).toBe(409);
    expect(approval.json().message).toBe(M.requestExpired);
    expect(await requestCharges()).toHaveLength(chargesBefore);
    // A new request may be made once the old one expired.
    expect(
      (await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' })).statusCode,
    ).toBe(200);
  });

  it('a viewer may not ask, and nobody without a role on the line may', async () => {
    const { owner, line } = await family();
    const viewer = await joinedMember(t, owner, line.id, 'viewer');
    const refused = await viewer.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' });
    expect(refused.statusCode).toBe(403);
    const stranger = await newCustomer(t);
    expect(
      (await stranger.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' })).statusCode,
    ).toBe(404);
  });
});
