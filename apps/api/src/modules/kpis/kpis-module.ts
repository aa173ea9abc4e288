/**
 * The business figures (decision 070): each KPI defined once in SQL (kpi-queries.ts), read by the
 * console's KPI page, kept as daily snapshots by a periodic job, and given to /metrics as gauges.
 */
import type { KpiFigures } from '@mvno/contracts/api/care-kpis';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { FastifyInstance } from 'fastify';
import { definePeriodicJob } from '../../lib/periodic-job';
import type { AuthUser } from '../accounts/accounts-types';
import { createKpiRepository } from './kpi-repository';
import { registerKpiRoutes } from './kpi-routes';
import type { LiveGauges } from './kpi-live-figures';
import { createKpiService } from './kpi-service';

export const KPI_SNAPSHOT_JOB = 'kpi-snapshot';
/** The live figures' passed months, kept once a day (decision 107) apart from the days' snapshot. */
export const KPI_LIVE_MONTHS_JOB = 'kpi-live-months';

export type KpisDeps = {
  database: Database;
  jobs: JobQueue;
  clock: Clock;
  log: Log;
  /** Whether this process queues the periodic jobs' first runs at start-up (KPI_JOBS). */
  startJobs?: boolean;
};

/** Seconds between the snapshot job's runs; each takes the days finished since the last snapshot. */
export const KPI_SNAPSHOT_INTERVAL_SECONDS = 60 * 60;

/** How old the /metrics business gauges may be. */
export const KPI_GAUGES_MAX_AGE_MS = 60_000;

export function createKpisModule({ database, jobs, clock, log, startJobs = true }: KpisDeps) {
  let gauges: { at: number; figures: Promise<BusinessFigures> } | undefined;
  const service = createKpiService({ kpis: createKpiRepository(database), clock });
  const snapshots = definePeriodicJob(
    jobs,
    KPI_SNAPSHOT_JOB,
    () => service.takeSnapshots(),
    KPI_SNAPSHOT_INTERVAL_SECONDS,
  );
  const liveMonths = definePeriodicJob(
    jobs,
    KPI_LIVE_MONTHS_JOB,
    () => service.keepLiveMonths(),
    KPI_SNAPSHOT_INTERVAL_SECONDS,
  );
  return {
    name: 'kpis',
    description: 'The business figures: KPIs per month, daily snapshots',
    /** The first snapshot run is queued at start-up, as the other periodic jobs' are. */
    register: async (app: FastifyInstance) => {
      app.addHook('onReady', async () => {
        if (!startJobs) return;
        await snapshots.start().catch((error: unknown) => {
          log.error({ err: error }, 'KPI snapshot job could not be queued');
        });
        await liveMonths.start().catch((error: unknown) => {
          log.error({ err: error }, 'KPI live months job could not be queued');
        });
      });
    },
    takeSnapshots: () => service.takeSnapshots(),
    keepLiveMonths: () => service.keepLiveMonths(),
    /**
     * The month to date now and the live figures' kept headline values, for /metrics: read at most once
     * a minute (a scrape every few seconds from several Prometheus servers must not run the statement
     * each time), a failed read not kept.
     */
    businessFigures: () => {
      const now = Date.now();
      if (!gauges || now - gauges.at > KPI_GAUGES_MAX_AGE_MS) {
        const read = async (): Promise<BusinessFigures> => {
          const month = await service.monthToDate(); // keeps the day's figures first
          return { month, live: await service.liveGauges() };
        };
        const figures = read().catch((error: unknown) => {
          gauges = undefined;
          throw error;
        });
        gauges = { at: now, figures };
      }
      return gauges.figures;
    },
    registerRoutes(router: Router<AuthUser>) {
      registerKpiRoutes(router, service);
    },
  };
}

/** What /metrics reads of the business figures. */
export type BusinessFigures = { month: KpiFigures; live: LiveGauges };

export type KpisModule = ReturnType<typeof createKpisModule>;
