/**
 * The KPI page's live figures (decisions 103, 107): the cohorts by activation month and the eSIM
 * installs of the passed months are read from kpi_live_months, kept by the daily job from the
 * statements of kpi-live-queries.ts as of the day's UTC midnight; only the open month (and the
 * installs recorded since that midnight) are computed when the page asks. Until the day's months
 * are kept (another process keeping them), every figure is computed live from the same statements.
 */
import type { KpiCohort, KpiEsimInstalled, KpiQuery } from '@mvno/contracts/api/care-kpis';
import type { KpiWindow } from './kpi-window';
import type { CohortCell, EsimCell, KeptMonths, KpiLiveRepository } from './kpi-live-repository';

type Month = KpiWindow & { month: string };
type Live = { cohorts: Omit<KpiCohort, 'month'>[]; esim: Omit<KpiEsimInstalled, 'month'>[] };

const midnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
/** The end of the k-th calendar month after the one starting at `from` (k = 0: its own end). */
const monthEnd = (from: Date, k: number) =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + k + 1, 1));
/** How many of a month's ends (k = 0 … 12) are reached at `at`. */
export const endsReached = (from: Date, at: Date) =>
  Array.from({ length: 13 }, (_, k) => k).filter((k) => monthEnd(from, k) <= at).length;
/** active / lines rounded to four places (null without lines). */
const rate = (active: number, lines: number) =>
  lines === 0 ? null : Math.round((active * 10_000) / lines) / 10_000;

function cohortOf(month: Month, now: Date, lines: number, active: (k: number) => number | undefined) {
  const retained = Array.from({ length: endsReached(month.from, now) }, (_, k) => {
    const count = active(k) ?? 0;
    return { after: k, active: count, rate: rate(count, lines) };
  });
  return { lines, retained };
}

/** The figures of `months` computed live at `now` from the statements, in the filter's cell. */
async function computed(live: KpiLiveRepository, months: Month[], now: Date, query: KpiQuery): Promise<Live> {
  const [cohorts, esim] = await Promise.all([
    live.cohorts(
      months.map((m) => m.from),
      now,
      query,
    ),
    live.esim(months, null, query),
  ]);
  const byN = <T extends { n: number }>(rows: T[]) => new Map(rows.map((row) => [row.n, row]));
  const cohortByN = byN<CohortCell>(cohorts);
  const esimByN = byN<EsimCell>(esim);
  return {
    cohorts: months.map((month, index) => {
      const cell = cohortByN.get(index + 1);
      return cohortOf(month, now, cell?.lines ?? 0, (k) => cell?.active[k]);
    }),
    esim: months.map((_, index) => {
      const cell = esimByN.get(index + 1);
      return { ordered: cell?.ordered ?? 0, installed: cell?.installed ?? 0 };
    }),
  };
}

/** The months of `months` whose first end is reached at `asOf` (those kept). */
export const passedMonths = (months: Month[], asOf: Date) =>
  months.filter((m) => monthEnd(m.from, 0) <= asOf);

/**
 * Keeps the passed months of `months` as of `now`'s UTC midnight unless kept already (the daily job's
 * part, decision 107). Answers whether it computed them.
 */
export async function keepLiveMonths(live: KpiLiveRepository, months: Month[], now: Date): Promise<boolean> {
  const asOf = midnight(now);
  const kept = await live.keptAsOf();
  if (kept && kept.getTime() >= asOf.getTime()) return false;
  await live.keepMonths(passedMonths(months, asOf), asOf);
  return true;
}

/** The cohorts and the eSIM installs of `months` at `now`: the passed months kept, the open month live. */
export async function liveMonths(
  live: KpiLiveRepository,
  months: Month[],
  now: Date,
  query: KpiQuery,
): Promise<Live> {
  const kept = await live.keptMonths(query);
  if (!kept || kept.asOf.getTime() !== midnight(now).getTime()) return computed(live, months, now, query);
  const passed = passedMonths(months, kept.asOf);
  const open = months.slice(passed.length);
  const [since, current] = await Promise.all([
    passed.length > 0 ? live.esimInstalledSince(passed, kept.asOf, query) : new Map<number, number>(),
    computed(live, open, now, query),
  ]);
  const cellOf = (month: Month, months: KeptMonths) =>
    months[month.month] ?? { lines: 0, active: [], esimOrdered: 0, esimInstalled: 0 };
  return {
    cohorts: [
      ...passed.map((month) => {
        const cell = cellOf(month, kept.months);
        return cohortOf(month, now, cell.lines, (k) => cell.active[k]);
      }),
      ...current.cohorts,
    ],
    esim: [
      ...passed.map((month, index) => {
        const cell = cellOf(month, kept.months);
        return { ordered: cell.esimOrdered, installed: cell.esimInstalled + (since.get(index + 1) ?? 0) };
      }),
      ...current.esim,
    ],
  };
}

/** The cohort points /metrics gives: the newest cohort's share still active after this many months. */
export const GAUGE_COHORT_AFTER = [0, 1, 2, 3, 6, 12] as const;
/** The live figures' headline values for /metrics, read from the kept months only (decision 107). */
export type LiveGauges = {
  cohortRetained: { after: number; rate: number | null }[];
  firstResponseMedianSeconds: number | null;
  esimInstalledRatio: number | null;
};

/**
 * The headline values of the whole business's kept months: for each of GAUGE_COHORT_AFTER, the
 * newest cohort with lines whose k-th month end is reached; the last finished month's median first
 * response and its eSIM orders' installed share (as kept at the day's midnight). Null when not known.
 */
export async function liveGauges(live: KpiLiveRepository): Promise<LiveGauges> {
  const kept = await live.keptMonths({});
  const months = Object.keys(kept?.months ?? {})
    .sort()
    .map((month) => kept!.months[month]!);
  const last = months.at(-1);
  return {
    cohortRetained: GAUGE_COHORT_AFTER.map((after) => {
      const cohort = months.findLast((m) => m.lines > 0 && m.active.length > after);
      return { after, rate: cohort ? rate(cohort.active[after] ?? 0, cohort.lines) : null };
    }),
    firstResponseMedianSeconds: last?.firstResponse?.medianSeconds ?? null,
    esimInstalledRatio: last ? rate(last.esimInstalled, last.esimOrdered) : null,
  };
}
