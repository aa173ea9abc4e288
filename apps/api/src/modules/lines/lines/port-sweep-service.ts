/**
 * Ports whose next step was lost: the step could not be queued when the port was submitted (the
 * database was away for a moment), or every try of it failed. Such a port would stay `submitted`
 * or `pending` until the customer changed it. A job at start-up and then every
 * `intervalSeconds` queues the next step of each port at the old carrier that has not changed
 * for a step's time and a minute; a step still waiting is not queued twice (one per port,
 * attempt and status), and a step that runs twice changes nothing.
 */
import type { JobQueue } from '../../../lib/jobs';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { Log } from '../../../lib/log';
import type { PortRepository } from './port-repository';
import type { PortLifecycle } from './port-lifecycle-service';

export const PORT_SWEEP_JOB = 'lines.port-in-sweep';

/** Ports one run looks at; the next run takes the rest. */
const SWEEP_BATCH = 100;
/** How long a step may be late (a busy queue) before its port counts as lost. */
const GRACE_SECONDS = 60;

export type PortSweepDeps = {
  jobs: JobQueue;
  ports: PortRepository;
  lifecycle: PortLifecycle;
  log: Log;
  stepSeconds: number;
  intervalSeconds: number;
};

export function createPortSweep({
  jobs,
  ports,
  lifecycle,
  log,
  stepSeconds,
  intervalSeconds,
}: PortSweepDeps) {
  /** Queues the next step of every lost port; answers how many it looked at. */
  async function sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - (stepSeconds + GRACE_SECONDS) * 1000);
    const lost = await ports.runningSince(before, SWEEP_BATCH);
    for (const { port, email, firstName, language } of lost) {
      await lifecycle.follow(port, { email, firstName, language });
      log.info({ portId: port.id, status: port.status }, 'port-in step queued again');
    }
    return lost.length;
  }

  const periodic = definePeriodicJob(jobs, PORT_SWEEP_JOB, () => sweep(), intervalSeconds);

  return {
    sweep,
    start: periodic.start,
  };
}
