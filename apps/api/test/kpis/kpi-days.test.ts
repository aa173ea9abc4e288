/**
 * The business figures kept per day (decision 090): the page's months summed from the stored days and
 * the open day equal the live statement's (KPI_SQL) on the same data, for the whole business and each
 * filter, months and months to a day alike; and a line changed later does not move a closed day.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KpiQuery } from '@mvno/contracts/api/care-kpis';
import { kpiDays } from '../../src/db/schema/kpis';
import { lineEndings, lineRenewals } from '../../src/db/schema/lines';
import { transactions } from '../../src/db/schema/payments';
import { planChanges } from '../../src/db/schema/plan-changes';
import { contactMessages, supportConversations } from '../../src/db/schema/support';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { KPI_DAYS_SQL } from '../../src/modules/kpis/kpi-days-queries';
import { createKpiRepository } from '../../src/modules/kpis/kpi-repository';
import { createKpiService, monthWindows } from '../../src/modules/kpis/kpi-service';
import { buyLine, changeLine, recordPort } from '../support/kpi-day-lines';
import { buildKpiHistory, KPI_NOW } from '../support/kpi-history';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock(KPI_NOW);
const t = useTestApp({ clock });
const at = (text: string) => new Date(`2026-${text}Z`);

/** Every cell's kept row of `day`, and the same day computed now over every line (KPI_DAYS_SQL). */
async function keptAndFull(day: string) {
  const kept = await t.database.execute(
    `select day::text as day, plan, state, figures from kpi_days where day = $1::date order by plan, state`,
    [day],
  );
  const full = await t.database.execute(KPI_DAYS_SQL, [day, day]);
  const order = (rows: unknown[]) =>
    (rows as { plan: string; state: string }[]).sort((a, b) =>
      `${a.plan}|${a.state}`.localeCompare(`${b.plan}|${b.state}`),
    );
  return { kept: order(kept.rows), full: order(full.rows) };
}

/** Undoes the ending (a cancellation, a suspension) of line `lineId` at `when`. */
const withdrawEnding = (lineId: string, when: string) =>
  t.database.db
    .update(lineEndings)
    .set({ withdrawnAt: at(when) })
    .where(sql`${lineEndings.lineId} = ${lineId}`);

function setUp() {
  const kpis = createKpiRepository(t.database);
  return { kpis, service: createKpiService({ kpis, clock }) };
}

