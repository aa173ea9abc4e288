/**
 * The daily snapshot is computed once per day across processes (decision 079): two runs at once (two
 * processes starting, or the periodic job's overlapping runs, which the `oneWaiting` queue allows)
 * share the days between them; a start-up that finds every day kept computes nothing; a day claimed
 * by a process that died is taken over once its claim is stale.
 */
import { describe, expect, it } from 'vitest';
import { kpiDays, kpiSnapshotClaims, kpiSnapshots } from '../../src/db/schema/kpis';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { createKpiRepository } from '../../src/modules/kpis/kpi-repository';
import { createKpiService, KPI_SNAPSHOT_CLAIM_MS } from '../../src/modules/kpis/kpi-service';
import { useTestApp } from '../support/test-app';

const NOW = new Date('2026-04-10T12:00:00Z');
const clock = createAdjustableClock(NOW);
const t = useTestApp({ clock });

/**
 * A process's snapshot service, counting the snapshots whose figures it read (`computed`) and the days
 * whose figures it computed and kept (`days`, decision 090), those from the day before's (`steps`, decision 097).
 */
function process() {
  const repository = createKpiRepository(t.database);
  const computed: string[] = [];
  const days: string[] = [];
  const steps: string[] = [];
  const kpis = {
    ...repository,
    storedFigures: async (...args: Parameters<typeof repository.storedFigures>) => {
      computed.push(args[0][0]!.to.toISOString());
      return repository.storedFigures(...args);
    },
    computeDays: async (...args: Parameters<typeof repository.computeDays>) => {
      days.push(...args[2]);
      return repository.computeDays(...args);
    },
    computeDayStep: async (day: string) => {
      days.push(day);
      steps.push(day);
      return repository.computeDayStep(day);
    },
  };
  return { service: createKpiService({ kpis, clock }), computed, days, steps };
}

/** The days the page reads on NOW: from the day before its first month (2025-04) to yesterday. */
const PAGE_DAYS = 375;

const dayBefore = (days: number) =>
  new Date(Date.parse('2026-04-10') - days * DAY_MS).toISOString().slice(0, 10);

describe('the daily KPI snapshot', () => {
  it('is computed once per day by two processes starting at once, and not again at a later start-up', async () => {
    clock.advance(NOW.getTime() - clock.now().getTime());
    await t.database.db.delete(kpiSnapshots);
    await t.database.db.delete(kpiSnapshotClaims);
    await t.database.db.delete(kpiDays);
    const first = process();
    const second = process();
    const [a, b] = await Promise.all([first.service.takeSnapshots(), second.service.takeSnapshots()]);

    // Each of the 31 days before today taken by one of the two, and computed by that one only.
    const days = Array.from({ length: 31 }, (_, i) => dayBefore(31 - i));
    expect([...a, ...b].sort()).toEqual(days);
    expect(first.computed).toHaveLength(a.length);
    expect(second.computed).toHaveLength(b.length);
    expect(first.computed.length + second.computed.length).toBe(31);
    // Every day of the page's 13 months kept, each computed by one of the two.
    expect(new Set([...first.days, ...second.days]).size).toBe(PAGE_DAYS);
    expect(first.days.length + second.days.length).toBe(PAGE_DAYS);

    // Later start-ups the same day: every day kept, nothing computed.
    const third = process();
    expect(await third.service.takeSnapshots()).toEqual([]);
    expect(await first.service.takeSnapshots()).toEqual([]);
    expect(third.computed).toEqual([]);
    expect(third.days).toEqual([]);
    expect(first.computed).toHaveLength(a.length);

    // The next day: that one day, once, whichever process runs first.
    clock.advance(DAY_MS);
    const [c, d] = await Promise.all([third.service.takeSnapshots(), second.service.takeSnapshots()]);
    expect([...c, ...d]).toEqual(['2026-04-10']);
    expect(third.computed.length + second.computed.length - b.length).toBe(1);
    expect([...third.days, ...second.days].filter((day) => day === '2026-04-10')).toEqual(['2026-04-10']);
    // From the day before's kept figures (decision 097), not over every line.
    expect([...third.steps, ...second.steps]).toEqual(['2026-04-10']);
    expect([...first.steps, ...second.steps].filter((day) => day !== '2026-04-10')).toEqual([]);
  });

  it('leaves a day claimed by a run still going, and takes it over once the claim is stale', async () => {
    clock.advance(NOW.getTime() - clock.now().getTime());
    await t.database.db.delete(kpiSnapshots);
    await t.database.db.delete(kpiSnapshotClaims);
    await t.database.db.delete(kpiDays);
    // A process claimed yesterday a minute ago and died before saving it.
    await t.database.db
      .insert(kpiSnapshotClaims)
      .values({ day: dayBefore(1), claimedAt: new Date(NOW.getTime() - 60_000) });
    const run = process();
    const taken = await run.service.takeSnapshots();
    expect(taken).toHaveLength(30);
    expect(taken).not.toContain(dayBefore(1));

    clock.advance(KPI_SNAPSHOT_CLAIM_MS);
    expect(await run.service.takeSnapshots()).toEqual([dayBefore(1)]);
    expect(run.computed).toHaveLength(31);
  });
});
