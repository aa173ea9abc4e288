/**
 * The cohorts by activation month, the chats' first-response time and the funnel's "eSIM installed"
 * (decision 103), "first usage" and "active after 30 days" (decision 114) steps on the known
 * history of support/kpi-history.ts, checked against values worked out by hand, through the
 * console's endpoint as a supervisor sees it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { KpiLiveReport } from '@mvno/contracts/api/care-kpis';
import { createAdjustableClock } from '../../src/lib/clock';
import { eq, inArray } from 'drizzle-orm';
import { carrierCommands } from '../../src/db/schema/carrier';
import { lineEndings, subscriptionLines } from '../../src/db/schema/lines';
import { createCarrierOutboxRepository } from '../../src/modules/lines/carrier/carrier-outbox-repository';
import { supportConversations, supportMessages } from '../../src/db/schema/support';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { buyLine } from '../support/kpi-day-lines';
import { buildKpiHistory, KPI_NOW } from '../support/kpi-history';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock(KPI_NOW);
const t = useTestApp({ clock });
beforeEach(() => clock.advance(KPI_NOW.getTime() - clock.now().getTime()));

async function report(token: string, query = ''): Promise<KpiLiveReport> {
  const response = await call(t, 'GET', `/app/care/kpis/live${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KpiLiveReport;
}

/** The page's 13 months to KPI_NOW. */
const MONTHS = Array.from({ length: 13 }, (_, i) =>
  new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
);

const at = (text: string) => new Date(`2026-${text}Z`);

/** A conversation with its messages: [author, time] in order. */
async function conversation(source: 'chat' | 'contact_form', messages: ['customer' | 'agent', string][]) {
  const [row] = await t.database.db
    .insert(supportConversations)
    .values({ name: 'Visitor', email: 'v@kpi.test', source, createdAt: at(messages[0]![1]) })
    .returning({ id: supportConversations.id });
  for (const [author, when] of messages)
    await t.database.db
      .insert(supportMessages)
      .values({ conversationId: row!.id, author, body: 'Hello', createdAt: at(when) });
}

/** Retained points of an empty cohort: k = 0 up to the last month end reached (April 1). */
const empty = (ends: number) => Array.from({ length: ends }, (_, k) => ({ after: k, active: 0, rate: null }));

describe('the cohorts by activation month', () => {
  it('answers each month’s lines and the share still active after each month end', async () => {
    const { planIds } = await buildKpiHistory(t.database);
    const supervisor = await newStaff(t, 'supervisor');
    const kpis = await report(supervisor.token);
    expect(kpis.cohorts.map((c) => c.month)).toEqual(MONTHS);
    // 2025-04 … 2025-12: no lines; their month ends reached run to April 1 (12 … 4 of them).
    kpis.cohorts.slice(0, 9).forEach((cohort, index) => {
      expect(cohort, cohort.month).toEqual({ month: cohort.month, lines: 0, retained: empty(12 - index) });
    });
    expect(kpis.cohorts.slice(9)).toEqual([
      {
        month: '2026-01',
        lines: 22, // c1-c20 on Jan 10, c1's and c2's second lines on Jan 20
        retained: [
          { after: 0, active: 21, rate: 0.9545 }, // Feb 1: - c20 (cancelled Jan 25); 21 / 22
          { after: 1, active: 18, rate: 0.8182 }, // Mar 1: - c4, c18, c17 (c8 recovered Feb 20)
          { after: 2, active: 16, rate: 0.7273 }, // Apr 1: + c17 (Mar 3) - c13, c14, c15
        ],
      },
      {
        month: '2026-02',
        lines: 10, // c21-c30
        retained: [
          { after: 0, active: 10, rate: 1 },
          { after: 1, active: 9, rate: 0.9 }, // - c30 (ported out Mar 25)
        ],
      },
      { month: '2026-03', lines: 9, retained: [{ after: 0, active: 9, rate: 1 }] }, // c31-c39
      { month: '2026-04', lines: 1, retained: [] }, // c40; no month end reached yet
    ]);

    // Plan B only: c13-c20 in January, c26-c30 in February, c31-c38 in March.
    const planB = await report(supervisor.token, `?plan=${planIds.B}`);
    expect(planB.cohorts.slice(9)).toEqual([
      {
        month: '2026-01',
        lines: 8,
        retained: [
          { after: 0, active: 7, rate: 0.875 }, // - c20
          { after: 1, active: 5, rate: 0.625 }, // - c18, c17
          { after: 2, active: 3, rate: 0.375 }, // + c17 - c13, c14, c15
        ],
      },
      {
        month: '2026-02',
        lines: 5,
        retained: [
          { after: 0, active: 5, rate: 1 },
          { after: 1, active: 4, rate: 0.8 }, // - c30
        ],
      },
      { month: '2026-03', lines: 8, retained: [{ after: 0, active: 8, rate: 1 }] },
      { month: '2026-04', lines: 0, retained: [] },
    ]);
  });
});

