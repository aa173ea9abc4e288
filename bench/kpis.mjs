// The business figures at scale (decision 070): fills a PostgreSQL database of its own with the generated
// history (apps/api/scripts/generate-history.ts; BENCH_LINES lines, default 1,000,000, of BENCH_CUSTOMERS,
// default 600,000, over 13 months), then times, in this process on the API's own code: the KPI page's two calls
// (the report for 13 months and the live figures, decision 107: cohorts, first response, eSIM installed; each
// whole and filtered by a plan and a state; median and p99 of BENCH_RUNS, default 100, after 2 warm-up calls) and
// the daily snapshot job (its first run, every day of 13 months, and a day's run). Printed, never asserted.
// Run: npm run bench:kpis   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/mvno_kpi_bench)
// Size: KPI_BENCH_LINES (or BENCH_LINES), e.g. KPI_BENCH_LINES=1000000; CI runs a small size. KPI_BENCH_REUSE=1
// keeps a database already filled at that size (only migrated), so two versions of the statement are timed on
// the same history ("before" on one commit, "after" on another; decision 079);
// the page's call is timed after the snapshot job's first run, which keeps every day of the 13 months
// (decision 090), so that only the open day is computed live.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { systemClock } from '../apps/api/src/lib/clock.ts';
import { createKpiRepository } from '../apps/api/src/modules/kpis/kpi-repository.ts';
import { createKpiService } from '../apps/api/src/modules/kpis/kpi-service.ts';
import { KPI_OPEN_DAY_SQL } from '../apps/api/src/modules/kpis/kpi-open-day-query.ts';
import { generateHistory } from '../apps/api/scripts/generate-history.ts';
import { freshDatabase } from './postgres-bench.mjs';

const LINES = Number(process.env.KPI_BENCH_LINES ?? process.env.BENCH_LINES ?? 1_000_000);
const REUSE = process.env.KPI_BENCH_REUSE === '1';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? Math.round(LINES * 0.6));
// 100 runs, so that p99 is not simply the slowest run; each series after WARM_UP calls (as the care search
// bench does), so that it times a page in use rather than the first read of each table after the job.
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 2;
// KPI_BENCH_DAYS=steps: keep the 13 months' days by the daily job's path (decision 097), the first day over every
// line and each later one from the day before's, timing each, rather than all at once over every line.
const STEPS = process.env.KPI_BENCH_DAYS === 'steps';
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mvno_kpi_bench');

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (value) => `${Math.round(value)} ms`;

