/**
 * The business figures' daily snapshots (decision 070): one row per UTC day, written once by the
 * daily snapshot job, the figures as the KPI queries answered them at the end of that day. Kept as
 * history: a row is never changed, so a later correction of the data shows beside what was seen then.
 */
import { date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const kpiSnapshots = pgTable('kpi_snapshots', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** The end of `day` (the moment the figures are as of). */
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  /** The month to date and the active lines at `asOf` (KpiFigures of contracts' care-kpis). */
  figures: jsonb('figures').notNull(),
});

/**
 * Which process is taking a day's snapshot (decision 079): a run claims the day before computing it, so
 * two processes (or two overlapping runs of the periodic job) compute each day once. A claim older
 * than KPI_SNAPSHOT_CLAIM_MS (its process died mid-run) may be taken over.
 */
export const kpiSnapshotClaims = pgTable('kpi_snapshot_claims', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

/**
 * The business figures of each finished UTC day (decision 090), per filter the KPI page offers: plan ''
 * and state '' is the whole business, a plan id alone every line of that plan, a state alone the lines
 * whose orders were taxed there, both together. Written once per day by the snapshot job (a day is
 * claimed in kpi_snapshot_claims first), never changed: the active lines and accounts are as judged at
 * the day's end. The page sums stored days and computes only the open day (kpi-days-queries.ts).
 */
export const kpiDays = pgTable(
  'kpi_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    plan: text('plan').notNull(),
    state: text('state').notNull(),
    /** The day's counts (DAY_KEYS of kpi-days-queries.ts). */
    figures: jsonb('figures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plan, t.state, t.day] })],
);

/**
 * The live figures of the KPI page's passed months (decision 107), per filter cell as kpi_days: the
 * cohorts by activation month (their lines and the active lines at each month end reached) and the
 * activation funnel's eSIM orders and installs, as the statements of kpi-live-queries.ts answered
 * them at `asOf` (a UTC midnight). Rewritten whole by the daily job; the page computes only the open
 * month and the installs since `asOf`. The whole business's cell (plan '' and state '') is always
 * written, so its `asOf` says how fresh the cells are.
 */
export const kpiLiveMonths = pgTable(
  'kpi_live_months',
  {
    plan: text('plan').notNull(),
    state: text('state').notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    /** By month start ("2026-01"): the KeptMonth of kpi-live-repository.ts (decisions 107, 113, 114). */
    months: jsonb('months').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plan, t.state] })],
);
