/**
 * The KPI page's live figures (decisions 103, 107, 113, 114): the cohorts by activation month, the
 * funnel's eSIM installs and first uses, and the chats' first response of the 13 months are read from
 * kpi_live_months, kept by their daily job from the statements of kpi-live-queries.ts as of the day's UTC
 * midnight; only what happened since that midnight is read when the page asks. Until the day's months
 * are kept (another process keeping them), every figure is computed live from the same statements.
 */
import type {
  KpiActiveAfter30Days,
  KpiCohort,
  KpiEsimInstalled,
  KpiFirstResponse,
  KpiFirstUsage,
  KpiQuery,
} from '@mvno/contracts/api/care-kpis';
import type { KpiWindow } from './kpi-window';
import {
  emptyKeptMonth,
  type CohortCell,
  type FunnelCell,
  type KeptMonth,
  type KpiLiveRepository,
} from './kpi-live-repository';

type Month = KpiWindow & { month: string };
type Live = {
  cohorts: Omit<KpiCohort, 'month'>[];
  esim: Omit<KpiEsimInstalled, 'month'>[];
  firstUsage: Omit<KpiFirstUsage, 'month'>[];
  activeAfter30Days: Omit<KpiActiveAfter30Days, 'month'>[];
};

const DAY_MS = 86_400_000;

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
    live.funnelSteps(months, null, query, now),
  ]);
  const byN = <T extends { n: number }>(rows: T[]) => new Map(rows.map((row) => [row.n, row]));
  const cohortByN = byN<CohortCell>(cohorts);
  const funnelByN = byN<FunnelCell>(esim);
  const funnel = months.map((_, index) => funnelByN.get(index + 1));
  return {
    cohorts: months.map((month, index) => {
      const cell = cohortByN.get(index + 1);
      return cohortOf(month, now, cell?.lines ?? 0, (k) => cell?.active[k]);
    }),
    esim: funnel.map((cell) => ({ ordered: cell?.ordered ?? 0, installed: cell?.installed ?? 0 })),
    firstUsage: funnel.map((cell) => ({ paid: cell?.paid ?? 0, used: cell?.used ?? 0 })),
    activeAfter30Days: funnel.map((cell) => ({ reached: cell?.reached ?? 0, active: cell?.active30 ?? 0 })),
  };
}

/**
 * `months` cut to the orders whose 30 days after payment fall from `asOf` to `now`: those the kept months
 * had not reached (decision 114).
 */
const reachedSince = (months: Month[], asOf: Date, now: Date): Month[] =>
  months.map((m) => {
    const from = new Date(Math.max(m.from.getTime(), asOf.getTime() - 30 * DAY_MS));
    const to = new Date(Math.min(m.to.getTime(), now.getTime() - 30 * DAY_MS));
    return { ...m, from, to: to < from ? from : to };
  });

/** The months of `months` whose first end is reached at `asOf`. */
export const passedMonths = (months: Month[], asOf: Date) =>
  months.filter((m) => monthEnd(m.from, 0) <= asOf);

/** `months` as kept at `asOf` (decision 113): every month, the open one up to `asOf` only. */
export const keptWindows = (months: Month[], asOf: Date): Month[] =>
  months.map((m) => ({ ...m, to: new Date(Math.min(m.to.getTime(), asOf.getTime())) }));

/**
 * Keeps the 13 months of `months` as of `now`'s UTC midnight unless kept already (the daily job's part,
 * decisions 107 and 113): the passed months whole, the open month to that midnight. Answers whether it
 * computed them.
 */
export async function keepLiveMonths(live: KpiLiveRepository, months: Month[], now: Date): Promise<boolean> {
  const asOf = midnight(now);
  const kept = await live.keptAsOf();
  if (kept && kept.getTime() >= asOf.getTime()) return false;
  await live.keepMonths(keptWindows(months, asOf), asOf);
  return true;
}

type FirstResponses = Omit<KpiFirstResponse, 'month'>[];

/**
 * The cohorts, the funnel's steps (eSIM installed, first usage, active after 30 days) and, without a
 * filter, the chats' first response of `months` at `now`. With the months kept at today's midnight
 * (decisions 113, 114), only what happened since is read: the lines made and the orders placed since
 * midnight (all in the open month), the installs and first uses recorded since of the kept orders, the
 * orders whose 30th day came since, and the open month's chats (a median is not summed). Otherwise every
 * figure is computed live from the same statements.
 */
export async function liveMonths(
  live: KpiLiveRepository,
  months: Month[],
  now: Date,
  query: KpiQuery,
): Promise<Live & { firstResponse: FirstResponses | null }> {
  const filtered = Boolean(query.plan || query.state);
  const kept = await live.keptMonths(query);
  if (!kept || kept.asOf.getTime() !== midnight(now).getTime()) {
    const [figures, firstResponse] = await Promise.all([
      computed(live, months, now, query),
      filtered ? null : live.firstResponse(months),
    ]);
    return { ...figures, firstResponse };
  }
  const asOf = kept.asOf;
  const open = months.at(-1)!;
  // Since midnight, as a window of its own: its lines and orders are the open month's made since (no
  // month end of it is reached).
  const since = { ...open, from: asOf };
  const [stepsSince, madeSince, chats, reached] = await Promise.all([
    live.stepsSince(keptWindows(months, asOf), asOf, query),
    computed(live, [since], now, query),
    filtered ? null : live.firstResponse([open]),
    live.funnelSteps(reachedSince(months, asOf, now), null, query, now),
  ]);
  const none = emptyKeptMonth();
  const cellOf = (month: Month): KeptMonth => kept.months[month.month] ?? none;
  const isOpen = (index: number) => index === months.length - 1;
  return {
    cohorts: months.map((month, index) => {
      const cell = cellOf(month);
      const lines = cell.lines + (isOpen(index) ? madeSince.cohorts[0]!.lines : 0);
      return cohortOf(month, now, lines, (k) => cell.active[k]);
    }),
    esim: months.map((month, index) => {
      const cell = cellOf(month);
      const added = isOpen(index) ? madeSince.esim[0]! : { ordered: 0, installed: 0 };
      return {
        ordered: cell.esimOrdered + added.ordered,
        installed: cell.esimInstalled + (stepsSince.get(index + 1)?.installed ?? 0) + added.installed,
      };
    }),
    firstUsage: months.map((month, index) => {
      const cell = cellOf(month);
      const added = isOpen(index) ? madeSince.firstUsage[0]! : { paid: 0, used: 0 };
      return {
        paid: cell.paid + added.paid,
        used: cell.used + (stepsSince.get(index + 1)?.used ?? 0) + added.used,
      };
    }),
    activeAfter30Days: months.map((month, index) => {
      const cell = cellOf(month);
      const since = reached.find((row) => row.n === index + 1); // the orders whose 30th day came since
      return {
        reached: cell.reached + (since?.reached ?? 0),
        active: cell.active30 + (since?.active30 ?? 0),
      };
    }),
    firstResponse: chats
      ? months.map((month, index) =>
          isOpen(index)
            ? chats[0]!
            : (cellOf(month).firstResponse ?? { asked: 0, answered: 0, medianSeconds: null }),
        )
      : null,
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
  // The open month is kept to midnight too (decision 113): only the months ended by then are read.
  const ended = kept ? kept.asOf.toISOString().slice(0, 7) : '';
  const months = Object.keys(kept?.months ?? {})
    .filter((month) => month < ended)
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
