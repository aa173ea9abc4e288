/**
 * Runs the KPI statement (kpi-queries.ts) and keeps the daily snapshots. Reads the other modules'
 * tables only through that SQL text (decision 070); writes only its own `kpi_snapshots`.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { KpiFigures } from '@mvno/contracts/api/care-kpis';
import type { Database } from '../../db/client';
import { kpiSnapshotClaims, kpiSnapshots } from '../../db/schema/kpis';
import { KPI_PLANS_SQL, KPI_SQL } from './kpi-queries';

export type KpiWindow = { from: Date; to: Date };
export type KpiFilter = { plan?: string | undefined; state?: string | undefined };

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

    /**
     * Claims `day` for this run: answers true when no run holds it, or when the run that did claimed it
     * before `staleBefore` (its process died). One statement, so two runs at once cannot both win.
     */
    async claimDay(day: string, at: Date, staleBefore: Date): Promise<boolean> {
      const claimed = await database.db
        .insert(kpiSnapshotClaims)
        .values({ day, claimedAt: at })
        .onConflictDoUpdate({
          target: kpiSnapshotClaims.day,
          set: { claimedAt: sql`excluded.claimed_at` },
          where: lt(kpiSnapshotClaims.claimedAt, staleBefore),
        })
        .returning({ day: kpiSnapshotClaims.day });
      return claimed.length > 0;
    },

    /** Gives a day back after a failed computation, so the job's retry may take it at once. */
    async releaseDay(day: string, at: Date): Promise<void> {
      await database.db
        .delete(kpiSnapshotClaims)
        .where(and(eq(kpiSnapshotClaims.day, day), eq(kpiSnapshotClaims.claimedAt, at)));
    },
  };
}

export type KpiRepository = ReturnType<typeof createKpiRepository>;
