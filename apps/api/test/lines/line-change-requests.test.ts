/**
 * Decision 088: a manager invites members and viewers to the account's lines (not managers); a member
 * asks for another plan or a data cap; the owner and managers are mailed and answer it once, as a data
 * add-on request: an approved plan change now is charged to the owner's card exactly once (two
 * approvals at once on two servers included), one at the renewal and a data cap charge nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineRequest } from '@mvno/contracts/api/members';
import { users } from '../../src/db/schema/accounts';
import { sandboxCharges } from '../../src/db/schema/payments';
import { subscriptionLines } from '../../src/db/schema/lines';
import { planChanges } from '../../src/db/schema/plan-changes';
import { mailsTo } from '../support/auth';
import { useClockApps } from '../support/clock-apps';
import { createPlan, newCustomer } from '../support/commerce';
import { invitationMailTo, invitationTokenTo, joinedMember, ownerWithLine } from '../support/family';
import { formatUsd } from '../../src/lib/money';

const M = ACCOUNT_MESSAGES.members;
const C = ACCOUNT_MESSAGES.memberControls;
// The card provider answers slowly, so that two approvals overlap while the first is charged.
const { t, other } = useClockApps({ SANDBOX_CHARGE_DELAY_MS: '300' });

const chargesOf = async (kind: string) =>
  (await t.database.db.select().from(sandboxCharges)).filter((charge) =>
    charge.idempotencyKey.startsWith(kind),
  );

async function family() {
  const world = await ownerWithLine(t);
  const member = await joinedMember(t, world.owner, world.line.id, 'member');
  const manager = await joinedMember(t, world.owner, world.line.id, 'manager');
  return { ...world, member, manager };
}

const firstNameOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.firstName;

/** The manager's call through the second server. */
const onOther = (token: string, url: string) =>
  other().app.inject({
    method: 'POST',
    url,
    headers: { ...other().headers, authorization: `Bearer ${token}` },
  });