describe('the business figures kept per day', () => {
  it(
    'equal the figures computed live, over months and months to a day, whole and filtered',
    { timeout: 120_000 },
    async () => {
      clock.advance(KPI_NOW.getTime() - clock.now().getTime());
      const { planIds, line, customer } = await buildKpiHistory(t.database);
      // The open day (April 10th to noon): a line made (its order, not yet paid), an ending, a
      // cancellation undone.
      await buyLine(t.database, customer[40]!, planIds.B, 'TX', at('04-10T08:00:00'), 'open-day', {
        item: 'Plan B',
        mdn: '5559990000',
        paid: false,
      });
      await t.database.db
        .insert(lineEndings)
        .values({ lineId: line.c2!, userId: customer[2]!, cause: 'voluntary', at: at('04-10T09:00:00') });
      await withdrawEnding(line.c16!, '04-10T10:00:00');

      const { kpis, service } = setUp();
      const filters: KpiQuery[] = [
        {},
        { plan: planIds.A },
        { plan: planIds.B },
        { state: 'TX' },
        { state: 'CA' },
        { plan: planIds.A, state: 'TX' },
        { plan: planIds.B, state: 'CA' },
      ];
      for (const filter of filters) {
        const report = await service.report(filter);
        const live = await kpis.figures(monthWindows(clock.now()), filter);
        expect(
          report.months.map((m) => m.figures),
          JSON.stringify(filter),
        ).toEqual(live);
      }
      // The page read kept days: every day of the 13 months and the day before them, and no open day.
      const kept = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(kpiDays)
        .where(sql`${kpiDays.plan} = '' and ${kpiDays.state} = ''`);
      expect(kept[0]!.n).toBe(375); // 2025-03-31 to 2026-04-09
      expect(await kpis.keptDays('2026-04-10', '2026-04-10')).toEqual([]);

      // Months to a day (what a day's snapshot keeps), across cancellations undone and suspensions lifted.
      const runs = [
        ['01-01', '01-27'],
        ['02-01', '02-21'],
        ['03-01', '03-04'],
        ['04-01', '04-03'],
      ].map(([from, to]) => ({ from: at(`${from}T00:00:00`), to: at(`${to}T00:00:00`) }));
      for (const filter of filters) {
        expect(await kpis.storedFigures(runs, filter), JSON.stringify(filter)).toEqual(
          await kpis.figures(runs, filter),
        );
      }
    },
  );

  it('keep a closed day as it was when a line changes later', { timeout: 120_000 }, async () => {
    clock.advance(KPI_NOW.getTime() - clock.now().getTime());
    const { planIds, line } = await buildKpiHistory(t.database);
    const { kpis, service } = setUp();
    const before = await service.report({});
    const beforeA = await service.report({ plan: planIds.A });

    // c3's line moves to plan B, and c5's line is found expired since February 15th (auto-renew off).
    await changeLine(t.database, line.c3!, { planId: planIds.B });
    await changeLine(t.database, line.c5!, { status: 'expired', periodEnd: at('02-15T00:00:00') });

    const after = await service.report({});
    const afterA = await service.report({ plan: planIds.A });
    // January to March are closed: as they were.
    expect(after.months.slice(9, 12)).toEqual(before.months.slice(9, 12));
    expect(afterA.months.slice(9, 12)).toEqual(beforeA.months.slice(9, 12));
    // Computed live, the same months would have moved.
    const live = await kpis.figures(monthWindows(clock.now()).slice(9, 12), { plan: planIds.A });
    expect(live[1]!.activeLinesEnd).not.toBe(beforeA.months[10]!.figures.activeLinesEnd);
    expect(live[0]!.activeLinesEnd).not.toBe(beforeA.months[9]!.figures.activeLinesEnd);
  });

  it(
    'computed each from the day before, equal the full computation day after day, and follow late renewals',
    { timeout: 180_000 },
    async () => {
      clock.advance(KPI_NOW.getTime() - clock.now().getTime());
      const { planIds, line, customer } = await buildKpiHistory(t.database);
      const { kpis, service } = setUp();
      await service.takeSnapshots(); // every day to April 9th, over every line
      const steps: string[] = [];
      const stepping = createKpiService({
        kpis: { ...kpis, computeDayStep: (day: string) => (steps.push(day), kpis.computeDayStep(day)) },
        clock,
      });
      const ending = (
        lineKey: string,
        n: number,
        cause: 'voluntary' | 'non_payment' | 'port_out' | 'care',
        when: string,
      ) =>
        t.database.db
          .insert(lineEndings)
          .values({ lineId: line[lineKey]!, userId: customer[n]!, cause, at: at(when) });

      const changes: Record<string, () => Promise<unknown>> = {
        // A line made (an account's second line, in a new cell), an ending, an ending of the month undone,
        // a port submitted and completed, money, a chat and a contact message.
        '2026-04-10': async () => {
          const made = await buyLine(
            t.database,
            customer[40]!,
            planIds.B,
            'CA',
            at('04-10T08:00:00'),
            'step1',
          );
          await recordPort(
            t.database,
            {
              userId: customer[40]!,
              lineId: made,
              msisdn: '5125550101',
              status: 'completed',
              zipCode: '73301',
            },
            [
              { type: 'submitted', at: at('04-10T08:05:00') },
              { type: 'completed', at: at('04-10T09:35:00') },
            ],
          );
          await ending('c2', 2, 'voluntary', '04-10T09:00:00');
          await withdrawEnding(line.c16!, '04-10T10:00:00');
          await t.database.db.insert(supportConversations).values({
            name: 'C9',
            email: 'c9@kpi.test',
            source: 'chat',
            status: 'open',
            createdAt: at('04-10T11:00:00'),
            lastMessageAt: at('04-10T11:00:00'),
          });
          await t.database.db.insert(contactMessages).values({
            name: 'C9',
            email: 'c9@kpi.test',
            message: 'A question',
            createdAt: at('04-10T12:30:00'),
          });
        },
        // A line moves from plan A to plan B, another expires, a port-out, a renewal falls due and is paid.
        '2026-04-11': async () => {
          await t.database.db.insert(planChanges).values({
            lineId: line.c3!,
            userId: customer[3]!,
            fromPlanId: planIds.A,
            toPlanId: planIds.B,
            kind: 'now',
            status: 'paid',
            periodEnd: at('05-01T00:00:00'),
            decidedAt: at('04-11T09:00:00'),
          });
          await changeLine(t.database, line.c3!, { planId: planIds.B });
          await changeLine(t.database, line.c5!, { status: 'expired', periodEnd: at('04-11T06:00:00') });
          await ending('c9', 9, 'port_out', '04-11T12:00:00');
          await t.database.db.insert(lineRenewals).values({
            lineId: line.c7!,
            userId: customer[7]!,
            periodEnd: at('04-11T10:00:00'),
            status: 'paid',
            tries: 1,
            paidAt: at('04-11T10:00:00'),
          });
        },
        // Renewals settled days after their due day: c38's (April 4th) fails, c4's (failed in February) is
        // paid, c2b's (open since February 19th) is paid at its second try; a suspension lifted the same day; a refund.
        '2026-04-12': async () => {
          await t.database.db
            .update(lineRenewals)
            .set({ status: 'failed', tries: 3 })
            .where(sql`${lineRenewals.lineId} = ${line.c38!}`);
          await t.database.db
            .update(lineRenewals)
            .set({ status: 'paid', tries: 4, paidAt: at('04-12T10:00:00') })
            .where(sql`${lineRenewals.lineId} = ${line.c4!}`);
          await t.database.db
            .update(lineRenewals)
            .set({ status: 'paid', tries: 2, paidAt: at('04-12T11:00:00') })
            .where(sql`${lineRenewals.lineId} = ${line.c2b!}`);
          const [suspended] = await ending('c10', 10, 'non_payment', '04-12T08:00:00').returning({
            id: lineEndings.id,
          });
          await t.database.db
            .update(lineEndings)
            .set({ withdrawnAt: at('04-12T15:00:00') })
            .where(sql`${lineEndings.id} = ${suspended!.id}`);
          await t.database.db.insert(transactions).values({
            userId: customer[21]!,
            item: 'Refund',
            transactionTime: at('04-12T16:00:00'),
            successful: true,
            paymentMethod: 'visa',
            last4: '4242',
            orderTotalCents: -700,
            taxCents: 0,
            regulatoryFeeCents: 0,
            finalCents: -700,
          });
        },
        // A care suspension, a new customer's line, and the April 10th cancellation undone.
        '2026-04-13': async () => {
          await ending('c11', 11, 'care', '04-13T09:00:00');
          await buyLine(t.database, customer[39]!, planIds.A, 'TX', at('04-13T10:00:00'), 'step2');
          await t.database.db
            .update(lineEndings)
            .set({ withdrawnAt: at('04-13T11:00:00') })
            .where(sql`${lineEndings.lineId} = ${line.c2!} and ${lineEndings.withdrawnAt} is null`);
        },
      };
      for (const [day, change] of Object.entries(changes)) {
        await change();
        clock.advance(Date.parse(day) + DAY_MS + 30 * 60_000 - clock.now().getTime());
        await stepping.takeSnapshots();
        const { kept, full } = await keptAndFull(day);
        expect(kept.length, day).toBeGreaterThan(1);
        expect(kept, day).toEqual(full);
      }
      expect(steps).toEqual(Object.keys(changes));
      // The renewals settled after their due day moved the kept days of February and April as the live
      // figures count them (first try, recovered, failed, open).
      const report = await service.report({});
      const live = await kpis.figures(monthWindows(clock.now()), {});
      expect(report.months.map((m) => m.figures)).toEqual(live);
      const february = report.months.find((m) => m.month === '2026-02')!.figures.renewals;
      expect(february).toMatchObject({ due: 21, firstTry: 17, recovered: 4, failed: 0, open: 0 });
      const april = report.months.find((m) => m.month === '2026-04')!.figures.renewals;
      expect(april).toMatchObject({ due: 9, firstTry: 8, failed: 1, open: 0 });
      for (const day of ['2026-02-09', '2026-02-19', '2026-04-04']) {
        const { kept, full } = await keptAndFull(day);
        const renewals = (rows: unknown[]) =>
          (rows as { plan: string; state: string; figures: Record<string, unknown> }[])
            .filter((row) => Number(row.figures.due) > 0)
            .map((row) => [
              row.plan,
              row.state,
              row.figures.due,
              row.figures.first_try,
              row.figures.recovered,
              row.figures.failed,
              row.figures.open,
            ]);
        expect(renewals(kept), day).toEqual(renewals(full));
      }
    },
  );
});
