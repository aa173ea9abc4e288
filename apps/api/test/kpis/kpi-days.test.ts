/**
 * The business figures kept per day (decision 090): the page's months summed from the stored days and
 * the open day equal the live statement's (KPI_SQL) on the same data, for the whole business and each
 * filter, months and months to a day alike; and a line changed later does not move a closed day.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KpiQuery } from '@mvno/contracts/api/care-kpis';
import { kpiDays } from '../../src/db/schema/kpis';
import { lineEndings, subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { createAdjustableClock } from '../../src/lib/clock';
import { createKpiRepository } from '../../src/modules/kpis/kpi-repository';
import { createKpiService, monthWindows } from '../../src/modules/kpis/kpi-service';
import { buildKpiHistory, KPI_NOW } from '../support/kpi-history';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock(KPI_NOW);
const t = useTestApp({ clock });
const at = (text: string) => new Date(`2026-${text}Z`);

function setUp() {
  const kpis = createKpiRepository(t.database);
  return { kpis, service: createKpiService({ kpis, clock }) };
}

describe('the business figures kept per day', () => {
  it('equal the figures computed live, over months and months to a day, whole and filtered', { timeout: 120_000 }, async () => {
    clock.advance(KPI_NOW.getTime() - clock.now().getTime());
    const { planIds, line, customer } = await buildKpiHistory(t.database);
    // The open day (April 10th to noon): a line made, an ending, a cancellation undone.
    const [made] = await t.database.db
      .insert(subscriptionLines)
      .values({
        userId: customer[40]!,
        planId: planIds.B,
        mdn: '5559990000',
        subscriberNumber: 'sub-open-day',
        zipCode: '73301',
        createdAt: at('04-10T08:00:00'),
        periodStart: at('04-10T08:00:00'),
        periodEnd: at('05-10T08:00:00'),
      })
      .returning({ id: subscriptionLines.id });
    await t.database.db.insert(orders).values({
      userId: customer[40]!,
      idempotencyKey: 'order-open-day',
      requestHash: 'open-day',
      status: 'completed',
      leaseUntil: at('04-10T08:00:00'),
      planId: planIds.B,
      item: 'Plan B',
      simType: 'esim',
      numberType: 'new',
      zipCode: '73301',
      taxState: 'TX',
      taxRateMilliPercent: 8000,
      orderTotalCents: 5000,
      discountCents: 0,
      taxCents: 400,
      regulatoryFeeCents: 100,
      activationFeeCents: 0,
      finalCents: 5500,
      cardNetwork: 'visa',
      cardLast4: '4242',
      lineId: made!.id,
      createdAt: at('04-10T08:00:00'),
      completedAt: at('04-10T08:00:00'),
    });
    await t.database.db
      .insert(lineEndings)
      .values({ lineId: line.c2!, userId: customer[2]!, cause: 'voluntary', at: at('04-10T09:00:00') });
    await t.database.db
      .update(lineEndings)
      .set({ withdrawnAt: at('04-10T10:00:00') })
      .where(sql`${lineEndings.lineId} = ${line.c16!}`);

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
      expect(report.months.map((m) => m.figures), JSON.stringify(filter)).toEqual(live);
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
  });

  it('keep a closed day as it was when a line changes later', { timeout: 120_000 }, async () => {
    clock.advance(KPI_NOW.getTime() - clock.now().getTime());
    const { planIds, line } = await buildKpiHistory(t.database);
    const { kpis, service } = setUp();
    const before = await service.report({});
    const beforeA = await service.report({ plan: planIds.A });

    // c3's line moves to plan B, and c5's line is found expired since February 15th (auto-renew off).
    await t.database.db
      .update(subscriptionLines)
      .set({ planId: planIds.B })
      .where(sql`${subscriptionLines.id} = ${line.c3!}`);
    await t.database.db
      .update(subscriptionLines)
      .set({ status: 'expired', periodEnd: at('02-15T00:00:00') })
      .where(sql`${subscriptionLines.id} = ${line.c5!}`);

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
});
