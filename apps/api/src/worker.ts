/**
 * A process that only works background jobs (mail, port-in progress, ...), for deployments that
 * run them apart from the web processes: start web processes with JOB_WORKERS=false and one or
 * more of these. It needs PostgreSQL (DATABASE_URL): an embedded PGlite folder belongs to the one
 * process that opened it. The server applies migrations; this process only waits for them.
 */
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { resolveSecrets } from './secrets';
import { fail, loadConfigOrFail, logConnectionError, surviveDatabaseOutages } from './startup';

async function main(): Promise<void> {
  surviveDatabaseOutages();
  const config = loadConfigOrFail();
  if (!config.databaseUrl) {
    fail('Invalid configuration: DATABASE_URL is required for a worker process (PGlite serves one process)');
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    onConnectionError: logConnectionError,
  }).catch((error: Error) =>
    fail(`Invalid configuration: DATABASE_URL could not be opened (${error.message})`),
  );
  const app = await buildApp({
    config: { ...config, jobs: { ...config.jobs, runWorkers: true } },
    database,
    secrets: resolveSecrets(config),
  });
  await app.ready();
  app.log.info({ pid: process.pid }, 'worker is working background jobs');

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

void main();
