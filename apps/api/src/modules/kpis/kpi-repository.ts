/**
 * Runs the KPI statement (kpi-queries.ts) and keeps the daily snapshots. Reads the other modules'
 * tables only through that SQL text (decision 070); writes only its own `kpi_snapshots`.
 */
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { KpiFigures } from '@mvno/contracts/api/care-kpis';
import type { Database } from '../../db/client';
import { kpiDays, kpiSnapshotClaims, kpiSnapshots } from '../../db/schema/kpis';
import { createKpiLiveRepository } from './kpi-live-repository';
import { KPI_DAY_STEP_SQL, KPI_RENEWAL_DAYS_SQL, KPI_RENEWALS_REFRESH_SQL } from './kpi-day-step-query';
import { KPI_DAYS_SQL, RECOVERY_DAYS } from './kpi-days-queries';
import { KPI_OPEN_DAY_SQL } from './kpi-open-day-query';
import { kpiMonthsSql } from './kpi-months-query';
import { KPI_FIGURES_SELECT, KPI_PLANS_SQL, KPI_SQL } from './kpi-queries';

import type { KpiFilter, KpiWindow } from './kpi-window';

export type { KpiFilter, KpiWindow };
/** The open day's figures for a filter: from the end of the last stored day to now (decision 090). */
export type KpiOpenDay = { from: string; figures: unknown };

const KPI_MONTHS_SQL = kpiMonthsSql(KPI_FIGURES_SELECT);

type Row = Record<string, unknown>;
const int = (value: unknown): number => Number(value ?? 0);
const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function toFigures(row: Row): KpiFigures {
  const churn = (count: string) => ({ count: int(row[count]), rate: intOrNull(row[`${count}_rate`]) });
  const reasons = (
    typeof row.rejected_by_reason === 'string' ? JSON.parse(row.rejected_by_reason) : row.rejected_by_reason
  ) as { reason: string; count: unknown }[];
  return {
    activeLinesStart: int(row.active_start),
    activeLinesEnd: int(row.active_end),
    activeAccountsStart: int(row.accounts_start),
    activeAccountsEnd: int(row.accounts_end),
    grossAdds: int(row.gross_adds),
    netAdds: int(row.net_adds),
    churn: {
      voluntary: churn('voluntary'),
      nonPayment: churn('non_payment'),
      portOut: churn('port_out'),
      care: churn('care'),
    },
    revenueCents: intOrNull(row.revenue),
    refundsCents: intOrNull(row.refunds),
    serviceRevenueCents: intOrNull(row.service),
    arpuCents: intOrNull(row.arpu),
    arpaCents: intOrNull(row.arpa),
    ports: {
      submitted: int(row.submitted),
      completed: int(row.completed),
      rejected: int(row.rejected),
      rejectedByReason: reasons.map((r) => ({ reason: r.reason, count: int(r.count) })),
      successRate: intOrNull(row.port_success_rate),
      medianMinutesToComplete: intOrNull(row.median_minutes),
    },
    activation: {
      paid: int(row.paid),
      delivered: int(row.delivered),
      shippedUntracked: int(row.shipped),
      active: int(row.activated),
    },
    renewals: {
      due: int(row.due),
      firstTry: int(row.first_try),
      recovered: int(row.recovered),
      failed: int(row.failed),
      open: int(row.open),
      firstTryRate: intOrNull(row.first_try_rate),
      recoveredRate: intOrNull(row.recovered_rate),
      recoveryCurve: RECOVERY_DAYS.map((days) => ({
        days,
        recovered: int(row[`recovered_${days}d`]),
        rate: intOrNull(row[`recovered_${days}d_rate`]),
      })),
    },
    care: {
      chats: intOrNull(row.chats),
      contactMessages: intOrNull(row.contacts),
      chatsPer100Lines: intOrNull(row.chats_per_100),
      contactsPer100Lines: intOrNull(row.contacts_per_100),
    },
  };
}

