import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedContent, seedDemoData } from './db/seed';
import { DEMO_CUSTOMER } from './db/seed-data/catalog';
import { registerProbes } from './http/health';
import { createStartGate } from './http/start-gate';
import { JOB_SCHEMA } from './modules/platform/jobs/pg-boss-queue';
import { resolveSecrets } from './secrets';
import { fail, loadConfigOrFail, logConnectionError, surviveDatabaseOutages } from './startup';

function defaultWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

async function openConfiguredDatabase(config: Config) {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      listenUrl: config.databaseListenUrl,
      unnamedStatements: config.transactionPooler,
      dataDir: path.join(config.dataDir, 'pglite'),
      onConnectionError: logConnectionError,
    });
  } catch (error) {
    const variable = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
    return fail(`Invalid configuration: ${variable} could not be opened (${(error as Error).message})`);
  }
}

async function main(): Promise<void> {
  surviveDatabaseOutages();
  let config = loadConfigOrFail();
  config = { ...config, webDist: config.webDist ?? defaultWebDist() };
  const secrets = resolveSecrets(config);
  // Listen first: the port answers (health 503, other calls wait) while the database opens.
  const gate = createStartGate(config.startWaitSeconds * 1000);
  let listening;
  try {
    listening = await gate.listen(config.port, config.host);
  } catch (error) {
    fail(`Invalid configuration: PORT ${config.port} could not be used (${(error as Error).message})`);
  }
  // Stopped while starting: nothing was acknowledged yet (held calls only wait), so end at once.
  const stopWhileStarting = () => process.exit(0);
  process.once('SIGTERM', stopWhileStarting);
  process.once('SIGINT', stopWhileStarting);
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const seedOptions = { brandName: config.brandName, product: config.contentProduct };
  // Reference data (content, tax rates, devices) is topped up on every start; demo data once.
  await seedContent(database.db, seedOptions);
  const seeded = config.seedDemo ? await seedDemoData(database.db, seedOptions) : false;

  const app = await buildApp({ config, database, secrets });
  // Ready: the database answers, and the job queue's tables in it.
  const probes = registerProbes(app, {
    ready: () => database.execute(`select 1 from ${JOB_SCHEMA}.version`),
  });
  // Processes already serving on this database drop what the migrations and seed may have changed.
  await app.referenceData
    .announceChange()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'the change of reference data was not announced'),
    );
  await app.ready();
  gate.open(app.server, app.preparedFront);
  const address = listening.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log(`\n${config.brandName} is running at http://${config.host}:${port}`);
  console.log(`Database: ${where}${seeded ? ' (demo data seeded)' : ''}`);
  if (config.seedDemo) console.log(`Demo login: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { delaySeconds, timeoutSeconds } = config.shutdown;
    // Whatever is still running when the bound is reached is given up (a job comes back when it expires).
    setTimeout(() => {
      app.log.error({ timeoutSeconds }, 'stopping took too long: exiting');
      process.exit(1);
    }, timeoutSeconds * 1000).unref();
    probes.startDraining();
    app.log.info({ signal, delaySeconds }, 'draining: not ready; serving on until the balancer has seen it');
    await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    // No new connections; the requests in flight are answered; then the queue and the database close.
    await gate.drain();
    await app.close();
    await gate.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.off('SIGTERM', stopWhileStarting);
  process.off('SIGINT', stopWhileStarting);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
