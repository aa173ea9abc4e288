/**
 * A line's controls in a family account (decision 089): the monthly spending cap refuses a member's
 * request (when made and when approved) with the cap in words; two pauses (and two unpauses) at once
 * on two servers bar (unbar) the line once and record it once; a lost-phone suspension is never
 * lifted by unpausing; the line's own data alert is mailed once a period to the owner and the member.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineControls } from '@mvno/contracts/api/member-controls';
import type { LineRequest } from '@mvno/contracts/api/members';
import { lineControlEvents } from '../../src/db/schema/member-controls';
import { subscriptionLines } from '../../src/db/schema/lines';
import { users } from '../../src/db/schema/accounts';
import type { Line } from '@mvno/contracts/api/lines';
import { carrierUsageExtras } from '../../src/db/schema/usage';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { newCustomer, type TestCustomer } from '../support/commerce';
import { joinedMember, ownerWithLine } from '../support/family';
import { waitForJobs } from '../support/jobs';

const C = ACCOUNT_MESSAGES.memberControls;
const { t, other } = useClockApps();

async function family() {
  const world = await ownerWithLine(t);
  const member = await joinedMember(t, world.owner, world.line.id, 'member');
  const manager = await joinedMember(t, world.owner, world.line.id, 'manager');
  return { ...world, member, manager };
}

const controlsPath = (lineId: string) => `/app/users/lines/${lineId}/controls`;

/** The same call by another customer on the second server. */
const onOther = (customer: TestCustomer, method: 'PUT', url: string, payload: unknown) =>
  other().app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...other().headers, authorization: `Bearer ${customer.token}` },
  });

const statusOf = async (lineId: string) =>
  (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, lineId)))[0]?.status;

const eventsOf = async (lineId: string) =>
  (await t.database.db.select().from(lineControlEvents).where(eq(lineControlEvents.lineId, lineId))).map(
    (one) => one.what,
  );