describe('managers inviting (decision 088)', () => {
  it('a manager invites a member to the account’s line; the invitee joins the owner’s account', async () => {
    const { owner, line, manager } = await family();
    const invitee = await newCustomer(t);

    const invited = await manager.post('/app/users/members/invitations', {
      email: invitee.email,
      lineId: line.id,
      role: 'viewer',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await invitationMailTo(t.database, invitee.email);
    expect(mail?.textBody).toContain(`${await firstNameOf(manager.id)} invites you`);
    expect(mail?.textBody).toContain(`${await firstNameOf(owner.id)} pays for the line`);
    const accepted = await invitee.post('/app/users/members/accept', {
      token: await invitationTokenTo(t.database, invitee.email),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = (await owner.get('/app/users/members')).json() as {
      members: { email: string; role: string }[];
    };
    expect(listed.members.find((one) => one.email === invitee.email)?.role).toBe('viewer');
    // The viewer sees the line it was invited to, on the owner's account.
    const shared = (await invitee.get('/app/users/shared-lines')).json() as {
      lines: { line: { id: string } }[];
    };
    expect(shared.lines.map((one) => one.line.id)).toEqual([line.id]);
  });

  it('refuses a manager making a manager (403), a member inviting and a manager of another account (404)', async () => {
    const { line, member, manager } = await family();
    const asManager = await manager.post('/app/users/members/invitations', {
      email: 'someone@example.com',
      lineId: line.id,
      role: 'manager',
    });
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().message).toBe(M.managerInviteRole);
    const byMember = await member.post('/app/users/members/invitations', {
      email: 'someone@example.com',
      lineId: line.id,
      role: 'viewer',
    });
    expect(byMember.statusCode).toBe(404);
    const elsewhere = await ownerWithLine(t);
    const otherLine = await manager.post('/app/users/members/invitations', {
      email: 'someone@example.com',
      lineId: elsewhere.line.id,
      role: 'viewer',
    });
    expect(otherLine.statusCode).toBe(404);
  });
});

describe("a plan change counts against the line's spending cap (decision 096)", () => {
  it('refused when asked and when approved over the cap; two approvals at once count it once', async () => {
    const { owner, line, member, manager } = await family();
    const premium = await createPlan(t.database, {
      retailName: 'Capped Premium',
      retailPriceCents: 6000,
      dataAllowanceMb: 5 * 1024,
    });
    const quote = await owner.post(`/app/users/lines/${line.id}/plan-change/quote`, { planId: premium.id });
    expect(quote.statusCode, quote.body).toBe(200);
    const nowCents = Math.round((quote.json().now.amount as number) * 100);
    expect(nowCents).toBeGreaterThan(0);
    const cap = (cents: number) =>
      owner.put(`/app/users/lines/${line.id}/controls/spending-cap`, { capCents: cents });
    const ask = () =>
      member.post(`/app/users/lines/${line.id}/requests/plan-change`, { planId: premium.id, when: 'now' });

    // Asked over the cap: 409 naming the cap; in Spanish too.
    expect((await cap(nowCents - 1)).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(C.overCap(formatUsd(nowCents - 1), '$0.00'));
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/app/users/lines/${line.id}/requests/plan-change`,
      payload: { planId: premium.id, when: 'now' },
      headers: { ...t.headers, authorization: `Bearer ${member.token}`, 'accept-language': 'es-US' },
    });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toContain(
      `límite de gasto mensual de la línea de ${formatUsd(nowCents - 1)}`,
    );
    // A change at the renewal charges nothing now: not refused by the cap.
    const atRenewal = await member.post(`/app/users/lines/${line.id}/requests/plan-change`, {
      planId: premium.id,
      when: 'renewal',
    });
    expect(atRenewal.statusCode, atRenewal.body).toBe(200);
    expect(
      (await owner.post(`/app/users/line-requests/${atRenewal.json().request.id}/decline`)).statusCode,
    ).toBe(200);

    // Asked within the cap, the cap lowered before the approval: both approvals at once refused.
    expect((await cap(nowCents + 500)).statusCode).toBe(200);
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().request as LineRequest;
    expect((await cap(nowCents - 1)).statusCode).toBe(200);
    const over = await Promise.all([
      owner.post(`/app/users/line-requests/${request.id}/approve`),
      onOther(manager.token, `/app/users/line-requests/${request.id}/approve`),
    ]);
    expect(over.map((one) => one.statusCode)).toEqual([409, 409]);
    expect(over[0]!.json().message).toBe(C.overCap(formatUsd(nowCents - 1), '$0.00'));
    const chargesBefore = (await chargesOf('plan-change-')).length;

    // The cap raised: two approvals at once make one charge, counted once in the month.
    expect((await cap(nowCents + 500)).statusCode).toBe(200);
    const approvals = await Promise.all([
      owner.post(`/app/users/line-requests/${request.id}/approve`),
      onOther(manager.token, `/app/users/line-requests/${request.id}/approve`),
    ]);
    expect(approvals.map((one) => one.statusCode)).toEqual([200, 200]);
    expect(await chargesOf('plan-change-')).toHaveLength(chargesBefore + 1);
    const controls = (await member.get(`/app/users/lines/${line.id}/controls`)).json();
    expect(controls.spentThisMonthCents).toBe(nowCents);

    // What is left of the cap ($5) refuses a $10 add-on, naming the cap and what the month used.
    const topUp = await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' });
    expect(topUp.statusCode).toBe(409);
    expect(topUp.json().message).toBe(C.overCap(formatUsd(nowCents + 500), formatUsd(nowCents)));
  });
});

describe('plan-change and data-cap requests (decision 088)', () => {
  it('a plan change now: owner mailed, two approvals at once, one charge on the owner’s card, the line changes plan', async () => {
    const { owner, card, line, member, manager } = await family();
    const premium = await createPlan(t.database, { retailName: 'Family Premium', retailPriceCents: 6000 });
    const chargesBefore = (await chargesOf('plan-change-')).length;

    const asked = await member.post(`/app/users/lines/${line.id}/requests/plan-change`, {
      planId: premium.id,
      when: 'now',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().request as LineRequest;
    expect(request).toMatchObject({
      kind: 'plan_change',
      status: 'pending',
      planId: premium.id,
      planName: 'Family Premium',
      when: 'now',
      topUpId: null,
    });
    // One waiting request per line, of any kind.
    const second = await member.post(`/app/users/lines/${line.id}/requests/data-cap`, { capGb: 2 });
    expect(second.statusCode).toBe(409);
    const ownerMail = (await mailsTo(t.database, owner.email)).find((one) =>
      one.subject.includes('asks for another plan'),
    );
    expect(ownerMail?.textBody).toContain('the plan Family Premium now');
    expect(ownerMail?.textBody).toContain(`/dashboard/members?request=${request.id}`);
    // The member cannot answer their own request.
    expect((await member.post(`/app/users/line-requests/${request.id}/approve`)).statusCode).toBe(404);

    const approvals = await Promise.all([
      owner.post(`/app/users/line-requests/${request.id}/approve`),
      onOther(manager.token, `/app/users/line-requests/${request.id}/approve`),
    ]);
    for (const answer of approvals) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().request.status).toBe('approved');
    }
    expect(await chargesOf('plan-change-')).toHaveLength(chargesBefore + 1);
    const made = await t.database.db
      .select()
      .from(planChanges)
      .where(eq(planChanges.idempotencyKey, `line-request-${request.id}`));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: owner.id, status: 'paid' });
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(row?.planId).toBe(premium.id);

    const settled = (await owner.get('/app/users/line-requests')).json().toAnswer[0] as LineRequest;
    expect(settled).toMatchObject({
      status: 'approved',
      charged: true,
      transactionId: made[0]!.transactionId,
    });
    expect((await member.get('/app/payments/transactions')).json().transactions).toEqual([]);
    expect((await mailsTo(t.database, member.email))[0]?.textBody).toContain(
      'Your request for the plan Family Premium now',
    );
    expect(card.last4Digits).toBeTruthy();

    // A second answer says it was answered and charges nothing.
    const late = await owner.post(`/app/users/line-requests/${request.id}/approve`);
    expect(late.json().message).toBe(M.requestDecided);
    expect((await owner.post(`/app/users/line-requests/${request.id}/decline`)).statusCode).toBe(409);
    expect(await chargesOf('plan-change-')).toHaveLength(chargesBefore + 1);
  });

  it('an approval whose change another call is still making records what that change did, not a refusal', async () => {
    const { owner, line, member, manager } = await family();
    const premium = await createPlan(t.database, { retailName: 'Slow Premium', retailPriceCents: 6000 });
    const asked = await member.post(`/app/users/lines/${line.id}/requests/plan-change`, {
      planId: premium.id,
      when: 'now',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().request as LineRequest;
    const quote = (
      await owner.post(`/app/users/lines/${line.id}/plan-change/quote`, { planId: premium.id })
    ).json();
    const cents = Math.round((quote.now.amount as number) * 100);
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    // Another call (the other approver's) holds the request's key and is charging the change.
    const [held] = await t.database.db
      .insert(planChanges)
      .values({
        lineId: line.id,
        userId: owner.id,
        fromPlanId: row!.planId,
        toPlanId: premium.id,
        kind: 'now',
        status: 'pending',
        periodEnd: row!.periodEnd!,
        idempotencyKey: `line-request-${request.id}`,
        amountCents: cents,
        planCents: cents,
        leaseUntil: new Date('2999-01-01T00:00:00Z'),
      })
      .returning();

    // The approver's own change finds the key taken: the approval stands, nothing is recorded as refused.
    const approved = await owner.post(`/app/users/line-requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(M.statusApproved);
    const [waiting] = (await owner.get('/app/users/line-requests')).json().toAnswer as LineRequest[];
    expect(waiting).toMatchObject({ status: 'approved', transactionId: null });
    const chargesBefore = (await chargesOf('plan-change-')).length;

    // That call died; the next approval finishes its change under the same key, and records it paid.
    await t.database.db
      .update(planChanges)
      .set({ leaseUntil: new Date('2000-01-01T00:00:00Z') })
      .where(eq(planChanges.id, held!.id));
    const again = await onOther(manager.token, `/app/users/line-requests/${request.id}/approve`);
    expect(again.statusCode, again.body).toBe(200);
    expect(await chargesOf('plan-change-')).toHaveLength(chargesBefore + 1);
    const [made] = await t.database.db.select().from(planChanges).where(eq(planChanges.id, held!.id));
    expect(made).toMatchObject({ status: 'paid' });
    const settled = (await owner.get('/app/users/line-requests')).json().toAnswer[0] as LineRequest;
    expect(settled).toMatchObject({ status: 'approved', charged: true, transactionId: made!.transactionId });
  });

  it('a plan change at the renewal is scheduled and charges nothing now', async () => {
    const { owner, line, member } = await family();
    const premium = await createPlan(t.database, { retailName: 'Family Later', retailPriceCents: 6000 });
    const chargesBefore = (await t.database.db.select().from(sandboxCharges)).length;
    const request = (
      await member.post(`/app/users/lines/${line.id}/requests/plan-change`, {
        planId: premium.id,
        when: 'renewal',
      })
    ).json().request as LineRequest;

    const approved = await owner.post(`/app/users/line-requests/${request.id}/approve`);

    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request).toMatchObject({ status: 'approved', charged: null });
    const scheduled = await t.database.db.select().from(planChanges).where(eq(planChanges.lineId, line.id));
    expect(scheduled.map((one) => [one.toPlanId, one.kind, one.status])).toEqual([
      [premium.id, 'renewal', 'scheduled'],
    ]);
    expect(await t.database.db.select().from(sandboxCharges)).toHaveLength(chargesBefore);
  });

  it('a data cap: declined once (a second answer is refused), then asked again and approved, charging nothing', async () => {
    const { owner, line, member, manager } = await family();
    const chargesBefore = (await t.database.db.select().from(sandboxCharges)).length;
    const first = (await member.post(`/app/users/lines/${line.id}/requests/data-cap`, { capGb: 3 })).json()
      .request as LineRequest;
    expect(first).toMatchObject({ kind: 'data_cap', capGb: 3, status: 'pending' });
    expect(
      (await mailsTo(t.database, manager.email)).some((one) => one.subject.includes('asks for a data cap')),
    ).toBe(true);

    const declined = await manager.post(`/app/users/line-requests/${first.id}/decline`);
    expect(declined.json()).toMatchObject({ message: M.declined, request: { status: 'declined' } });
    const again = await owner.post(`/app/users/line-requests/${first.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.requestDecided);

    const second = (await member.post(`/app/users/lines/${line.id}/requests/data-cap`, { capGb: 0 })).json()
      .request as LineRequest;
    const approved = await owner.post(`/app/users/line-requests/${second.id}/approve`);
    expect(approved.json()).toMatchObject({ message: M.capSet, request: { status: 'approved', capGb: 0 } });
    expect((await mailsTo(t.database, member.email))[0]?.textBody).toContain('no data cap');
    expect(await t.database.db.select().from(sandboxCharges)).toHaveLength(chargesBefore);
  });

  it('a viewer may not ask, nor the owner (who changes the plan directly), nor anyone without a role', async () => {
    const { owner, line } = await family();
    const viewer = await joinedMember(t, owner, line.id, 'viewer');
    expect(
      (await viewer.post(`/app/users/lines/${line.id}/requests/data-cap`, { capGb: 1 })).statusCode,
    ).toBe(403);
    expect((await owner.post(`/app/users/lines/${line.id}/requests/data-cap`, { capGb: 1 })).statusCode).toBe(
      404,
    );
    const stranger = await newCustomer(t);
    expect(
      (await stranger.post(`/app/users/lines/${line.id}/requests/data-cap`, { capGb: 1 })).statusCode,
    ).toBe(404);
  });
});
