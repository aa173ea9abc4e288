/**
 * A process that only works background jobs (mail, port-in progress, ...), for deployments that
 * run them apart from the web processes: start web processes with JOB_WORKERS=false and one or
 * more of these. It needs PostgreSQL (DATABASE_URL): an embedded PGlite folder belongs to the one
 * process that opened it. The server applies migrations; this process only waits for them.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { resolveSecrets } from './secrets';

/** PostgreSQL ended a pooled connection: the pool reconnects; the log says what happened. */
function logConnectionError(error: Error): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: error.message })}\n`,
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
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