describe('the chats’ first-response time', () => {
  it('answers per month the chats asked, answered and the median wait to the first answer', async () => {
    await buildKpiHistory(t.database); // its chats have no messages: none asked
    // February: answered after 60 s and 200 s: the median of two is their mean, 130 s.
    await conversation('chat', [
      ['customer', '02-03T10:00:00'],
      ['agent', '02-03T10:01:00'],
    ]);
    await conversation('chat', [
      ['customer', '02-04T10:00:00'],
      ['customer', '02-04T10:01:00'],
      ['agent', '02-04T10:03:20'],
      ['agent', '02-04T10:09:00'],
    ]);
    // March: 30 s, 120 s, 600 s answered (median 120 s), one never answered; a contact-form
    // conversation answered in 5 s is not a chat.
    await conversation('chat', [
      ['customer', '03-02T10:00:00'],
      ['agent', '03-02T10:02:00'],
    ]);
    await conversation('chat', [
      ['customer', '03-09T10:00:00'],
      ['agent', '03-09T10:00:30'],
    ]);
    await conversation('chat', [
      ['customer', '03-16T10:00:00'],
      ['agent', '03-16T10:10:00'],
    ]);
    await conversation('chat', [['customer', '03-20T10:00:00']]);
    await conversation('contact_form', [
      ['customer', '03-21T10:00:00'],
      ['agent', '03-21T10:00:05'],
    ]);
    // A chat first asked on March 31 and answered on April 1 counts in March's month: its wait is
    // 1 day (86400 s); March's median of 30, 120, 600, 86400 is (120 + 600) / 2 = 360 s.
    await conversation('chat', [
      ['customer', '03-31T10:00:00'],
      ['agent', '04-01T10:00:00'],
    ]);
    // April: a staff greeting before the customer's first message is not an answer: 300 s.
    await conversation('chat', [
      ['agent', '04-03T09:00:00'],
      ['customer', '04-03T10:00:00'],
      ['agent', '04-03T10:05:00'],
    ]);

    const supervisor = await newStaff(t, 'supervisor');
    const kpis = await report(supervisor.token);
    expect(kpis.firstResponse!.map((m) => m.month)).toEqual(MONTHS);
    for (const month of kpis.firstResponse!.slice(0, 10))
      expect(month, month.month).toEqual({ month: month.month, asked: 0, answered: 0, medianSeconds: null });
    expect(kpis.firstResponse!.slice(10)).toEqual([
      { month: '2026-02', asked: 2, answered: 2, medianSeconds: 130 },
      { month: '2026-03', asked: 5, answered: 4, medianSeconds: 360 },
      { month: '2026-04', asked: 1, answered: 1, medianSeconds: 300 },
    ]);

    // The whole business's figure: not split under a filter.
    expect((await report(supervisor.token, '?state=TX')).firstResponse).toBeNull();
  });
});

