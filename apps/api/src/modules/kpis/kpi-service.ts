/**
 * The KPI page's figures and the daily snapshots (decision 070). Months are calendar months in UTC;
 * the current month runs to now on the app's clock (decision 017), so a moved clock moves them too.
 */
import type { KpiFigures, KpiQuery, KpiReport } from '@mvno/contracts/api/care-kpis';
import type { Clock } from '../../lib/clock';
import { DAY_MS } from '../../lib/clock';
import type { KpiRepository, KpiWindow } from './kpi-repository';

/** Months on the page: this one and the twelve before it. */
export const KPI_MONTHS = 13;
/** Days back the snapshot job fills when it finds days without a snapshot. */
export const KPI_SNAPSHOT_CATCH_UP_DAYS = 31;
/** How long a run's claim on a day holds (the job's expiry): then another run may take the day. */
export const KPI_SNAPSHOT_CLAIM_MS = 15 * 60_000;
/** Snapshots the console lists at most. */
export const KPI_SNAPSHOTS_LISTED = 400;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** The `count` calendar months up to the one holding `now`, oldest first; the last ends at `now`. */
export function monthWindows(now: Date, count = KPI_MONTHS): (KpiWindow & { month: string })[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const offset = index - (count - 1);
    const from = monthStart(year, month + offset);
    const to = offset === 0 ? now : monthStart(year, month + offset + 1);
    return { from, to, month: from.toISOString().slice(0, 7) };
  });
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function createKpiService({ kpis, clock }: { kpis: KpiRepository; clock: Clock }) {
  /** The month to date at `at` (the month of the instant just before it): what a snapshot keeps and /metrics reads. */
  async function monthToDate(at: Date): Promise<KpiFigures> {
    const before = new Date(at.getTime() - 1);
    const from = monthStart(before.getUTCFullYear(), before.getUTCMonth());
    const [figures] = await kpis.figures([{ from, to: at }]);
    return figures!;
  }

  return {
    async report(query: KpiQuery): Promise<KpiReport> {
      const now = clock.now();
      const windows = monthWindows(now);
      const [figures, plans] = await Promise.all([kpis.figures(windows, query), kpis.plans()]);
      return {
        asOf: now.toISOString(),
        months: windows.map((window, index) => ({
          month: window.month,
          from: window.from.toISOString(),
          to: window.to.toISOString(),
          figures: figures[index]!,
        })),
        plans,
      };
    },

    monthToDate: () => monthToDate(clock.now()),

    /**
     * Takes the snapshot of every finished day (UTC) of the last KPI_SNAPSHOT_CATCH_UP_DAYS that has
     * none: the month to date as of that day's end. Answers the days this run took. When every day has
     * its snapshot (every start-up but the first of a day), the run is one primary-key range read.
     * Each day is claimed before it is computed (decision 079), so two runs at once (two processes
     * starting, or the periodic job's overlapping runs) compute a day once; a claim left by a process
     * that died is taken over after KPI_SNAPSHOT_CLAIM_MS.
     */
    async takeSnapshots(): Promise<string[]> {
      const now = clock.now();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const oldest = today - KPI_SNAPSHOT_CATCH_UP_DAYS * DAY_MS;
      const kept = new Set(await kpis.snapshotDaysSince(dayOf(new Date(oldest))));
      const staleBefore = new Date(now.getTime() - KPI_SNAPSHOT_CLAIM_MS);
      const taken: string[] = [];
      for (let start = oldest; start < today; start += DAY_MS) {
        const day = dayOf(new Date(start));
        if (kept.has(day) || !(await kpis.claimDay(day, now, staleBefore))) continue;
        const asOf = new Date(start + DAY_MS);
        const figures = await monthToDate(asOf).catch(async (error: unknown) => {
          await kpis.releaseDay(day, now);
          throw error;
        });
        if (await kpis.saveSnapshot({ day, asOf, takenAt: now, figures })) taken.push(day);
      }
      return taken;
    },

    async snapshots() {
      const rows = await kpis.snapshots(KPI_SNAPSHOTS_LISTED);
      return {
        snapshots: rows.map((row) => ({
          day: row.day,
          asOf: row.asOf.toISOString(),
          figures: row.figures as KpiFigures,
        })),
      };
    },
  };
}

export type KpiService = ReturnType<typeof createKpiService>;
