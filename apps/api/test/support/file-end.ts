import { clearJobs } from './jobs';
import { killStartedServers } from './server-process';
import { closeAppsLeftOpen } from './test-app';
import { openedTestDatabase } from './test-database';

/**
 * What test/support/setup-servers.ts does after each test file: no server it started outlives it
 * (support/server-process.ts), no app it built is left working the worker's job queue
 * (support/test-app.ts), and no job it left waits in the queue. A job of a queue only that file's
 * apps worked (the carrier's sweeps, say) would otherwise be waited for by the next file's first reset
 * until its 15 s limit, as ten files of a run did.
 */
export async function tidyAfterFile(): Promise<void> {
  killStartedServers();
  await closeAppsLeftOpen();
  const database = await openedTestDatabase()?.catch(() => undefined);
  if (database) await clearJobs(database);
}
