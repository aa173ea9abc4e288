/**
 * GET /metrics in the Prometheus text format (prom-client): requests per route template (not per
 * raw address) with their latency, the database pool, and the business figures a scrape reads
 * from the database (job queue depth, failed and retried jobs, renewals charged and declined,
 * port-ins by state, chats waiting). It is not public: a bearer token is required (METRICS_TOKEN;
 * generated outside production; without it in production the route does not exist).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@mvno/contracts/messages';
import type { Database } from '../db/client';
import { bearerToken } from './authenticate';
import { METRIC_PREFIX } from './metric-prefix';
import { registerRequestMetrics, type RequestMetrics } from './request-metrics';

export const METRICS_PATH = '/metrics';

/** The business figures a scrape reads (the platform module's metrics repository answers them). */
export type OperationalFigures = {
  jobs: { queue: string; queued: number; failed: number; retried: number }[];
  renewals: { charged: number; declined: number };
  ports: { state: string; count: number }[];
  chatsWaiting: number;
  /** The KPI page's figures now (decision 070): lines in service, and this month's (UTC) ratios so far. */
  business: {
    activeLines: number;
    portInSuccessRatio: number | null;
    renewalFirstTryRatio: number | null;
    /** The live figures' headline values, as kept at the day's midnight (decision 107). */
    cohortRetained: { after: number; rate: number | null }[];
    firstResponseMedianSeconds: number | null;
    esimInstalledRatio: number | null;
  };
};

export type MetricsDeps = {
  /** The bearer token a scrape must carry; undefined turns /metrics off. */
  token: string | undefined;
  database: Pick<Database, 'poolStats'>;
  readFigures: () => Promise<OperationalFigures>;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The route template of a request ("/app/lines/:id"), never its raw address. The web build's files
 * (a route each, their schema hidden by the static plugin) are one label, `static`, so a new
 * build's file names add no series.
 */
function routeOf(request: FastifyRequest, statusCode: number): string {
  if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return 'static';
  const template = request.routeOptions.url;
  if (template) return template;
  return statusCode === 404 ? 'unmatched' : 'page';
}

/** Registers GET /metrics; answers the request counters (for requests answered outside the framework), if any. */
export function registerMetrics(
  app: FastifyInstance,
  { token, database, readFigures }: MetricsDeps,
): RequestMetrics | undefined {
  if (!token) return undefined;
  // One registry per app: tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client names three gauges `_total`, which Prometheus keeps for counters (promtool says
  // so); each repeats the sum of a gauge it also gives by type (`nodejs_active_handles`...).
  for (const name of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`nodejs_active_${name}_total`);
  const requests = registerRequestMetrics(registry);
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Database pool connections by state (total, idle) and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // The business figures are read once per scrape, whichever gauge asks first.
  let pending: Promise<OperationalFigures> | undefined;
  const figures = () => {
    pending ??= readFigures().finally(() => setTimeout(() => (pending = undefined), 0));
    return pending;
  };
  const gauge = (
    name: string,
    help: string,
    labels: string[],
    fill: (gauge: Gauge, read: OperationalFigures) => void,
  ) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: labels,
      registers: [registry],
      async collect() {
        this.reset();
        fill(this, await figures());
      },
    });
  gauge('jobs_queued', 'Jobs due and waiting for a worker (new or retried), per queue', ['queue'], (g, f) => {
    for (const job of f.jobs) g.set({ queue: job.queue }, job.queued);
  });
  gauge('jobs_failed', 'Jobs failed for good (kept in the queue), per queue', ['queue'], (g, f) => {
    for (const job of f.jobs) g.set({ queue: job.queue }, job.failed);
  });
  gauge('jobs_retried', 'Jobs tried more than once (kept in the queue), per queue', ['queue'], (g, f) => {
    for (const job of f.jobs) g.set({ queue: job.queue }, job.retried);
  });
  // Renewals only ever add up: a counter, read from the ledger's own records at each scrape.
  new Counter({
    name: `${METRIC_PREFIX}renewals_total`,
    help: 'Plan renewals charged, and renewal charges declined (each declined try)',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      const { renewals } = await figures();
      this.reset();
      this.inc({ outcome: 'charged' }, renewals.charged);
      this.inc({ outcome: 'declined' }, renewals.declined);
    },
  });
  gauge('port_ins', 'Port-in requests by state', ['state'], (g, f) => {
    for (const state of ['draft', 'submitted', 'pending', 'completed', 'rejected'])
      g.set({ state }, f.ports.find((port) => port.state === state)?.count ?? 0);
  });
  gauge('chats_waiting', 'Open chats no agent has taken yet', [], (g, f) => {
    g.set(f.chatsWaiting);
  });
  // A ratio with nothing to divide yet this month is NaN, which Prometheus takes as "no value".
  const monthFigure = (
    name: string,
    help: string,
    figure: Exclude<keyof OperationalFigures['business'], 'activeLines' | 'cohortRetained'>,
  ) => gauge(name, help, [], (g, f) => g.set(f.business[figure] ?? Number.NaN));
  gauge('active_lines', "Lines in service now (the KPI page's active lines)", [], (g, f) => {
    g.set(f.business.activeLines);
  });
  monthFigure(
    'port_in_success_ratio',
    'Port-ins completed over completed and rejected, this calendar month (UTC) so far',
    'portInSuccessRatio',
  );
  monthFigure(
    'renewal_first_try_ratio',
    'Renewals due this calendar month (UTC) so far that were paid at the first try, over those due',
    'renewalFirstTryRatio',
  );
  gauge(
    'cohort_retained_ratio',
    'Of the newest activation month with lines whose k-th month end has passed, the share active then',
    ['after_months'],
    (g, f) => {
      for (const point of f.business.cohortRetained)
        g.set({ after_months: String(point.after) }, point.rate ?? Number.NaN);
    },
  );
  monthFigure(
    'chat_first_response_median_seconds',
    'Median wait from a chat customer first message to the first staff answer, last calendar month (UTC)',
    'firstResponseMedianSeconds',
  );
  monthFigure(
    'esim_installed_ratio',
    'Last calendar month (UTC) eSIM orders whose line has installed a profile, over those orders',
    'esimInstalledRatio',
  );

  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      request.method,
      routeOf(request, reply.statusCode),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const expected = digest(token);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = bearerToken(request);
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: MESSAGES.api.unauthorized });
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
  return requests;
}