export function createKpiRepository(database: Database) {
  return {
    /** The live figures' statements and their kept months (decision 107). */
    live: createKpiLiveRepository(database),

    /** The figures of each window, in the windows' order. */
    async figures(windows: KpiWindow[], filter: KpiFilter = {}): Promise<KpiFigures[]> {
      const result = await database.execute(KPI_SQL, [
        windows.map((w) => w.from.toISOString()),
        windows.map((w) => w.to.toISOString()),
        filter.plan ?? null,
        filter.state ?? null,
      ]);
      return (result.rows as Row[]).map(toFigures);
    },

    /**
     * The figures of each window from the stored days (decision 090): each window a calendar month or
     * a month to a day's end (UTC), the last one may end at the open day's end when `open` is given.
     */
    async storedFigures(
      windows: KpiWindow[],
      filter: KpiFilter = {},
      open: KpiOpenDay | null = null,
    ): Promise<KpiFigures[]> {
      // Prepared (decision 119): planning it took 15-30 ms, reading the days 1-3, and the snapshot job
      // runs it once for each day it keeps; it reads only the stored days, whatever the filter.
      const windowsFrom = windows.map((w) => w.from.toISOString());
      const windowsTo = windows.map((w) => w.to.toISOString());
      const openDay = open === null ? null : JSON.stringify(open);
      const values = [windowsFrom, windowsTo, filter.plan ?? null, filter.state ?? null, openDay];
      const result = await database.execute(KPI_MONTHS_SQL, values, { prepared: true });
      return (result.rows as Row[]).map(toFigures);
    },

    /** The open day's figures for a filter, from `from` (a UTC midnight whose day before is stored) to `to`. */
    async openDay(from: Date, to: Date, filter: KpiFilter = {}): Promise<KpiOpenDay> {
      const result = await database.execute(KPI_OPEN_DAY_SQL, [
        from.toISOString(),
        to.toISOString(),
        filter.plan ?? null,
        filter.state ?? null,
      ]);
      const [row] = result.rows as { figures: unknown }[];
      return { from: from.toISOString(), figures: row!.figures };
    },

    /**
     * Computes every cell of the days from `first` to `last` (UTC dates) and keeps those of `keep`
     * (the days this run claimed), unless already kept. Answers the days written.
     */
    async computeDays(first: string, last: string, keep: string[]): Promise<string[]> {
      const result = await database.execute(
        `with computed as (${KPI_DAYS_SQL}),
         saved as (insert into kpi_days (day, plan, state, figures)
                   select day::date, plan, state, figures from computed where day = any($3::text[])
                   on conflict do nothing returning day)
         select distinct day::text as day from saved order by 1`,
        [first, last, keep],
      );
      return (result.rows as { day: string }[]).map((row) => row.day);
    },

    /**
     * Computes and keeps day `day` from the day before's kept figures and the day's changes (decision
     * 097), unless already kept. The day before must be kept. Answers whether the day was written.
     */
    async computeDayStep(day: string): Promise<boolean> {
      const result = await database.execute(
        `with computed as (${KPI_DAY_STEP_SQL}),
         saved as (insert into kpi_days (day, plan, state, figures)
                   select day::date, plan, state, figures from computed
                   on conflict do nothing returning day)
         select count(*)::int as n from saved`,
        [day],
      );
      return Number((result.rows[0] as Row).n) > 0;
    },

    /**
     * Brings the renewal counts of kept days up to date (decision 097): the days from `from` with
     * renewals open when kept, and the due days of renewals paid from `paidFrom` to `paidTo`.
     * Answers the days refreshed.
     */
    async refreshRenewals(from: string, paidFrom: Date, paidTo: Date): Promise<string[]> {
      const days = (
        await database.execute(KPI_RENEWAL_DAYS_SQL, [from, paidFrom.toISOString(), paidTo.toISOString()])
      ).rows as { day: string }[];
      if (days.length === 0) return [];
      await database.execute(KPI_RENEWALS_REFRESH_SQL, [days.map((d) => d.day)]);
      return days.map((d) => d.day);
    },

    /** The days from `from` to `to` whose figures are kept (a primary-key range read). */
    async keptDays(from: string, to: string): Promise<string[]> {
      const rows = await database.db
        .select({ day: kpiDays.day })
        .from(kpiDays)
        .where(
          and(eq(kpiDays.plan, ''), eq(kpiDays.state, ''), gte(kpiDays.day, from), lte(kpiDays.day, to)),
        );
      return rows.map((row) => row.day);
    },

    /** Claims each of `days` for this run (the day is free, or its claim is older than `staleBefore`: the run that held it died): answers those it won, in one statement. */
    async claimDays(days: string[], at: Date, staleBefore: Date): Promise<string[]> {
      if (days.length === 0) return [];
      const claimed = await database.db
        .insert(kpiSnapshotClaims)
        .values(days.map((day) => ({ day, claimedAt: at })))
        .onConflictDoUpdate({
          target: kpiSnapshotClaims.day,
          set: { claimedAt: sql`excluded.claimed_at` },
          where: lt(kpiSnapshotClaims.claimedAt, staleBefore),
        })
        .returning({ day: kpiSnapshotClaims.day });
      return claimed.map((row) => row.day).sort();
    },

    /** Gives days back after a failed computation. */
    async releaseDays(days: string[], at: Date): Promise<void> {
      if (days.length === 0) return;
      await database.db
        .delete(kpiSnapshotClaims)
        .where(and(inArray(kpiSnapshotClaims.day, days), eq(kpiSnapshotClaims.claimedAt, at)));
    },

    async plans(): Promise<{ id: string; name: string }[]> {
      return (await database.execute(KPI_PLANS_SQL, [])).rows as { id: string; name: string }[];
    },

    /** The day's snapshot, unless one was taken already (a snapshot is never changed). */
    async saveSnapshot(row: typeof kpiSnapshots.$inferInsert): Promise<boolean> {
      const saved = await database.db
        .insert(kpiSnapshots)
        .values(row)
        .onConflictDoNothing()
        .returning({ day: kpiSnapshots.day });
      return saved.length > 0;
    },

    async snapshots(limit: number) {
      return database.db.select().from(kpiSnapshots).orderBy(desc(kpiSnapshots.day)).limit(limit);
    },

    /** The days from `from` on that have a snapshot (a primary-key range read: the start-up check). */
    async snapshotDaysSince(from: string): Promise<string[]> {
      const rows = await database.db
        .select({ day: kpiSnapshots.day })
        .from(kpiSnapshots)
        .where(gte(kpiSnapshots.day, from));
      return rows.map((row) => row.day);
    },
  };
}

export type KpiRepository = ReturnType<typeof createKpiRepository>;
