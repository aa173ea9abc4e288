import PgBoss from 'pg-boss';
import type { Database } from '../../src/db/client';
import { JOB_SCHEMA } from '../../src/modules/platform/jobs/pg-boss-queue';

type Retrying = { name: string; retry_count: number; output: unknown };

/**
 * Jobs not finished: waiting and due, running, or failed and waiting for their next try (however
 * far off it is: a mail whose first try failed still arrives, and the test waits for it).
 *
 * "Due" compares with clock_timestamp(), not now(): now() is when the statement arrived, and on a
 * busy machine the statement can take its snapshot many milliseconds later. A job queued in
 * between (start_after = its own now()) is then visible but looks "not yet due", and a chain of
 * jobs (a step queueing the next, a job queueing its mail) seemed finished while one was waiting.
 */
/**
 * The business figures' daily snapshot (decision 070) and the live figures' kept months (decision 107)
 * are started by every process at start-up and read the whole database: a test that ends connections
 * (a database outage) can interrupt them, and their retry is nothing a test's customer waits for, so
 * either waiting to be retried is not waited for.
 */
const NOT_WAITED_IN_RETRY = ['kpi-snapshot', 'kpi-live-months'];

const PENDING_JOBS = `select name, state, retry_count, output from ${JOB_SCHEMA}.job
  where (state in ('created', 'active') and start_after <= clock_timestamp())
     or (state = 'retry' and name not in (${NOT_WAITED_IN_RETRY.map((name) => `'${name}'`).join(', ')}))`;

async function pendingJobs(
  database: Database,
): Promise<{ count: number; retrying: Retrying[]; names: string[] }> {
  // Prepared: planning it over the queue's partitions (one a queue) took some 6 ms, reading them 1.
  const { rows } = await database.execute(PENDING_JOBS, [], { prepared: true });
  const all = rows as (Retrying & { state: string })[];
  const retrying = all.filter((row) => row.state === 'retry');
  return { count: rows.length, retrying, names: all.map((row) => `${row.name} (${row.state})`) };
}

/**
 * Waits until the queue has worked every job that is due (mail, for instance, is sent by a job
 * after the request answered). Jobs scheduled for later do not count. A job that failed and waits
 * for its next try is waited for, and its error is printed: the test passes as the customer would
 * see it (the mail comes a little late), and the log says why the first try failed.
 */
export async function waitForJobs(database: Database, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const reported = new Set<string>();
  for (;;) {
    const { count, retrying, names } = await pendingJobs(database);
    if (count === 0) return;
    for (const job of retrying) {
      const key = `${job.name}:${job.retry_count}:${JSON.stringify(job.output)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      console.warn(`job ${job.name} failed (try ${job.retry_count}) and waits to be retried:`, job.output);
    }
    // Which jobs, so that a job no process of the test works (left by another file) is named.
    if (Date.now() > deadline)
      throw new Error(`jobs still pending after ${timeoutMs} ms: ${[...new Set(names)].join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const QUEUE_TABLE_PRESENT = `select to_regclass('${JOB_SCHEMA}.job') is not null as present`;

/** Removes every job, so one test's leftovers never run in the next. */
export async function clearJobs(database: Database): Promise<void> {
  // A delete, not a truncate: the queue's table is split into one partition per queue, and truncating
  // each of them on every test cost more than the few rows they hold.
  // Both prepared: the delete's plan over every partition took longer to make than to run.
  const { rows } = await database.execute(QUEUE_TABLE_PRESENT, [], { prepared: true });
  if ((rows[0] as { present: boolean }).present)
    await database.execute(`delete from ${JOB_SCHEMA}.job`, [], { prepared: true });
}

/**
 * Another process's queue on the same database that takes one `job` and dies without finishing it
 * (the job stays active): what a killed worker leaves behind. Answers how many it took.
 */
export async function takeAndDie(database: Database, job: string): Promise<number> {
  const dying = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) },
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await dying.start();
  const taken = await dying.fetch(job);
  await dying.stop({ graceful: false, close: false });
  return taken.length;
}
