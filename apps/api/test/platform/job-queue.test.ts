import PgBoss from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  JOB_SCHEMA,
  createPgBossQueue,
  type RunningJobQueue,
} from '../../src/modules/platform/jobs/pg-boss-queue';
import { clearJobs, waitForJobs } from '../support/jobs';
import { getTestDatabase } from '../support/test-database';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const POLICY = { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 };

let database: Database;
let queues: RunningJobQueue[] = [];

function newQueue(overrides: { maintenanceSeconds?: number; runWorkers?: boolean } = {}) {
  const queue = createPgBossQueue(database, quiet, {
    runWorkers: true,
    pollingSeconds: 0.5,
    maintenanceSeconds: 60,
    defaultPolicy: POLICY,
    ...overrides,
  });
  queues.push(queue);
  return queue;
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  database = await getTestDatabase();
  await clearJobs(database);
});
afterEach(async () => {
  for (const queue of queues) await queue.stop();
  queues = [];
});

describe('job queue (pg-boss in the app database)', () => {
  it('runs a job once with its data, soon after it is sent', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    queue.define<{ n: number }>('count', async (data) => {
      seen.push(data);
    });
    await queue.start();

    const id = await queue.send('count', { n: 7 });

    expect(id).toEqual(expect.any(String));
    await waitForJobs(database);
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('tries a failing job again by its policy until it succeeds', async () => {
    const queue = newQueue();
    let tries = 0;
    queue.define('flaky', async () => {
      tries += 1;
      if (tries < 3) throw new Error('not yet');
    });
    await queue.start();

    await queue.send('flaky', {});

    await until(() => tries === 3);
    await waitForJobs(database);
    const { rows } = await database.execute(
      `select state, retry_count from ${JOB_SCHEMA}.job where name = 'flaky'`,
    );
    expect(rows).toEqual([{ state: 'completed', retry_count: 2 }]);
  });

  it('holds a job sent for later until its time, and keeps one job per singleton key', async () => {
    const queue = newQueue();
    const ran: number[] = [];
    queue.define<{ n: number }>(
      'later',
      async ({ n }) => {
        ran.push(n);
      },
      { policy: 'oncePerKey' },
    );
    await queue.start();

    const first = await queue.send('later', { n: 1 }, { startAfterSeconds: 2, singletonKey: 'line-1' });
    const repeat = await queue.send('later', { n: 2 }, { startAfterSeconds: 2, singletonKey: 'line-1' });

    expect(first).toEqual(expect.any(String));
    expect(repeat).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(ran).toEqual([]);
    await until(() => ran.length === 1);
    expect(ran).toEqual([1]);
  });

  it('picks up again a job whose worker died while working it', async () => {
    const queue = newQueue({ maintenanceSeconds: 1 });
    const ran: string[] = [];
    queue.define<{ order: string }>(
      'finish-order',
      async ({ order }) => {
        ran.push(order);
      },
      { expireInSeconds: 1 },
    );
    // Only sends: no worker of its own yet, so the job waits for the one that dies.
    const sender = newQueue({ runWorkers: false });
    sender.define('finish-order', async () => undefined, { expireInSeconds: 1 });
    await sender.start();
    await sender.send('finish-order', { order: 'A-1' });

    // Another process takes the job and dies without finishing it: it stays active.
    const dying = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) },
      schema: JOB_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await dying.start();
    const taken = await dying.fetch('finish-order');
    expect(taken).toHaveLength(1);
    await dying.stop({ graceful: false, close: false });

    // The supervisor fails the expired try and the living worker runs the job again.
    await queue.start();
    await until(() => ran.length === 1, 15_000);
    expect(ran).toEqual(['A-1']);
  });

  it('drops, and logs, the completion of a job lost to a database outage; the job runs again once it expires', async () => {
    // The database answers as a server that has just ended every connection would (SQLSTATE 57P01)
    // while `away` is set: from inside the job until its completion has been tried.
    let away = false;
    const ended = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const flaky: Database = {
      ...database,
      execute: async (text, values) => {
        if (away) throw ended;
        return database.execute(text, values);
      },
    };
    const warnings: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const queue = createPgBossQueue(
      flaky,
      { ...quiet, warn: (_details: unknown, message?: string) => void warnings.push(String(message)) },
      { runWorkers: true, pollingSeconds: 0.5, maintenanceSeconds: 1, defaultPolicy: POLICY },
    );
    queues.push(queue);
    const ran: number[] = [];
    queue.define<{ n: number }>(
      'outage-at-completion',
      async ({ n }) => {
        ran.push(n);
        if (ran.length === 1) away = true;
      },
      { expireInSeconds: 1 },
    );
    await queue.start();
    try {
      await queue.send('outage-at-completion', { n: 1 });
      await until(() => warnings.some((message) => message.startsWith('job state not recorded')));
      away = false;

      await until(() => ran.length === 2, 15_000);
      expect(ran).toEqual([1, 1]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      away = false;
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
