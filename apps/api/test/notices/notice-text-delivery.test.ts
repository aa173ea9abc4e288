// A notice text's delivery report (decision 106), over the real carrier simulator process: each text
// is stored sent, then delivered or failed by the carrier's signed `message.delivered` /
// `message.failed` (once per event id, never backwards); a report that does not come is asked for;
// a text-only notice whose text fails for good is mailed instead, once; care sees each text in the
// line's carrier history and Settings say when the last text to the customer's number failed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_NOTICE_PREFERENCES } from '@mvno/contracts/api/notices';
import { noticeTextEvents, noticeTexts } from '../../src/db/schema/notices';
import { call, mailsTo } from '../support/auth';
import { verifiedStaff } from '../support/care';
import { carrierTestWorld, type WorldLine } from '../support/carrier-test-world';
import { payBody } from '../support/commerce';
import { joinedMember, ownerWithLine } from '../support/family';
import { waitForJobs } from '../support/jobs';

const { t, sim, eventually, faults, postEvent } = carrierTestWorld({ name: 'text-delivery', stepMs: 100 });

/** An owner who chose text only for family notices, their own line, and a member on a second line. */
async function textOnlyOwner() {
  const { owner, card, plan } = await ownerWithLine(t);
  expect((await owner.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(true);
  const [memberLine, ownLine] = await eventually(async () => {
    const { lines } = (await owner.get('/app/users/lines')).json() as { lines: WorldLine[] };
    return lines.length === 2 && lines.every((line) => line.status === 'active') && lines;
  }, 60_000);
  const member = await joinedMember(t, owner, memberLine!.id, 'member');
  const chosen = await owner.put('/app/users/notice-preferences', {
    ...DEFAULT_NOTICE_PREFERENCES,
    family: 'text',
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { owner, member, memberLine: memberLine!, ownLine: ownLine! };
}

/** The member asks for data: the owner's notice, a text to their own line. */
async function askForData(member: Awaited<ReturnType<typeof joinedMember>>, lineId: string) {
  const asked = await member.post(`/app/users/lines/${lineId}/requests`, { topUpId: 'data-1gb' });
  expect(asked.statusCode, asked.body).toBe(200);
  await waitForJobs(t.database);
}

const textsTo = (mdn: string) => t.database.db.select().from(noticeTexts).where(eq(noticeTexts.to, mdn));
const requestMails = async (email: string) =>
  (await mailsTo(t.database, email)).filter((m) => m.subject.includes('asks for more data'));

beforeEach(async () => {
  await faults(null);
});

describe('notice texts and their delivery reports', () => {
  test('a text that fails for good is mailed instead, once; care and Settings show the failure', async () => {
    const { owner, member, memberLine, ownLine } = await textOnlyOwner();
    expect((await owner.get('/app/users/notice-preferences')).json().lastTextFailure).toBeNull();
    await faults({ smsFailRate: 1, smsFailReasons: ['spam_filtered'] });
    await askForData(member, memberLine.id);

    const [failed] = await eventually(async () => {
      const rows = await textsTo(ownLine.mdn);
      return rows.length === 1 && rows[0]!.state === 'failed' && rows;
    }, 30_000);
    expect(failed).toMatchObject({
      lineId: ownLine.id,
      notice: 'member-request',
      kind: 'family',
      attempt: 1,
      failure: { code: 'MESSAGE_UNDELIVERED', reason: 'spam_filtered', retryable: false },
    });
    // The mail the owner did not choose goes now, once, even with the report heard again by polling.
    await eventually(async () => (await requestMails(owner.email)).length === 1, 30_000);
    const events = await t.database.db
      .select()
      .from(noticeTextEvents)
      .where(eq(noticeTextEvents.textId, failed!.id));
    expect(events.map((e) => [e.type, e.outcome]).sort()).toEqual([
      ['message.failed', 'applied'],
      ['sms.sent', 'applied'],
    ]);
    const report = (await (await sim.call('GET', `/v1/requests/${failed!.requestId}`)).json()) as {
      events: Record<string, unknown>[];
    };
    expect((await postEvent(report.events[1]!)).status).toBe(204); // a replay: dropped
    await waitForJobs(t.database);
    expect(await requestMails(owner.email)).toHaveLength(1);

    const settings = (await owner.get('/app/users/notice-preferences')).json();
    expect(settings.lastTextFailure).toEqual({ number: ownLine.mdn, failedAt: expect.any(String) });

    const staff = await verifiedStaff(t, 'agent', owner);
    const view = await call(t, 'GET', `/app/care/customers/${owner.id}`, { token: staff.token });
    const history = (
      view.json() as { account: { lines: { id: string; carrierHistory?: Record<string, unknown>[] }[] } }
    ).account.lines.find((l) => l.id === ownLine.id)!.carrierHistory!;
    expect(history).toContainEqual(
      expect.objectContaining({
        kind: 'text',
        name: 'member-request',
        state: 'failed',
        reference: failed!.reference,
        error: { code: 'MESSAGE_UNDELIVERED', retryable: false, reason: 'spam_filtered' },
      }),
    );
  }, 180_000);

  test('an unreachable phone gets the text again under a new reference; after the last try, the mail', async () => {
    const { owner, member, memberLine, ownLine } = await textOnlyOwner();
    await faults({ smsFailRate: 1, smsFailReasons: ['handset_unreachable'] });
    await askForData(member, memberLine.id);
    const tries = await eventually(async () => {
      const rows = await textsTo(ownLine.mdn);
      return rows.length === 3 && rows.every((row) => row.state === 'failed') && rows;
    }, 60_000);
    expect(tries.map((row) => row.attempt).sort()).toEqual([1, 2, 3]);
    expect(new Set(tries.map((row) => row.reference)).size).toBe(3);
    expect(tries.every((row) => row.failure?.retryable === true)).toBe(true);
    await eventually(async () => (await requestMails(owner.email)).length === 1, 30_000);
  }, 180_000);

  test('a lost report is asked for; a delivered text is not mailed and a late event does not move it back', async () => {
    const { owner, member, memberLine, ownLine } = await textOnlyOwner();
    await faults({ lostRate: 1 });
    await askForData(member, memberLine.id);
    const [delivered] = await eventually(async () => {
      const rows = await textsTo(ownLine.mdn);
      return rows[0]?.state === 'delivered' && rows;
    }, 30_000);
    const events = await t.database.db
      .select()
      .from(noticeTextEvents)
      .where(eq(noticeTextEvents.textId, delivered!.id));
    expect(events.every((e) => e.via === 'poll')).toBe(true);
    expect(events.map((e) => e.type).sort()).toEqual(['message.delivered', 'sms.sent']);

    // An older event with a new id after the report: stored, refused, the text stays delivered.
    const late = await postEvent({
      eventId: `evt_${randomUUID()}`,
      type: 'sms.sent',
      requestId: delivered!.requestId,
      reference: delivered!.reference,
      sequence: 1,
      occurredAt: new Date().toISOString(),
      status: 'in_progress',
      state: 'sent',
      data: {},
    });
    expect(late.status).toBe(204);
    const [after] = await textsTo(ownLine.mdn);
    expect(after!.state).toBe('delivered');
    const outcomes = await t.database.db
      .select({ outcome: noticeTextEvents.outcome })
      .from(noticeTextEvents)
      .where(eq(noticeTextEvents.textId, delivered!.id));
    expect(outcomes.filter((o) => o.outcome === 'backwards')).toHaveLength(1);
    expect(await requestMails(owner.email)).toHaveLength(0);
    expect((await owner.get('/app/users/notice-preferences')).json().lastTextFailure).toBeNull();
  }, 180_000);
});