async function timed(runs, work, warmUp = 0) {
  for (let i = 0; i < warmUp; i += 1) await work();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

/** Whether the database of `url` exists and holds `lines` lines (a kept history of that size). */
async function filledAt(target, lines) {
  const client = new pg.Client({ connectionString: target.toString() });
  try {
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from subscription_lines');
    return rows[0].n === lines;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  if (!REUSE || !(await filledAt(url, LINES))) await freshDatabase(url);
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
    if (!REUSE || !(await filledAt(url, LINES))) {
      const started = performance.now();
      await generateHistory(database, { lines: LINES, customers: CUSTOMERS });
      console.log(
        `history: ${LINES} lines, ${CUSTOMERS} customers, 13 months: generated in ${ms(performance.now() - started)}`,
      );
    } else console.log(`history: ${LINES} lines, kept from an earlier run`);
    await database.execute('delete from kpi_snapshots', []);
    await database.execute('delete from kpi_snapshot_claims', []).catch(() => undefined);
    await database.execute('delete from kpi_days', []).catch(() => undefined);
    await database.execute('delete from kpi_live_months', []).catch(() => undefined);

    const kpis = createKpiRepository(database);
    const service = createKpiService({ kpis, clock: systemClock });
    const [plan] = await kpis.plans();
    // Decision 090: the days the page reads (13 months) are computed once, then only the open day is live.
    if (STEPS) {
      // Decision 097: the first day over every line, then each day from the day before's kept figures (the
      // daily job's path), each timed: what the daily job costs for each day of the history.
      const today = new Date(new Date().toISOString().slice(0, 10));
      const firstDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 12, 1) - 86_400_000);
      const days = [];
      for (let at = firstDay.getTime(); at < today.getTime(); at += 86_400_000)
        days.push(new Date(at).toISOString().slice(0, 10));
      const started = performance.now();
      await kpis.computeDays(days[0], days[0], [days[0]]);
      console.log(`kept days: the first (${days[0]}) over every line: ${ms(performance.now() - started)}`);
      const steps = [];
      for (const day of days.slice(1)) {
        const t0 = performance.now();
        await kpis.computeDayStep(day);
        steps.push(performance.now() - t0);
      }
      const total = steps.reduce((a, b) => a + b, 0);
      const recent = steps.slice(-30).sort((a, b) => a - b);
      steps.sort((a, b) => a - b);
      console.log(
        `kept days: ${steps.length} days each from the day before: ${ms(total)} in all; a day median ${ms(quantile(steps, 0.5))}, p99 ${ms(quantile(steps, 0.99))}, max ${ms(steps.at(-1))}; the last 30 days median ${ms(quantile(recent, 0.5))}, max ${ms(recent.at(-1))}`,
      );
    }
    const first = performance.now();
    const snapshots = await service.takeSnapshots();
    const firstKeep = performance.now();
    await service.keepLiveMonths();
    const keptIn = performance.now() - firstKeep;
    console.log(
      `snapshot job, first run (${STEPS ? 'the 31 snapshots, the days kept above' : 'every day of 13 months kept'}, ${snapshots.length} snapshots): ${ms(firstKeep - first)}; the live figures' months kept (their own job): ${ms(keptIn)}`,
    );
    const calls = [
      ['KPI page call', (query) => service.report(query)],
      ['KPI live call', (query) => service.liveFigures(query)],
    ];
    for (const [name, call] of calls) {
      const whole = await timed(RUNS, () => call({}), WARM_UP);
      const filtered = await timed(RUNS, () => call({ plan: plan?.id, state: 'TX' }), WARM_UP);
      console.log(
        `${name}, whole business: median ${ms(whole.median)}, p99 ${ms(whole.p99)}; a plan and a state: median ${ms(filtered.median)}, p99 ${ms(filtered.p99)} (${RUNS} runs each)`,
      );
    }
    const month = await timed(Math.min(RUNS, 3), () => service.monthToDate());
    console.log(`month to date (/metrics): median ${ms(month.median)}, p99 ${ms(month.p99)}`);
    const last = `(select max(day) from kpi_days)`;
    await database.execute(`delete from kpi_snapshots where day = ${last}`, []);
    await database.execute(`delete from kpi_snapshot_claims where day = ${last}`, []);
    await database.execute(`delete from kpi_days where day = ${last}`, []);
    await database.execute('delete from kpi_live_months', []).catch(() => undefined);
    const daily = performance.now();
    await service.takeSnapshots();
    console.log(
      `snapshot job, one day (from the day before's kept figures): ${ms(performance.now() - daily)}`,
    );
    // The open day's statement (decision 090's risk): whether PostgreSQL compiles it (JIT) at this size.
    const jit = await database.execute('show jit', []);
    const now = new Date();
    const midnight = new Date(now.toISOString().slice(0, 10));
    const explained = await database.execute(`explain (analyze, format json) ${KPI_OPEN_DAY_SQL}`, [
      midnight.toISOString(),
      now.toISOString(),
      null,
      null,
    ]);
    const [top] = explained.rows[0]['QUERY PLAN'];
    console.log(
      `open day's statement: ${Math.round(top['Execution Time'])} ms, plan cost ${Math.round(top.Plan['Total Cost'])}, jit ${jit.rows[0].jit}: ${top.JIT ? `compiled, ${Math.round(top.JIT.Timing.Total)} ms of JIT` : 'not compiled'}`,
    );
    await database.execute('delete from kpi_live_months', []);
    const keep = performance.now();
    await service.keepLiveMonths();
    console.log(`the live figures' months job, a day's run (decision 107): ${ms(performance.now() - keep)}`);
    const again = performance.now();
    await service.takeSnapshots();
    console.log(`snapshot job, a start-up with every day kept: ${ms(performance.now() - again)}`);
  } finally {
    await database.close();
  }
}

await main();
