/**
 * Work that runs on the job queue at start-up and then every `intervalSeconds` (the recovery and
 * sweep jobs). Each run queues the next, also when it failed; the queue is `oneWaiting`, so one
 * run waits at a time however many processes start or queue it. What fell due while no process
 * ran is found by the start-up run. Runs may overlap (two processes, or a run of a killed process
 * that has not yet expired), so the work must be safe twice at once: a run of a process killed
 * mid-run must not hold up the recovery that the next process's start-up run is there to do.
 */
import type { JobQueue } from './jobs';

export type PeriodicJob = {
  /** Queues a run now (at start-up); the run queues the periodic ones. */
  start: () => Promise<string | null>;
};

export function definePeriodicJob(
  jobs: JobQueue,
  name: string,
  run: () => Promise<unknown>,
  intervalSeconds: number,
): PeriodicJob {
  jobs.define(
    name,
    async () => {
      try {
        await run();
      } finally {
        await jobs.send(name, {}, { startAfterSeconds: intervalSeconds, singletonKey: 'periodic' });
      }
    },
    { policy: 'oneWaiting', retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 15 * 60 },
  );
  return { start: () => jobs.send(name, {}, { singletonKey: 'start-up' }) };
}