describe("a line's controls", () => {
  it('a spending cap refuses a request that would go over it, when asked and when approved', async () => {
    const { owner, line, member } = await family();
    const viewer = await joinedMember(t, owner, line.id, 'viewer');
    const stranger = await newCustomer(t);

    // Nobody but the owner and a manager sets the cap; someone else's line is not found.
    expect((await member.put(`${controlsPath(line.id)}/spending-cap`, { capCents: 5000 })).statusCode).toBe(
      403,
    );
    expect((await stranger.get(controlsPath(line.id))).statusCode).toBe(404);
    expect((await stranger.put(`${controlsPath(line.id)}/spending-cap`, { capCents: 1 })).statusCode).toBe(
      404,
    );
    expect((await owner.put(`${controlsPath(line.id)}/spending-cap`, { capCents: 50_001 })).statusCode).toBe(
      400,
    );

    // A request made with no cap; the cap set after it refuses its approval, and it stays waiting.
    const request = (
      await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' })
    ).json().request as LineRequest;
    const capped = await owner.put(`${controlsPath(line.id)}/spending-cap`, { capCents: 500 });
    expect(capped.statusCode, capped.body).toBe(200);
    expect(capped.json().message).toBe(C.capSaved);
    const refused = await owner.post(`/app/users/line-requests/${request.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(C.overCap('$5.00', '$0.00'));
    expect((await owner.get('/app/users/line-requests')).json().toAnswer[0].status).toBe('pending');

    // With a $10 cap it is approved, and what the month used shows to every role on the line.
    await owner.put(`${controlsPath(line.id)}/spending-cap`, { capCents: 1000 });
    const approved = await owner.post(`/app/users/line-requests/${request.id}/approve`);
    expect(approved.json().request).toMatchObject({ status: 'approved', charged: true });
    for (const reader of [owner, member, viewer]) {
      const seen = (await reader.get(controlsPath(line.id))).json() as LineControls;
      expect(seen).toMatchObject({ spendingCapCents: 1000, spentThisMonthCents: 1000, paused: false });
      expect(seen.mayManage).toBe(reader === owner);
    }

    // The next request would pass the cap: refused when asked, in words.
    const over = await member.post(`/app/users/lines/${line.id}/requests`, { topUpId: 'data-1gb' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(C.overCap('$10.00', '$10.00'));

    // The member and the owner choose the data alert; a viewer cannot.
    expect((await viewer.put(`${controlsPath(line.id)}/data-alert`, { percent: 50 })).statusCode).toBe(403);
    expect((await member.put(`${controlsPath(line.id)}/data-alert`, { percent: 52 })).statusCode).toBe(400);
    const alert = await member.put(`${controlsPath(line.id)}/data-alert`, { percent: 50 });
    expect(alert.json()).toMatchObject({ message: C.alertSaved, controls: { dataAlertPercent: 50 } });
    expect(await eventsOf(line.id)).toEqual(['spending_cap', 'spending_cap', 'data_alert']);
  });

  it('two pauses at once bar the line once, two unpauses unbar it once, each recorded once', async () => {
    const { owner, line, member, manager } = await family();
    expect((await member.put(`${controlsPath(line.id)}/pause`, { paused: true })).statusCode).toBe(403);

    const pauses = await Promise.all([
      owner.put(`${controlsPath(line.id)}/pause`, { paused: true }),
      onOther(manager, 'PUT', `${controlsPath(line.id)}/pause`, { paused: true }),
    ]);
    expect(pauses.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(line.id)).toBe('lost_suspended');
    expect(((await member.get(controlsPath(line.id))).json() as LineControls).paused).toBe(true);

    const unpauses = await Promise.all([
      owner.put(`${controlsPath(line.id)}/pause`, { paused: false }),
      onOther(manager, 'PUT', `${controlsPath(line.id)}/pause`, { paused: false }),
    ]);
    expect(unpauses.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf(line.id)).toBe('active');
    expect(await eventsOf(line.id)).toEqual(['paused', 'unpaused']);

    // A line suspended for a lost phone is not paused, and unpausing does not lift that suspension.
    expect((await owner.post(`/app/users/lines/${line.id}/suspend-lost`)).statusCode).toBe(200);
    const cannot = await owner.put(`${controlsPath(line.id)}/pause`, { paused: true });
    expect([cannot.statusCode, cannot.json().message]).toEqual([409, C.cannotPause]);
    const notPaused = await owner.put(`${controlsPath(line.id)}/pause`, { paused: false });
    expect([notPaused.statusCode, notPaused.json().message]).toEqual([409, C.notPaused]);
    expect(await statusOf(line.id)).toBe('lost_suspended');
  });

  it('a pause shows as paused by the account holder on both screens and mails the member (decision 096)', async () => {
    const { owner, line, member, manager } = await family();
    await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, member.id));
    expect((await owner.put(`${controlsPath(line.id)}/pause`, { paused: true })).statusCode).toBe(200);

    const ownerLine = ((await owner.get('/app/users/lines')).json().lines as Line[]).find(
      (l) => l.id === line.id,
    );
    expect(ownerLine).toMatchObject({ status: 'lost_suspended', statusReason: C.pausedReason });
    const shared = (await member.get('/app/users/shared-lines')).json().lines as { line: Line }[];
    expect(shared[0]?.line).toMatchObject({ status: 'lost_suspended', statusReason: C.pausedReason });

    const pausedMails = await mailsTo(t.database, member.email);
    expect(pausedMails.filter((mail) => mail.subject.includes('puso en pausa'))).toHaveLength(1);
    expect(pausedMails[0]?.textBody).toContain('El titular de la cuenta puso en pausa la línea');
    // The owner did it: not mailed; the manager (not on the line as a member) neither.
    expect((await mailsTo(t.database, owner.email)).some((mail) => mail.subject.includes('paused'))).toBe(
      false,
    );
    expect((await mailsTo(t.database, manager.email)).some((mail) => mail.subject.includes('paused'))).toBe(
      false,
    );

    // The manager unpauses: the member and the owner are told.
    expect((await manager.put(`${controlsPath(line.id)}/pause`, { paused: false })).statusCode).toBe(200);
    expect(
      (await mailsTo(t.database, member.email)).filter((mail) => mail.subject.includes('quitó la pausa')),
    ).toHaveLength(1);
    const ownerMail = (await mailsTo(t.database, owner.email)).find((mail) =>
      mail.subject.includes('was unpaused by the account holder'),
    );
    expect(ownerMail?.textBody).toContain('calls, texts and data work again');
    const after = ((await owner.get('/app/users/lines')).json().lines as Line[]).find(
      (l) => l.id === line.id,
    );
    expect(after).toMatchObject({ status: 'active', statusReason: null });

    // A lost phone's suspension still reads as one.
    expect((await owner.post(`/app/users/lines/${line.id}/suspend-lost`)).statusCode).toBe(200);
    const lost = ((await owner.get('/app/users/lines')).json().lines as Line[]).find((l) => l.id === line.id);
    expect(lost?.statusReason).toBe(ACCOUNT_MESSAGES.lostPhone.statusReason);
  });

  it("mails the line's own data alert once a period to the owner and the line's member", async () => {
    const { owner, line, member } = await family();
    await owner.put(`${controlsPath(line.id)}/data-alert`, { percent: 40 });
    const periodEnd = new Date(line.renewal!.periodEnd);
    await t.database.db.insert(carrierUsageExtras).values({ lineId: line.id, periodEnd, dataMb: 500 });
    await Promise.all([advanceClock(t.app, 0), advanceClock(other().app, 0), advanceClock(t.app, 0)]);
    await waitForJobs(t.database);
    await Promise.all([advanceClock(other().app, 0), advanceClock(t.app, 0)]);
    await waitForJobs(t.database);

    for (const reader of [owner, member]) {
      const alerts = (await mailsTo(t.database, reader.email)).filter((mail) =>
        mail.subject.includes('reached 40% of its data'),
      );
      expect(alerts, reader.email).toHaveLength(1);
      expect(alerts[0]?.textBody).toContain('past the 40% alert chosen for it');
    }
  });
});
