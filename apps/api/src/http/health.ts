/**
 * The probes of a process run behind a load balancer or an orchestrator (docs/deploy.md):
 *
 * - `GET /livez`: the process answers (200). Nothing else is checked, so an outage of the database
 *   never gets a healthy process restarted.
 * - `GET /readyz`: the process should be sent traffic (200): what it needs answers (the database,
 *   and the job queue kept in it) and it is not stopping. Otherwise 503 with the one error shape,
 *   at once when draining and within `checkTimeoutMs` when the database hangs.
 *
 * `/app/health` stays what it was (the database answers, for existing monitors).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@mvno/contracts/messages';

export const LIVE_PATH = '/livez';
export const READY_PATH = '/readyz';

export type Probes = {
  /** Readiness answers 503 from now on: the load balancer stops sending new requests here. */
  startDraining: () => void;
  readonly draining: boolean;
};

export type ProbeOptions = {
  /** Resolves when what the process needs answers (a query on the database and the queue's schema). */
  ready: () => Promise<unknown>;
  /** How long a check may take before readiness says 503 (the database hangs rather than refuses). */
  checkTimeoutMs?: number;
};

export function registerProbes(app: FastifyInstance, { ready, checkTimeoutMs = 800 }: ProbeOptions): Probes {
  let draining = false;
  // One check at a time: while the database hangs, checks arriving meanwhile share the one running
  // instead of each taking a pool connection that waits too.
  let running: Promise<boolean> | undefined;
  const check = (): Promise<boolean> => {
    running ??= ready().then(
      () => true,
      () => false,
    );
    const current = running;
    void current.finally(() => {
      if (running === current) running = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), checkTimeoutMs);
    });
    return Promise.race([current, timedOut]).finally(() => clearTimeout(timer));
  };

  // The balancer asks every second or so: these answers are not logged per request.
  const quiet = { logLevel: 'silent' as const };
  app.get(LIVE_PATH, quiet, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get(READY_PATH, quiet, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!draining && (await check()) && !draining) return { status: 'ok' };
    return reply.status(503).header('retry-after', '5').send({ message: MESSAGES.api.unavailable });
  });

  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
