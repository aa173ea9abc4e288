/**
 * The KPI page's live figures (decisions 103, 107): runs the statements of kpi-live-queries.ts and
 * keeps their passed months per filter cell (kpi_live_months), written whole by the daily job.
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kpiLiveMonths } from '../../db/schema/kpis';
import type { KpiFilter, KpiWindow } from './kpi-window';
import type { KpiFirstResponse } from '@mvno/contracts/api/care-kpis';
import {
  KPI_COHORTS_SQL,
  KPI_FIRST_RESPONSE_SQL,
  KPI_FUNNEL_STEPS_SINCE_SQL,
  KPI_FUNNEL_STEPS_SQL,
} from './kpi-live-queries';

/**
 * A month's live figures in one cell: its cohort, its eSIM orders and installs, its funnel orders and
 * those used (the whole business's: its chats too).
 */
export type KeptMonth = {
  lines: number;
  active: number[];
  esimOrdered: number;
  esimInstalled: number;
  /** The funnel's orders paid, and those whose line was used (decision 114). */
  paid: number;
  used: number;
  /** Orders whose 30 days after payment were reached, and those whose line was active then. */
  reached: number;
  active30: number;
  firstResponse?: Omit<KpiFirstResponse, 'month'>;
};
/** A month with nothing kept yet. */
export const emptyKeptMonth = (): KeptMonth => ({
  lines: 0,
  active: [],
  esimOrdered: 0,
  esimInstalled: 0,
  paid: 0,
  used: 0,
  reached: 0,
  active30: 0,
});
/** A cell's months by month start ("2026-01"). */
export type KeptMonths = Record<string, KeptMonth>;
/** The cells the statements answer: the filter's one, or every cell (`all`). */
export type KpiCells = KpiFilter & { all?: boolean };

type Row = Record<string, unknown>;
const int = (value: unknown): number => Number(value ?? 0);
const cellKey = (plan: unknown, state: unknown) => `${String(plan)}\u0000${String(state)}`;
const cellParams = (cells: KpiCells) => [cells.plan ?? null, cells.state ?? null, cells.all === true];
const isoAll = (dates: Date[]) => dates.map((d) => d.toISOString());

/** A cohort's rows of one cell: its lines and the active lines at each month end reached (k = index). */
export type CohortCell = { n: number; plan: string; state: string; lines: number; active: number[] };
/** The funnel's steps of one window and cell: eSIM orders and installs, orders paid and those used. */
export type FunnelCell = {
  n: number;
  plan: string;
  state: string;
  ordered: number;
  installed: number;
  paid: number;
  used: number;
  reached: number;
  active30: number;
};

