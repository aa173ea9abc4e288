/**
 * The job queue on pg-boss, kept in the app's own database (schema `pgboss`): on PostgreSQL
 * through the app's pool, on the embedded PGlite through the same client as the app, so there
 * is no second database to run. Every process may send; the processes that run workers fetch
 * with `FOR UPDATE SKIP LOCKED`, so each job runs once, and pg-boss's supervisor fails and retries
 * a job whose worker died (its `expireInSeconds` ran out).
 */
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Database } from '../../../db/client';
import { isDatabaseUnavailable } from '../../../errors';
import type { JobHandler, JobQueue, QueueOptions, RetryPolicy, SendOptions } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { JOB_SCHEMA } from './job-schema';
import { createFailedJobs, type FailedJobRow } from './failed-jobs';
import { createJobWakeups, retryWindow, type WakeupBus } from './job-wakeups';

export type { FailedJobRow };

export { JOB_SCHEMA };

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
/** The statement that records a worker's failed jobs (values: queue name, job ids, output). */
const FAIL_JOBS = plans.failJobsById(JOB_SCHEMA);
/** The statements pg-boss 10 issues without awaiting them: marking jobs completed, and failed. */
const UNAWAITED_STATEMENTS: ReadonlySet<string> = new Set([plans.completeJobs(JOB_SCHEMA), FAIL_JOBS]);

/** How each of our queue policies is held by pg-boss. */
const PG_BOSS_POLICIES = {
  standard: 'standard',
  oncePerKey: 'stately',
  oneWaiting: 'short',
} as const satisfies Record<NonNullable<QueueOptions['policy']>, string>;

export type JobQueueSettings = {
  /** Whether this process works jobs (false: it only sends them, workers run elsewhere). */
  runWorkers: boolean;
  /**
   * How often an idle worker looks for due jobs that no wake-up announced (a job sent by any process
   * wakes the workers when it falls due, through `bus`; so does a failed job's retry).
   */
  pollingSeconds: number;
  /** How often idle workers look while the event bus does not listen (wake-ups may be lost then). */
  fallbackPollingSeconds?: number;
  /** How often the supervisor fails expired jobs (a killed worker's) so they are retried. */
  maintenanceSeconds: number;
  /** Retry policy of a queue that defines none. */
  defaultPolicy: Required<RetryPolicy>;
};

export type RunningJobQueue = JobQueue & {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Failed jobs, newest first. */
  failedJobs(limit: number, offset: number): Promise<FailedJobRow[]>;
  /** Runs a failed job again (a try more than its limit); false when it is not a failed job. */
  retryFailed(queue: string, id: string): Promise<boolean>;
  /** Removes a failed job without running it; false when it is not a failed job. */
  dismissFailed(queue: string, id: string): Promise<boolean>;
};

type Definition = {
  handler: JobHandler<object>;
  policy: Required<RetryPolicy>;
  kind: NonNullable<QueueOptions['policy']>;
};

