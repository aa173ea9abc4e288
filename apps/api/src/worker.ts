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
    listenUrl: config.databaseListenUrl,
    unnamedStatements: config.transactionPooler,
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
  // Printed whatever LOG_LEVEL is, as the server prints its address: a service manager waits for it.
  console.log(`${config.brandName} worker is working background jobs (pid ${process.pid})`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // The queue takes no new jobs and gives the running ones a moment (a job left unfinished runs
    // again once it expires); past SHUTDOWN_TIMEOUT_SECONDS the process exits whatever is left.
    setTimeout(() => {
      app.log.error({ timeoutSeconds: config.shutdown.timeoutSeconds }, 'stopping took too long: exiting');
      process.exit(1);
    }, config.shutdown.timeoutSeconds * 1000).unref();
    app.log.info('stopping: handing jobs back');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

void main();
