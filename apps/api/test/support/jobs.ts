import type { Database } from '../../src/db/client';
import { JOB_SCHEMA } from '../../src/modules/platform/jobs/pg-boss-queue';

/** Jobs that are due and not finished: waiting, waiting to be retried now, or running. */
async function pendingJobs(database: Database): Promise<number> {
  const { rows } = await database.execute(
    `select count(*)::int as n from ${JOB_SCHEMA}.job
      where state in ('created', 'retry', 'active') and start_after <= now()`,
  );
  return (rows[0] as { n: number }).n;
}

/**
 * Waits until the queue has worked every job that is due (mail, for instance, is sent by a job
 * after the request answered). Jobs scheduled for later do not count.
 */
export async function waitForJobs(database: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await pendingJobs(database)) > 0) {
    if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Removes every job, so one test's leftovers never run in the next. */
export async function clearJobs(database: Database): Promise<void> {
  const { rows } = await database.execute(`select to_regclass('${JOB_SCHEMA}.job') is not null as present`);
  if ((rows[0] as { present: boolean }).present) await database.execute(`truncate ${JOB_SCHEMA}.job`);
}
