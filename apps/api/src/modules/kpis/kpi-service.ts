/**
 * The KPI page's figures and the daily snapshots (decision 070). Months are calendar months in UTC;
 * the current month runs to now on the app's clock (decision 017), so a moved clock moves them too.
 */
import type { KpiFigures, KpiLiveReport, KpiQuery, KpiReport } from '@mvno/contracts/api/care-kpis';
import type { Clock } from '../../lib/clock';
import { DAY_MS } from '../../lib/clock';
import type { KpiFilter, KpiOpenDay, KpiRepository, KpiWindow } from './kpi-repository';
import { keepLiveMonths, liveGauges, liveMonths } from './kpi-live-figures';

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
const midnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
/** The days from `first` to `last` (UTC dates), in order. */
const daysFrom = (first: Date, last: Date) => {
  const days: string[] = [];
  for (let at = first.getTime(); at <= last.getTime(); at += DAY_MS) days.push(dayOf(new Date(at)));
  return days;
};

export function createKpiService({ kpis, clock }: { kpis: KpiRepository; clock: Clock }) {
  /** The first day whose figures are kept: the day before the page's first month (its active lines at the end). */
  const firstKeptDay = (now: Date) => new Date(monthWindows(now)[0]!.from.getTime() - DAY_MS);

  /**
   * Keeps the figures of every finished day the page reads and the snapshot of each of the last
   * KPI_SNAPSHOT_CATCH_UP_DAYS (decision 090). The missing days are claimed in one statement (decision
   * 079: of two runs at once, one computes a day; a dead run's claim is taken over after
   * KPI_SNAPSHOT_CLAIM_MS), their figures computed in one statement, then each claimed day's snapshot
   * is read from the kept days. Answers the days whose snapshot this run took. When every day is
   * kept (every start-up but the first of a day), two primary-key range reads.
   */
  async function takeDays(now: Date): Promise<string[]> {
    const today = midnight(now);
    const yesterday = new Date(today.getTime() - DAY_MS);
    const first = firstKeptDay(now);
    const oldestSnapshot = new Date(today.getTime() - KPI_SNAPSHOT_CATCH_UP_DAYS * DAY_MS);
    const [keptDays, keptSnapshots] = await Promise.all([
      kpis.keptDays(dayOf(first), dayOf(yesterday)),
      kpis.snapshotDaysSince(dayOf(oldestSnapshot)),
    ]);
    const haveDay = new Set(keptDays);
    const haveSnapshot = new Set(keptSnapshots);
    const snapshotDays = new Set(daysFrom(oldestSnapshot, yesterday));
    const missing = daysFrom(first, yesterday).filter(
      (day) => !haveDay.has(day) || (snapshotDays.has(day) && !haveSnapshot.has(day)),
    );
    if (missing.length === 0) return [];
    const claimed = await kpis.claimDays(missing, now, new Date(now.getTime() - KPI_SNAPSHOT_CLAIM_MS));
    if (claimed.length === 0) return [];
    const taken: string[] = [];
    try {
      const toCompute = claimed.filter((day) => !haveDay.has(day));
      await computeDays(toCompute, haveDay);
      if (toCompute.length > 0) {
        // Renewals recovered or failed since their due day was kept move that day's counts (decision 097).
        const firstComputed = new Date(Date.parse(toCompute[0]!));
        await kpis.refreshRenewals(dayOf(first), firstComputed, today);
      }
      for (const day of claimed) {
        if (!snapshotDays.has(day) || haveSnapshot.has(day)) continue;
        const asOf = new Date(Date.parse(day) + DAY_MS);
        const figures = await storedMonthToDate(asOf, null);
        if (await kpis.saveSnapshot({ day, asOf, takenAt: now, figures })) taken.push(day);
      }
    } catch (error) {
      await kpis.releaseDays(claimed, now);
      throw error;
    }
    return taken;
  }

  /**
   * Computes `days` (in order): a day whose day before is kept from that day's figures and its own
   * changes (decision 097); a run of days without one, in one statement over every line (decision 090).
   */
  async function computeDays(days: string[], kept: Set<string>): Promise<void> {
    const done = new Set(kept);
    let index = 0;
    while (index < days.length) {
      const day = days[index]!;
      if (done.has(dayOf(new Date(Date.parse(day) - DAY_MS)))) {
        await kpis.computeDayStep(day);
        done.add(day);
        index += 1;
        continue;
      }
      let end = index;
      while (end + 1 < days.length && Date.parse(days[end + 1]!) - Date.parse(days[end]!) === DAY_MS)
        end += 1;
      const run = days.slice(index, end + 1);
      await kpis.computeDays(run[0]!, run.at(-1)!, run);
      for (const d of run) done.add(d);
      index = end + 1;
    }
  }

  /** The month to date at `at` from the kept days, the open day given when `at` is not a midnight. */
  async function storedMonthToDate(at: Date, open: KpiOpenDay | null, filter: KpiFilter = {}) {
    const before = new Date(at.getTime() - 1);
    const from = monthStart(before.getUTCFullYear(), before.getUTCMonth());
    const [figures] = await kpis.storedFigures([{ from, to: at }], filter, open);
    return figures!;
  }

  /**
   * Whether every finished day the page reads is kept, after taking those missing: false only while
   * another run holds a claim on a missing day (then the figures are computed live, KPI_SQL).
   */
  async function daysReady(now: Date): Promise<boolean> {
    await takeDays(now);
    const first = firstKeptDay(now);
    const yesterday = new Date(midnight(now).getTime() - DAY_MS);
    const kept = await kpis.keptDays(dayOf(first), dayOf(yesterday));
    return kept.length === daysFrom(first, yesterday).length;
  }

  /** The figures of `windows` (months, the last to now): kept days and the open day, or all live. */
  async function figuresTo(now: Date, windows: KpiWindow[], filter: KpiFilter): Promise<KpiFigures[]> {
    if (!(await daysReady(now))) return kpis.figures(windows, filter);
    const open = await kpis.openDay(midnight(now), now, filter);
    return kpis.storedFigures(windows, filter, open);
  }

  return {
    async report(query: KpiQuery): Promise<KpiReport> {
      const now = clock.now();
      const windows = monthWindows(now);
      const [figures, plans] = await Promise.all([figuresTo(now, windows, query), kpis.plans()]);
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

    /** The figures computed live from their own statements (decision 103). */
    async liveFigures(query: KpiQuery): Promise<KpiLiveReport> {
      const now = clock.now();
      const windows = monthWindows(now);
      await takeDays(now);
      const live = await liveMonths(kpis.live, windows, now, query);
      const month = (index: number) => windows[index]!.month;
      return {
        asOf: now.toISOString(),
        cohorts: live.cohorts.map((cohort, index) => ({ month: month(index), ...cohort })),
        firstResponse: live.firstResponse?.map((row, index) => ({ month: month(index), ...row })) ?? null,
        esimInstalled: live.esim.map((row, index) => ({ month: month(index), ...row })),
        firstUsage: live.firstUsage.map((row, index) => ({ month: month(index), ...row })),
        activeAfter30Days: live.activeAfter30Days.map((row, index) => ({ month: month(index), ...row })),
      };
    },

    /** The month to date now (what /metrics reads). */
    async monthToDate(): Promise<KpiFigures> {
      const now = clock.now();
      const from = monthStart(now.getUTCFullYear(), now.getUTCMonth());
      const [figures] = await figuresTo(now, [{ from, to: now }], {});
      return figures!;
    },

    /** The live figures' headline values from the kept months (what /metrics reads, decision 107). */
    liveGauges: () => liveGauges(kpis.live),

    /** The snapshot job's run (decision 079, 090): see takeDays. */
    takeSnapshots: () => takeDays(clock.now()),

    /**
     * The live figures' passed months kept as of today's midnight, unless kept already (decision 107):
     * a job of its own, never a page call or a scrape, since at a million lines it reads every line.
     */
    keepLiveMonths: () => {
      const now = clock.now();
      return keepLiveMonths(kpis.live, monthWindows(now), now);
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
