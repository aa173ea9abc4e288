/**
 * Background work: a queue kept in PostgreSQL (or the embedded PGlite), so a job survives a
 * restart, runs once even with several processes, and is retried with back-off when it fails.
 * The platform module builds the one queue (modules/platform/jobs/); other modules receive it,
 * `define` their handlers when they are created and `send` jobs from their services.
 */

export type RetryPolicy = {
  /** Further tries after a failure (0: none). */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** Double the delay after each failure. */
  retryBackoff?: boolean;
  /** A try still running after this long counts as failed (a killed worker's job is tried again). */
  expireInSeconds?: number;
};

export type QueueOptions = RetryPolicy & {
  /**
   * `oncePerKey`: of the jobs sent with the same `singletonKey`, at most one waits and one runs
   * at a time; a send while one waits is ignored. A try whose process died holds its key until it
   * expires, and the queue's next job waits behind it: keep such a queue's expiry short.
   * `oneWaiting`: at most one job per key waits (a send while one waits is ignored), and any number
   * run, so a run that died with its process holds nothing up; for work safe to run twice at once.
   * `standard` (the default): every send is a job.
   */
  policy?: 'standard' | 'oncePerKey' | 'oneWaiting';
};

export type SendOptions = RetryPolicy & {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** The job's key for a `oncePerKey` queue. */
  singletonKey?: string;
};

export type JobContext = { id: string; name: string };

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type JobQueue = {
  /**
   * Registers the handler of a queue, with the retry policy of its jobs. Called while the app is
   * being built, before the queue starts.
   */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** Queues a job; answers its id, or null when a job with the same singleton key is waiting. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
};