describe('the activation funnel’s eSIM installed step', () => {
  it('counts the eSIM orders of each month whose line has installed a profile', async () => {
    const { line, customer, planIds } = await buildKpiHistory(t.database);
    let sequence = 0;
    const outbox = createCarrierOutboxRepository(t.database.db);
    /**
     * A command for the line of `key` (customer n) and its events, each applied as the carrier's webhook
     * is (the state machines, the install recorded on the line's orders): [type, outcome expected].
     */
    const carrier = async (key: string, n: number, kind: string, events: [string, string][]) => {
      await t.database.db.insert(carrierCommands).values({
        reference: `ref-${key}-${kind}`,
        userId: customer[n]!,
        lineId: line[key]!,
        kind,
        payload: {},
      });
      for (const [type, outcome] of events) {
        sequence += 1;
        const applied = await outbox.applyEvent(
          {
            eventId: `ev-${sequence}`,
            type,
            requestId: `req-${key}-${kind}`,
            reference: `ref-${key}-${kind}`,
            sequence,
            occurredAt: at('03-01T10:00:00').toISOString(),
            status: 'ok',
            state: null,
            data: {},
          },
          'webhook',
        );
        expect(applied.outcome, `${key} ${type}`).toBe(outcome);
      }
    };
    const installed: [string, string][] = [
      ['esim.released', 'applied'],
      ['esim.installed', 'applied'],
    ];
    await carrier('c1', 1, 'activate_line', installed);
    await carrier('c1', 1, 'new_sim', [['esim.installed', 'applied']]); // a second profile: c1's order still counts once
    await carrier('c2b', 2, 'activate_line', installed);
    await carrier('c3', 3, 'activate_line', [
      ['esim.failed', 'applied'],
      ['esim.installed', 'backwards'], // refused: not installed
    ]);
    await carrier('c4', 4, 'activate_line', [['esim.downloaded', 'applied']]); // downloaded only
    await carrier('c7', 7, 'activate_line', installed); // the customer's own SIM: not an eSIM order
    await carrier('c13', 13, 'activate_line', installed);
    await carrier('c21', 21, 'activate_line', installed);

    const supervisor = await newStaff(t, 'supervisor');
    const kpis = await report(supervisor.token);
    expect(kpis.esimInstalled.map((m) => m.month)).toEqual(MONTHS);
    for (const month of kpis.esimInstalled.slice(0, 9))
      expect(month, month.month).toEqual({ month: month.month, ordered: 0, installed: 0 });
    expect(kpis.esimInstalled.slice(9)).toEqual([
      { month: '2026-01', ordered: 19, installed: 3 }, // 22 paid less c5, c6 shipped, c7's own SIM; c1, c2b, c13
      { month: '2026-02', ordered: 10, installed: 1 }, // c21
      { month: '2026-03', ordered: 9, installed: 0 },
      { month: '2026-04', ordered: 1, installed: 0 },
    ]);
    const planB = await report(supervisor.token, `?plan=${planIds.B}`);
    expect(planB.esimInstalled.slice(9)).toEqual([
      { month: '2026-01', ordered: 8, installed: 1 }, // c13-c20; c13
      { month: '2026-02', ordered: 5, installed: 0 }, // c26-c30
      { month: '2026-03', ordered: 8, installed: 0 }, // c31-c38
      { month: '2026-04', ordered: 0, installed: 0 },
    ]);
  });
});