export function createPgBossQueue(
  database: Database,
  log: Log,
  settings: JobQueueSettings,
  bus?: WakeupBus,
): RunningJobQueue {
  // Counted so that stopping can wait until pg-boss and the handlers are done with the database
  // (the app closes the database right after).
  let busy = 0;
  async function counted<T>(work: () => Promise<T>): Promise<T> {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  }
  // A connection the server just ended fails the statement on it: it is tried again on a fresh
  // connection, up to twice more. While the database stays away the last try fails like the first.
  // pg-boss's statements with values are a fixed set of texts run over and over (each queue's poll
  // every few seconds): prepared, each connection parses them once (decision 119).
  async function executeWithRetry(text: string, values?: unknown[]) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await database.execute(text, values, { prepared: values !== undefined });
      } catch (error) {
        if (stopped || attempt === 3 || !isDatabaseUnavailable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  }
  // pg-boss does not wait for the statements that mark a job done or failed (it starts them and
  // moves on), so their failure would surface as an unhandled rejection. When the database is away
  // they are logged and dropped: the job stays active until it expires and is then retried.
  async function executeSql(text: string, values?: unknown[]) {
    try {
      const result = await executeWithRetry(text, values);
      if (text === FAIL_JOBS) failuresRecorded(values?.[1]);
      return result;
    } catch (error) {
      if (text === FAIL_JOBS) failuresRecorded(values?.[1], false);
      if (!UNAWAITED_STATEMENTS.has(text) || !isDatabaseUnavailable(error)) throw error;
      log.warn(
        { err: error },
        'job state not recorded: the database is away; the job runs again after it expires',
      );
      return { rows: [{ count: 0 }] };
    }
  }
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => counted(() => executeSql(text, values)) },
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: settings.runWorkers,
    schedule: false,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));

  const definitions = new Map<string, Definition>();
  const workerIds = new Map<string, string>();
  let started = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /**
   * Failed jobs whose retry waits for its wake-up, by job id: pg-boss records the failure after the
   * handler, without awaiting it, and the retry falls due the retry delay after that record (the
   * database's clock), not after the handler threw. On a busy database the record came late enough
   * for a wake-up planned from the throw to find nothing due, and the retry then waited for the idle
   * poll; so the wake-ups are planned once the record is written.
   */
  const awaitingRecord = new Map<string, (recordedAt: number) => void>();
  function failuresRecorded(ids: unknown, recorded = true) {
    if (!Array.isArray(ids)) return;
    const at = Date.now();
    for (const id of ids) {
      const plan = awaitingRecord.get(String(id));
      awaitingRecord.delete(String(id));
      if (recorded) plan?.(at);
    }
  }
  const wakeups = createJobWakeups({
    bus,
    wake: (queue) => {
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
      return Boolean(workerId);
    },
    queues: () => workerIds.keys(),
    fallbackSeconds: settings.fallbackPollingSeconds ?? 2,
    onPublishError: (error) => log.warn({ err: error }, 'job queue: wake-up not announced'),
  });

  const failedJobs = createFailedJobs(database, (queue) => wakeups.announce(queue, Date.now()));

  async function begin() {
    await boss.start();
    for (const [name, { policy, kind }] of definitions) {
      // pg-boss's `stately` policy: one waiting and one active job per singleton key; `short`: one
      // waiting. A queue made by an earlier version gets the policy the code now gives it.
      const options = { name, policy: PG_BOSS_POLICIES[kind], ...toRetry(policy) };
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options);
    }
    started = true;
    if (!settings.runWorkers) return;
    for (const [name, { handler, policy }] of definitions) {
      const workerId = await boss.work<object>(
        name,
        { pollingIntervalSeconds: settings.pollingSeconds, batchSize: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await counted(() => handler(job.data, { id: job.id, name: job.name }));
          } catch (error) {
            // pg-boss records the failure and retries by the queue's policy; the worker wakes then.
            log.warn({ err: error, job: job.id, queue: name }, 'job failed');
            awaitingRecord.set(job.id, (recordedAt) => {
              const retry = retryWindow(recordedAt, {
                retryCount: job.retryCount,
                retryLimit: job.retryLimit ?? policy.retryLimit,
                retryDelay: job.retryDelay ?? policy.retryDelaySeconds,
                retryBackoff: job.retryBackoff ?? policy.retryBackoff,
              });
              if (!retry) return;
              wakeups.wakeAt(name, retry.earliest + 20);
              if (retry.latest > retry.earliest) wakeups.wakeAt(name, retry.latest + 20);
            });
            throw error;
          } finally {
            // Another job may be due already: look again at once instead of after the polling interval.
            const self = workerIds.get(name);
            if (self) boss.notifyWorker(self);
          }
        },
      );
      workerIds.set(name, workerId);
    }
    wakeups.start();
  }

  function scheduleRetry() {
    retryTimer = setTimeout(() => {
      if (stopped) return;
      begin().catch(() => scheduleRetry());
    }, 5000);
    retryTimer.unref();
  }

  function toRetry(policy: Required<RetryPolicy>) {
    return {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
    };
  }

  return {
    define(name, handler, { policy: kind = 'standard', ...policy }: QueueOptions = {}) {
      if (started || retryTimer) throw new Error(`job queue ${name} defined after the queue started`);
      if (definitions.has(name)) throw new Error(`job queue ${name} is defined twice`);
      definitions.set(name, {
        handler: handler as JobHandler<object>,
        policy: { ...settings.defaultPolicy, ...policy },
        kind,
      });
    },

    async send(name, data, options: SendOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`job queue ${name} is not defined`);
      const { startAfterSeconds, singletonKey, ...retry } = options;
      const id = await boss.send(name, data, {
        ...toRetry({ ...definition.policy, ...retry }),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      });
      // The workers of every process wake when it falls due instead of at their next poll.
      if (id) wakeups.announce(name, Date.now() + (startAfterSeconds ?? 0) * 1000);
      return id;
    },

    async start() {
      stopped = false;
      try {
        await begin();
      } catch (error) {
        // The database is away: the app still starts and answers (503s meanwhile); the queue
        // keeps trying to start in the background.
        log.error({ err: error }, 'job queue could not start; trying again');
        scheduleRetry();
      }
    },

    ...failedJobs,

    async stop() {
      stopped = true;
      awaitingRecord.clear();
      if (retryTimer) clearTimeout(retryTimer);
      wakeups.stop();
      if (!started) return;
      started = false;
      // Workers take no new jobs; the ones running (and a fetch under way) get a moment to finish.
      // What does not finish stays active and is retried once it expires.
      for (const name of workerIds.keys()) await boss.offWork(name);
      const deadline = Date.now() + 5000;
      let quietChecks = 0;
      while (quietChecks < 2 && Date.now() < deadline) {
        quietChecks = busy === 0 ? quietChecks + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await boss.stop({ graceful: false, close: false });
    },
  };
}
