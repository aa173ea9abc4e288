import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  JOB_SCHEMA,
  createPgBossQueue,
  type RunningJobQueue,
} from '../../src/modules/platform/jobs/pg-boss-queue';
import { createPostgresEventBus } from '../../src/modules/platform/events/postgres-event-bus';
import type { EventBus } from '../../src/modules/platform/events/event-bus';
import { retryWindow } from '../../src/modules/platform/jobs/job-wakeups';
import { definePeriodicJob } from '../../src/lib/periodic-job';
import { clearJobs, takeAndDie, waitForJobs } from '../support/jobs';
import { getTestDatabase, openAnotherConnection } from '../support/test-database';

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
    expect(await takeAndDie(database, 'finish-order')).toBe(1);

    // The supervisor fails the expired try and the living worker runs the job again.
    await queue.start();
    await until(() => ran.length === 1, 15_000);
    expect(ran).toEqual(['A-1']);
  });

  it('runs a periodic job at start-up while a run of a killed process still holds it, and the next one queued behind it', async () => {
    // The killed process: its run was taken and never ended (it expires in 15 minutes), and the
    // next run it had queued waits.
    const killed = newQueue({ runWorkers: false });
    definePeriodicJob(killed, 'sweep-orders', async () => undefined, 3600);
    await killed.start();
    await killed.send('sweep-orders', {}, { singletonKey: 'periodic' });
    expect(await takeAndDie(database, 'sweep-orders')).toBe(1);
    await killed.send('sweep-orders', {}, { singletonKey: 'periodic' });

    // The new process's start-up run, and the waiting one, do not wait for that expiry.
    const queue = newQueue();
    let runs = 0;
    const periodic = definePeriodicJob(
      queue,
      'sweep-orders',
      async () => {
        runs += 1;
      },
      3600,
    );
    await queue.start();
    await periodic.start();
    await until(() => runs === 2, 15_000);
    // A run's end is recorded just after it (not awaited by the worker): read until both are.
    const states = async () =>
      (
        await database.execute(
          `select state, count(*)::int as jobs from ${JOB_SCHEMA}.job where name = 'sweep-orders' group by state order by state`,
        )
      ).rows as { state: string; jobs: number }[];
    let rows = await states();
    for (
      let tries = 0;
      tries < 50 && !rows.some((row) => row.state === 'completed' && row.jobs === 2);
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await states();
    }
    // Still one waiting run at a time, an hour from now.
    expect(rows).toEqual([
      { state: 'created', jobs: 1 },
      { state: 'active', jobs: 1 },
      { state: 'completed', jobs: 2 },
    ]);
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

describe(
  'job queue wake-ups: an idle worker does not poll, a due job still starts at once',
  { timeout: 60_000 },
  () => {
    // Workers that would look for jobs only every ten minutes on their own. The waits below are far
    // shorter than that, yet long enough for a busy CI machine (two suites and the browser journeys
    // side by side on two cores): only a wake-up can start a job within them.
    const IDLE_POLL = 600;
    const WAKE_UP_WAIT = 30_000;
    const closers: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const close of closers.splice(0)) await close();
    });

    /** A queue of another process: its own database connection (a pool on PostgreSQL) and event bus. */
    async function processQueue(runWorkers: boolean, bus?: EventBus, slowStatement?: RegExp) {
      const opened = await openAnotherConnection();
      // A busy database: the statements matching `slowStatement` take 400 ms more.
      const connection: Database = slowStatement
        ? {
            ...opened,
            execute: async (text, values) => {
              if (slowStatement.test(text)) await new Promise((resolve) => setTimeout(resolve, 400));
              return opened.execute(text, values);
            },
          }
        : opened;
      const events = bus ?? createPostgresEventBus(connection, quiet);
      const queue = createPgBossQueue(
        connection,
        quiet,
        { runWorkers, pollingSeconds: IDLE_POLL, maintenanceSeconds: 60, defaultPolicy: POLICY },
        events,
      );
      queues.push(queue);
      closers.push(async () => {
        await queue.stop();
        await events.close();
        await connection.close();
      });
      return { queue, events };
    }

    it('runs a job sent by a process without workers on another process, announced on the event bus', async () => {
      const worker = await processQueue(true);
      const sender = await processQueue(false);
      const ran: number[] = [];
      worker.queue.define<{ n: number }>('announced', async ({ n }) => void ran.push(n));
      sender.queue.define('announced', async () => undefined);
      await worker.events.start();
      await sender.events.start();
      await worker.queue.start();
      await sender.queue.start();
      // The worker's first look found nothing; from now on only a wake-up can start a job in time.
      await new Promise((resolve) => setTimeout(resolve, 300));

      await sender.queue.send('announced', { n: 1 });
      await sender.queue.send('announced', { n: 2 });
      await sender.queue.send('announced', { n: 3 });

      await until(() => ran.length === 3, WAKE_UP_WAIT);
      expect(ran.sort()).toEqual([1, 2, 3]);
    });

    it('starts a job sent for later when its time comes, and a failed job when its retry is due', async () => {
      // pg-boss records a failure after the handler, without waiting: on a busy database the record,
      // and so the retry's due time, comes well after the throw (the failure statement is slowed here).
      const { queue, events } = await processQueue(true, undefined, /retried_jobs/);
      const ran: number[] = [];
      let tries = 0;
      queue.define<{ n: number }>('timed', async ({ n }) => void ran.push(n));
      queue.define('failing-twice', async () => {
        tries += 1;
        if (tries < 3) throw new Error('not yet');
      });
      await events.start();
      await queue.start();
      await new Promise((resolve) => setTimeout(resolve, 300));

      const sent = Date.now();
      await queue.send('timed', { n: 1 }, { startAfterSeconds: 1 });
      await queue.send('failing-twice', {});

      await until(() => ran.length === 1 && tries === 3, WAKE_UP_WAIT);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(1000);
    });

    it('polls often while the event bus does not listen, since wake-ups from other processes are lost then', async () => {
      const deaf: EventBus = {
        kind: 'postgres',
        publish: async () => undefined,
        subscribe: () => undefined,
        onGap: () => undefined,
        isListening: () => false,
        start: async () => undefined,
        close: async () => undefined,
      };
      const worker = await processQueue(true, deaf);
      const sender = await processQueue(false, deaf);
      const ran: number[] = [];
      worker.queue.define<{ n: number }>('unannounced', async ({ n }) => void ran.push(n));
      sender.queue.define('unannounced', async () => undefined);
      await worker.queue.start();
      await sender.queue.start();
      await new Promise((resolve) => setTimeout(resolve, 300));

      await sender.queue.send('unannounced', { n: 1 });

      await until(() => ran.length === 1, WAKE_UP_WAIT);
    });
  },
);

describe('retryWindow', () => {
  it('plans the next try as pg-boss does: a fixed delay, or a doubling window with back-off', () => {
    const base = { retryLimit: 3, retryDelay: 10 };
    expect(retryWindow(0, { ...base, retryCount: 0, retryBackoff: false })).toEqual({
      earliest: 10_000,
      latest: 10_000,
    });
    expect(retryWindow(0, { ...base, retryCount: 0, retryBackoff: true })).toEqual({
      earliest: 10_000,
      latest: 20_000,
    });
    expect(retryWindow(0, { ...base, retryCount: 1, retryBackoff: true })).toEqual({
      earliest: 20_000,
      latest: 40_000,
    });
    expect(retryWindow(0, { ...base, retryCount: 3, retryBackoff: true })).toBeUndefined();
  });
});
