// Notices by text (decision 087), over the real carrier simulator process: the customer chooses mail,
// text or both per kind of notice in Settings; a family member's request and its answer then reach the
// owner and the member as texts to the lines they use, in their account's language, through the
// carrier's `POST /v1/sms` (read back from its `GET /v1/sms` listing); security notices stay mail; a
// carrier that is down delays a text, never loses it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_NOTICE_PREFERENCES } from '@mvno/contracts/api/notices';
import { mailOutbox } from '../../src/db/schema/platform';
import { NOTICE_TEXT_JOB } from '../../src/modules/notices/notice-texts';
import { JOB_SCHEMA } from '../../src/modules/platform/jobs/pg-boss-queue';
import { eventually, type CarrierSim } from '../support/carrier-sim';
import { startCarrierWorld } from '../support/carrier-world';
import { createPlan, newCustomer, payBody, saveCard, type TestCustomer } from '../support/commerce';
import { joinedMember } from '../support/family';
import { waitForJobs } from '../support/jobs';
import type { TestApp } from '../support/test-app';

const apiKey = 'notice-texts-key';
const secret = `notice-texts-secret-${randomUUID()}`;
let t: TestApp;
let sim: CarrierSim;

type Line = { id: string; mdn: string; status: string };
type Sms = { smsId: string; to: string; text: string; status: string; reference: string };

const linesOf = async (customer: TestCustomer) =>
  ((await customer.get('/app/users/lines')).json() as { lines: Line[] }).lines;

/** Every text the carrier holds for a number, oldest first, page by page. */
async function textsTo(mdn: string): Promise<Sms[]> {
  const texts: Sms[] = [];
  let cursor: string | null = null;
  do {
    const answer = await sim.call('GET', `/v1/sms?to=${mdn}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { items: Sms[]; nextCursor: string | null };
    texts.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return texts;
}

/** Mail in the outbox to an address, read without waiting for the queue (a text may be retrying). */
const outboxTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`);

/** An owner with two active lines: the first for a member, the second their own. */
async function family() {
  const plan = await createPlan(t.database, { retailName: 'Family 1GB', dataAllowanceMb: 1024 });
  const owner = await newCustomer(t);
  const card = await saveCard(t, owner);
  for (let i = 0; i < 2; i++)
    expect((await owner.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(true);
  const [forMember, own] = await eventually(async () => {
    const lines = await linesOf(owner);
    return lines.length === 2 && lines.every((line) => line.status === 'active') && lines;
  }, 60_000);
  const member = await joinedMember(t, owner, forMember!.id, 'member');
  expect((await member.put('/app/users/language', { language: 'es-US' })).statusCode).toBe(200);
  return { owner, member, memberLine: forMember!, ownLine: own! };
}

beforeAll(async () => {
  ({ t, sim } = await startCarrierWorld({ apiKey, secret, stepMs: 100 }));
}, 120_000);

afterAll(async () => {
  await sim?.close();
  await t?.close();
});

describe('notices by text through the carrier', () => {
  test('requests and answers reach the owner and the member by text as each chose; the carrier keeps them', async () => {
    const { owner, member, memberLine, ownLine } = await family();

    // Nothing chosen yet: everything by mail; texts would go to the lines each one uses.
    const before = await owner.get('/app/users/notice-preferences');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      preferences: DEFAULT_NOTICE_PREFERENCES,
      textNumbers: [ownLine.mdn],
      lastTextFailure: null,
    });
    expect((await member.get('/app/users/notice-preferences')).json().textNumbers).toEqual([memberLine.mdn]);

    const ownerChoice = { ...DEFAULT_NOTICE_PREFERENCES, family: 'text' };
    const saved = await owner.put('/app/users/notice-preferences', ownerChoice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toEqual(ownerChoice);
    expect((await owner.get('/app/users/notice-preferences')).json().preferences).toEqual(ownerChoice);
    expect(
      (await member.put('/app/users/notice-preferences', { ...DEFAULT_NOTICE_PREFERENCES, family: 'both' }))
        .statusCode,
    ).toBe(200);
    // No other channel, no other kind (security is not a choice).
    expect(
      (await owner.put('/app/users/notice-preferences', { ...ownerChoice, security: 'text' })).statusCode,
    ).toBe(400);
    expect(
      (await owner.put('/app/users/notice-preferences', { ...ownerChoice, usage: 'pigeon' })).statusCode,
    ).toBe(400);

    // The member asks for data: the owner (text only) gets a text on their own line, no mail.
    const asked = await member.post(`/app/users/lines/${memberLine.id}/requests`, { topUpId: 'data-1gb' });
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = asked.json().request.id as string;
    await waitForJobs(t.database);
    const [requestText] = await eventually(async () => {
      const texts = await textsTo(ownLine.mdn);
      return texts.length > 0 && texts;
    });
    expect(requestText!.text).toContain('asks for more data');
    expect(requestText!.text).toContain(`/dashboard/members?request=${requestId}`);
    expect(requestText!.reference).toMatch(/^notice-/);
    expect(await textsTo(memberLine.mdn)).toEqual([]);
    expect((await outboxTo(owner.email)).filter((m) => m.subject.includes('asks for more data'))).toEqual([]);

    // The owner approves: the member (both, in Spanish) gets the mail and a text on the line they use.
    const approved = await owner.post(`/app/users/line-requests/${requestId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await waitForJobs(t.database);
    const answerText = await eventually(async () => (await textsTo(memberLine.mdn))[0]);
    const answerMails = (await outboxTo(member.email)).filter((m) => answerText.text.includes(m.subject));
    expect(answerMails).toHaveLength(1);
    expect(answerText.text).toMatch(/aprob/i);
    // The text is read back one by one too, and the carrier reports it delivered.
    await eventually(async () => {
      const one = await sim.call('GET', `/v1/sms/${answerText.smsId}`);
      return one.status === 200 && ((await one.json()) as Sms).status === 'delivered';
    });
    expect((await sim.call('GET', '/v1/sms/sms-that-is-not-there')).status).toBe(404);
  }, 180_000);

  test('a carrier that is down delays a text notice; once it is back the text goes, once', async () => {
    const { owner, member, memberLine, ownLine } = await family();
    await owner.put('/app/users/notice-preferences', { ...DEFAULT_NOTICE_PREFERENCES, family: 'text' });

    await sim.kill();
    try {
      const asked = await member.post(`/app/users/lines/${memberLine.id}/requests`, { topUpId: 'data-1gb' });
      expect(asked.statusCode, asked.body).toBe(200);
      // The text's job fails while the carrier is away and waits for its next try.
      await eventually(async () => {
        const { rows } = await t.database.execute(
          `select count(*)::int as n from ${JOB_SCHEMA}.job where name = '${NOTICE_TEXT_JOB}' and retry_count > 0`,
        );
        return ((rows[0] as { n: number } | undefined)?.n ?? 0) > 0;
      }, 30_000);
    } finally {
      await sim.start();
    }
    await waitForJobs(t.database, 60_000);
    const texts = await eventually(async () => {
      const found = await textsTo(ownLine.mdn);
      return found.length > 0 && found;
    }, 30_000);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('asks for more data');
    expect((await outboxTo(owner.email)).filter((m) => m.subject.includes('asks for more data'))).toEqual([]);
  }, 180_000);
});
