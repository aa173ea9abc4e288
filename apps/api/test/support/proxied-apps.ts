import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app';
import type { Database } from '../../src/db/client';
import { CHANNEL_HEADERS, resetData, TEST_SECRETS, testConfig } from './test-app';
import { getTestDatabase, openAnotherConnection } from './test-database';

export type ProxiedApps = {
  /** The two processes (app instances on one database). */
  readonly apps: FastifyInstance[];
  readonly database: Database;
  /**
   * One POST through the proxy, from a client address never used before, on process `i % 2`:
   * its status and body.
   */
  postFrom: (i: number, url: string, body: object) => Promise<{ status: number; body: unknown }>;
};

/**
 * Two app instances on one database behind one proxy hop (TRUST_PROXY=1), standing for two
 * processes; every request claims its own client address in X-Forwarded-For (`addressPrefix`
 * gives its first two parts). Registers the file's hooks; the data is emptied before each test.
 */
export function twoProxiedApps(
  addressPrefix: string,
  options: Pick<AppDeps, 'limits' | 'slowdown'>,
): ProxiedApps {
  let dataDirs: string[] = [];
  let apps: FastifyInstance[] = [];
  let database: Database;
  let address = 0;

  async function startApp(db: Database): Promise<FastifyInstance> {
    const { config, dataDir } = testConfig({ TRUST_PROXY: '1', JOB_POLL_SECONDS: '0.5' });
    dataDirs.push(dataDir);
    return buildApp({ config, database: db, secrets: { ...TEST_SECRETS }, logger: false, ...options });
  }

  beforeAll(async () => {
    database = await getTestDatabase();
    apps = [await startApp(database), await startApp(await openAnotherConnection())];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    dataDirs = [];
  });
  beforeEach(() => resetData(database, { content: false }));

  return {
    get apps() {
      return apps;
    },
    get database() {
      return database;
    },
    async postFrom(i, url, body) {
      address += 1;
      const response = await apps[i % 2]!.inject({
        method: 'POST',
        url,
        headers: {
          ...CHANNEL_HEADERS,
          'x-forwarded-for': `${addressPrefix}.${(address >> 8) & 255}.${address & 255}`,
        },
        remoteAddress: '10.0.0.2',
        payload: body,
      });
      return { status: response.statusCode, body: response.json() as unknown };
    },
  };
}