describe('the activation funnel’s first usage step', () => {
  it('counts the orders paid in each month whose line has been seen in use, whatever the SIM', async () => {
    const { line, planIds } = await buildKpiHistory(t.database);
    const used = async (keys: string[], when: string) =>
      t.database.db
        .update(subscriptionLines)
        .set({ firstUsedAt: at(when) })
        .where(
          inArray(
            subscriptionLines.id,
            keys.map((key) => line[key]!),
          ),
        );
    // January: c1 (eSIM), c5 (a shipped SIM) and c13 (plan B); February: c21; March: c31 (plan B), whose
    // port is still waiting: seen in use on its temporary number.
    await used(['c1', 'c5'], '01-03T10:00:00');
    await used(['c13'], '02-20T10:00:00'); // used in February: counted in its order's month, January
    await used(['c21'], '02-11T10:00:00');
    await used(['c31'], '03-10T10:00:00');
    const unused = await t.database.db
      .select({ at: subscriptionLines.firstUsedAt })
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.c2!));
    expect(unused[0]!.at).toBeNull();

    const supervisor = await newStaff(t, 'supervisor');
    const kpis = await report(supervisor.token);
    expect(kpis.firstUsage.map((m) => m.month)).toEqual(MONTHS);
    for (const month of kpis.firstUsage.slice(0, 9))
      expect(month, month.month).toEqual({ month: month.month, paid: 0, used: 0 });
    expect(kpis.firstUsage.slice(9)).toEqual([
      { month: '2026-01', paid: 22, used: 3 }, // the funnel's 22 paid orders; c1, c5, c13
      { month: '2026-02', paid: 10, used: 1 }, // c21
      { month: '2026-03', paid: 9, used: 1 }, // c31
      { month: '2026-04', paid: 1, used: 0 },
    ]);
    const planB = await report(supervisor.token, `?plan=${planIds.B}`);
    expect(planB.firstUsage.slice(9)).toEqual([
      { month: '2026-01', paid: 8, used: 1 }, // c13-c20; c13
      { month: '2026-02', paid: 5, used: 0 }, // c26-c30
      { month: '2026-03', paid: 8, used: 1 }, // c31-c38; c31
      { month: '2026-04', paid: 0, used: 0 },
    ]);
  });
});

describe('the activation funnel’s active after 30 days step', () => {
  it('counts the orders whose 30 days have passed and whose line was active then', async () => {
    const { customer, planIds } = await buildKpiHistory(t.database); // no orders taxed in New York
    // March in New York, now April 10th noon: five orders reach their 30th day, one does not yet.
    const buy = (n: number, when: string, key: string) =>
      buyLine(t.database, customer[n]!, planIds.A, 'NY', at(when), key);
    await buy(1, '03-01T10:00:00', 'ny1'); // active on March 31st
    const cancelled = await buy(2, '03-02T10:00:00', 'ny2'); // cancelled on the 15th: not active
    const back = await buy(3, '03-03T10:00:00', 'ny3'); // cancelled on the 10th, taken back on the 20th: active
    const expired = await buy(4, '03-04T10:00:00', 'ny4'); // expired on the 20th: not active
    await buy(5, '03-11T10:00:00', 'ny5'); // its 30th day, April 10th 10:00, has just passed: active
    await buy(6, '03-20T10:00:00', 'ny6'); // its 30th day is April 19th: not reached
    await t.database.db.insert(lineEndings).values([
      { lineId: cancelled, userId: customer[2]!, cause: 'voluntary', at: at('03-15T09:00:00') },
      {
        lineId: back,
        userId: customer[3]!,
        cause: 'voluntary',
        at: at('03-10T09:00:00'),
        withdrawnAt: at('03-20T09:00:00'),
      },
    ]);
    await t.database.db
      .update(subscriptionLines)
      .set({ status: 'expired', periodEnd: at('03-20T10:00:00') })
      .where(eq(subscriptionLines.id, expired));

    const supervisor = await newStaff(t, 'supervisor');
    const ny = await report(supervisor.token, '?state=NY');
    expect(ny.activeAfter30Days.map((m) => m.month)).toEqual(MONTHS);
    expect(ny.activeAfter30Days.at(-2)).toEqual({ month: '2026-03', reached: 5, active: 3 });
    for (const month of [...ny.activeAfter30Days.slice(0, 11), ny.activeAfter30Days.at(-1)!])
      expect(month, month.month).toEqual({ month: month.month, reached: 0, active: 0 });
    // The whole business adds the history's orders: all of March's are past their 30th day but those of
    // March 12th on; it is at least New York's.
    const whole = await report(supervisor.token);
    expect(whole.activeAfter30Days.at(-2)!.reached).toBeGreaterThanOrEqual(5);
  });
});
