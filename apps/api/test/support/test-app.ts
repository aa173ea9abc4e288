import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { HEADERS, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import { seedContent } from '../../src/db/seed';
import type { Secrets } from '../../src/secrets';
import { clearJobs, waitForJobs } from './jobs';
import { getTestDatabase, resetDatabase, resetDatabaseWithContent } from './test-database';

export const TEST_SECRETS: Secrets = {
  appApiKey: 'test-api-key-123',
  jwtSecret: 'test-jwt-secret-0123456789abcdefghijklmnop',
  chatSecret: 'test-chat-secret-0123456789abcdefghijklmno',
  dataEncryptionKey: '0123456789abcdef'.repeat(4),
};

/** TEST_SECRETS as the environment gives them to a process of the app (a server, a command). */
export const TEST_SECRETS_ENV: Record<string, string> = {
  APP_API_KEY: TEST_SECRETS.appApiKey,
  JWT_SECRET: TEST_SECRETS.jwtSecret,
  CHAT_SECRET: TEST_SECRETS.chatSecret,
  DATA_ENCRYPTION_KEY: TEST_SECRETS.dataEncryptionKey,
};

/** The three SPEC §7 channel headers, all valid. */
export const CHANNEL_HEADERS: Record<string, string> = {
  [HEADERS.apiKey]: TEST_SECRETS.appApiKey,
  [HEADERS.companyCode]: WEB_COMPANY_CODE,
  [HEADERS.operatorId]: String(OPERATOR_ID),
};

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  secrets: Secrets;
  headers: Record<string, string>;
  /** Closes the app and removes its data folder; the worker's database stays open. */
  close: () => Promise<void>;
};

/** A test's configuration: quiet, in a data folder of its own (the caller removes it), `env` on top. */
export function testConfig(env: Record<string, string> = {}): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-test-'));
  return {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }),
    dataDir,
  };
}

/**
 * Builds the real app on the worker's test database. It is not made ready, so a test may
 * still add routes; `inject` readies it.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  { clock }: { clock?: Clock } = {},
): Promise<TestApp> {
  const { config, dataDir } = testConfig({
    // Tests wait for jobs (mail, say): short waits keep them quick.
    JOB_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    // The business figures' jobs read the whole database at every start-up: only the tests of them ask.
    KPI_JOBS: 'false',
    ...overrides,
  });
  const database = await getTestDatabase();
  const secrets = { ...TEST_SECRETS };
  const app = await buildApp({ config, database, secrets, logger: false, ...(clock ? { clock } : {}) });
  const made: TestApp = {
    app,
    config,
    database,
    secrets,
    headers: { ...CHANNEL_HEADERS },
    close: async () => {
      openApps.delete(made);
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  openApps.add(made);
  return made;
}

/** Apps this test process built and has not closed (see closeAppsLeftOpen). */
const openApps = new Set<TestApp>();

/**
 * Closes every app a test file built and left open (test/support/setup-servers.ts, after each file).
 * An app works the job queue of the worker's database until it is closed: one left by a file whose
 * start-up failed half-way (its carrier simulator's port taken) took the jobs of the files after it,
 * with a clock of its own, and their renewals never ran.
 */
export async function closeAppsLeftOpen(): Promise<void> {
  for (const left of [...openApps]) {
    console.warn('an app the test file built was still open at its end: closed');
    await left.close();
  }
}

/** A production deployment with the demo switched on, with secrets of its own. */
export const PRODUCTION_DEMO_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  DEMO_MODE: 'true',
  APP_API_KEY: 'prod-api-key-123',
  JWT_SECRET: 'p'.repeat(40),
  CHAT_SECRET: 'c'.repeat(40),
  DATA_ENCRYPTION_KEY: 'd'.repeat(64),
};

/**
 * Runs `use` on an app configured for production with the demo switched on (its own secrets, no
 * job workers), closing it afterwards: the demo's routes must still be missing there.
 */
export async function withProductionDemoApp(use: (production: TestApp) => Promise<void>): Promise<void> {
  const production = await createTestApp({ ...PRODUCTION_DEMO_ENV, JOB_WORKERS: 'false' });
  try {
    await use(production);
  } finally {
    await production.close();
  }
}

/** Empties the database and, when asked, puts back the content every page needs. */
export async function resetData(database: Database, { content }: { content: boolean }): Promise<void> {
  // Work still running from the test before (a mail being written, say) finishes first, so it
  // cannot land in this test's data; what waits for later is dropped.
  await waitForJobs(database).catch(() => undefined);
  await clearJobs(database);
  if (content)
    await resetDatabaseWithContent(database, () =>
      seedContent(database.db, { brandName: 'Brightline Mobile', product: 'brightline' }),
    );
  else await resetDatabase(database);
}

/**
 * Registers the usual hooks of an API test file: one app per file (closed afterAll), fresh
 * data before each test. Read the returned object's fields inside tests and hooks only.
 */
export function useTestApp(
  options: { overrides?: Record<string, string>; content?: boolean; clock?: Clock } = {},
): TestApp {
  let current: TestApp | undefined;
  const get = (): TestApp => {
    if (!current) throw new Error('The test app is built in beforeAll; use it inside tests or hooks.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options.overrides, options.clock ? { clock: options.clock } : {});
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    await resetData(get().database, { content: options.content ?? false });
    // The reset rewrote plans and content behind the app's copies in memory.
    await get().app.referenceData.announceChange();
  });
  return {
    get app() {
      return get().app;
    },
    get config() {
      return get().config;
    },
    get database() {
      return get().database;
    },
    get secrets() {
      return get().secrets;
    },
    get headers() {
      return get().headers;
    },
    close: () => get().close(),
  };
}