export function createKpiLiveRepository(database: Database) {
  /** The cohorts of the months starting at `starts` (UTC), as of `asOf`, per cell asked (KPI_COHORTS_SQL). */
  async function cohorts(starts: Date[], asOf: Date, cells: KpiCells): Promise<CohortCell[]> {
    const result = await database.execute(KPI_COHORTS_SQL, [
      isoAll(starts),
      asOf.toISOString(),
      ...cellParams(cells),
      new Date(Math.min(...starts.map((d) => d.getTime()))).toISOString(),
    ]);
    const found = new Map<string, CohortCell>();
    for (const row of result.rows as Row[]) {
      const key = `${int(row.n)}\u0000${cellKey(row.plan, row.state)}`;
      let cell = found.get(key);
      if (!cell) {
        cell = {
          n: int(row.n),
          plan: String(row.plan),
          state: String(row.state),
          lines: int(row.lines),
          active: [],
        };
        found.set(key, cell);
      }
      if (row.k !== null && row.k !== undefined) cell.active[int(row.k)] = int(row.active);
    }
    return [...found.values()];
  }

  /**
   * The funnel's steps of `windows` per cell asked: installs and first uses recorded before `before`
   * (null: ever), the 30 days after payment reached by `reachedBy` and the lines active then.
   */
  async function funnelSteps(
    windows: KpiWindow[],
    before: Date | null,
    cells: KpiCells,
    reachedBy: Date,
  ): Promise<FunnelCell[]> {
    const result = await database.execute(KPI_FUNNEL_STEPS_SQL, [
      isoAll(windows.map((w) => w.from)),
      isoAll(windows.map((w) => w.to)),
      ...cellParams(cells),
      before?.toISOString() ?? null,
      reachedBy.toISOString(),
      new Date(Math.min(...windows.map((w) => w.from.getTime()))).toISOString(),
      new Date(Math.max(...windows.map((w) => w.to.getTime()))).toISOString(),
    ]);
    return (result.rows as Row[]).map((row) => ({
      n: int(row.n),
      plan: String(row.plan),
      state: String(row.state),
      ordered: int(row.ordered),
      installed: int(row.installed),
      paid: int(row.paid),
      used: int(row.used),
      reached: int(row.reached),
      active30: int(row.active30),
    }));
  }

  /** The chats' first-response time per window (KPI_FIRST_RESPONSE_SQL; the whole business's). */
  async function firstResponse(windows: KpiWindow[]): Promise<Omit<KpiFirstResponse, 'month'>[]> {
    const result = await database.execute(KPI_FIRST_RESPONSE_SQL, [
      isoAll(windows.map((w) => w.from)),
      isoAll(windows.map((w) => w.to)),
    ]);
    return (result.rows as Row[]).map((row) => ({
      asked: int(row.asked),
      answered: int(row.answered),
      medianSeconds: row.median_seconds === null ? null : int(row.median_seconds),
    }));
  }

  return {
    cohorts,
    funnelSteps,
    firstResponse,

    /**
     * The eSIM installs and first uses recorded from `since` on of the funnel's orders of `windows`, in the
     * filter's cell, by window (1-based).
     */
    async stepsSince(
      windows: KpiWindow[],
      since: Date,
      filter: KpiFilter,
    ): Promise<Map<number, { installed: number; used: number }>> {
      const result = await database.execute(KPI_FUNNEL_STEPS_SINCE_SQL, [
        isoAll(windows.map((w) => w.from)),
        isoAll(windows.map((w) => w.to)),
        ...cellParams(filter),
        since.toISOString(),
      ]);
      return new Map(
        (result.rows as Row[]).map((row) => [
          int(row.n),
          { installed: int(row.installed), used: int(row.used) },
        ]),
      );
    },

    /**
     * Keeps the figures of `months` (each a calendar month whose first end is at or before `asOf`, a UTC
     * midnight) in every cell, as the statements answer at `asOf` (decision 107); cells no longer
     * answered are removed. The whole business's cell is always written.
     */
    async keepMonths(months: (KpiWindow & { month: string })[], asOf: Date): Promise<void> {
      const [cohortCells, funnelCells, chats] = await Promise.all([
        cohorts(
          months.map((m) => m.from),
          asOf,
          { all: true },
        ),
        funnelSteps(months, asOf, { all: true }, asOf),
        firstResponse(months),
      ]);
      const cells = new Map<string, { plan: string; state: string; months: KeptMonths }>();
      const monthOf = (plan: string, state: string, n: number) => {
        const key = cellKey(plan, state);
        let cell = cells.get(key);
        if (!cell) cells.set(key, (cell = { plan, state, months: {} }));
        const month = months[n - 1]!.month;
        return (cell.months[month] ??= emptyKeptMonth());
      };
      chats.forEach((chat, index) => (monthOf('', '', index + 1).firstResponse = chat));
      for (const c of cohortCells)
        Object.assign(monthOf(c.plan, c.state, c.n), { lines: c.lines, active: c.active });
      for (const f of funnelCells)
        Object.assign(monthOf(f.plan, f.state, f.n), {
          esimOrdered: f.ordered,
          esimInstalled: f.installed,
          paid: f.paid,
          used: f.used,
          reached: f.reached,
          active30: f.active30,
        });
      const rows = [...cells.values()].map((cell) => ({ ...cell, asOf }));
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500)
          await tx
            .insert(kpiLiveMonths)
            .values(rows.slice(i, i + 500))
            .onConflictDoUpdate({
              target: [kpiLiveMonths.plan, kpiLiveMonths.state],
              set: { asOf: sql`excluded.as_of`, months: sql`excluded.months` },
            });
        await tx.delete(kpiLiveMonths).where(lt(kpiLiveMonths.asOf, asOf));
      });
    },

    /** When the kept months were computed (the whole business's cell), or null when none are. */
    async keptAsOf(): Promise<Date | null> {
      const [row] = await database.db
        .select({ asOf: kpiLiveMonths.asOf })
        .from(kpiLiveMonths)
        .where(sql`${kpiLiveMonths.plan} = '' and ${kpiLiveMonths.state} = ''`);
      return row?.asOf ?? null;
    },

    /** The kept months of the filter's cell and their moment (the whole business's), or null when none are kept. */
    async keptMonths(filter: KpiFilter): Promise<{ asOf: Date; months: KeptMonths } | null> {
      const plan = filter.plan ?? '';
      const state = filter.state ?? '';
      const rows = await database.db
        .select()
        .from(kpiLiveMonths)
        .where(sql`(${kpiLiveMonths.plan}, ${kpiLiveMonths.state}) in (('', ''), (${plan}, ${state}))`);
      const whole = rows.find((row) => row.plan === '' && row.state === '');
      if (!whole) return null;
      const cell = rows.find((row) => row.plan === plan && row.state === state);
      return { asOf: whole.asOf, months: (cell?.months ?? {}) as KeptMonths };
    },

    /** Every kept cell (for the tests and the bench). */
    keptCells: () => database.db.select().from(kpiLiveMonths),

    /** Removes the kept months (the bench's fresh start). */
    forget: () => database.db.delete(kpiLiveMonths),
  };
}

export type KpiLiveRepository = ReturnType<typeof createKpiLiveRepository>;
