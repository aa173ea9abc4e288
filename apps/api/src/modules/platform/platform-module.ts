/**
 * The platform: what every module shares and that is no domain of its own. It builds the job
 * queue, the mail sender (through the queue, to SMTP or the database outbox) and the rate limiter
 * once, and serves the health check and, outside production, the development mailbox.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { EventBus } from './events/event-bus';
import { createPostgresEventBus } from './events/postgres-event-bus';
import { createRedisEventBus } from './events/redis-event-bus';
import { createPgBossQueue } from './jobs/pg-boss-queue';
import { forgetJobData, jobPrivacy } from './jobs/job-privacy';
import { createConfiguredMailSender, type ConfiguredMailSender } from './mail/create-mail-sender';
import { createQueuedMailSender } from './mail/queued-mail-sender';
import { createHealthRepository } from './health/health-repository';
import { createMailOutboxRepository } from './mail/mail-outbox-repository';
import { createMetricsRepository } from './metrics/metrics-repository';
import { createRateLimitRepository } from './rate-limits/rate-limit-repository';
import { createRedisRateLimitStore } from './rate-limits/redis-rate-limit-store';
import { createStaffAuditRepository } from './audit/staff-audit-repository';
import { createRedisConnection } from './redis/redis-connection';
import { registerDevMailboxRoutes } from './mail/dev-mailbox-routes';
import { registerHealthRoutes } from './health/health-routes';
import { createHealthService } from './health/health-service';
import { createMailboxService } from './mail/mailbox-service';
import { createStaffAuditService } from './audit/staff-audit-service';

export type { AuditActor, AuditRecord, StaffAuditService } from './audit/staff-audit-service';

export type PlatformDeps = {
  config: Config;
  database: Database;
  log: Log;
  /** Replaces the mail adapter chosen from config (SMTP_URL or the database outbox). */
  mailSender?: MailSender | undefined;
};

function chooseMailSender(given: MailSender | undefined, configure: () => ConfiguredMailSender) {
  if (given) return { sender: given, close: () => undefined };
  const configured = configure();
  return { sender: configured, close: () => configured.close() };
}

export function createPlatformModule({ config, database, log, mailSender }: PlatformDeps) {
  const outbox = createMailOutboxRepository(database.db);
  // Redis, when configured, carries events and rate-limit counters; PostgreSQL stands in while
  // it is away (it is never needed to start or to answer).
  const redis = config.redisUrl ? createRedisConnection(config.redisUrl, log) : undefined;
  const postgresEvents = createPostgresEventBus(database, log);
  const events = redis ? createRedisEventBus(redis, postgresEvents, log) : postgresEvents;
  const rateLimits = createRateLimitRepository(database.db);
  const jobs = createPgBossQueue(
    database,
    log,
    {
      ...config.jobs,
      defaultPolicy: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
    },
    events,
  );
  const mail = chooseMailSender(mailSender, () => createConfiguredMailSender(config, outbox, log));
  const health = createHealthService(createHealthRepository(database.db));
  const metrics = createMetricsRepository(database);
  const mailbox = createMailboxService(outbox);
  return {
    name: 'platform',
    description: 'Whether the API and its database answer',
    /** The job queue: modules define their jobs while the app is built; it starts once all are defined. */
    jobs: { define: jobs.define, send: jobs.send } satisfies JobQueue,
    /** Mail for every module: queued, then handed to the configured adapter with retries. */
    mail: createQueuedMailSender(jobs, mail.sender, config.mailRetry, (queue, id) =>
      forgetJobData(database, queue, id),
    ),
    /** The job queue's part of the erasure: jobs naming the customer go (decision 075). */
    privacy: jobPrivacy,
    /** Events between API processes: modules subscribe while the app is built. */
    events: events satisfies PlatformEvents,
    /** Failed jobs for the care console (decision 031): list, run again, dismiss. */
    failedJobs: {
      list: jobs.failedJobs,
      retry: jobs.retryFailed,
      dismiss: jobs.dismissFailed,
    },
    /** Starts working jobs; app.ts calls it after every module has defined its own. */
    startJobs: () => jobs.start(),
    /** Starts hearing events; app.ts calls it after every module has subscribed. */
    async startEvents() {
      await events
        .start()
        .catch((error: unknown) =>
          log.error({ err: error }, 'events: not listening; shared copies are not kept'),
        );
    },
    /**
     * The staff audit log, append-only: who, when, customer, action, reason, before and after
     * (docs/decisions/028). Any module whose staff tools read or change customer data writes here.
     */
    audit: createStaffAuditService(createStaffAuditRepository(database.db)),
    /** Business figures for /metrics (jobs, renewals, ports, chats), read when it is scraped. */
    readFigures: metrics.read,
    limiter: createRateLimiter(redis ? createRedisRateLimitStore(redis, rateLimits, log) : rateLimits),
    /**
     * The counters of one account's security (password checks, their slowdown, attack notices):
     * always in PostgreSQL, never Redis, so a Redis outage or return never starts them again
     * (decision 045). A sign-in try is rare next to the requests the shared limiter counts.
     */
    accountLimiter: createRateLimiter(rateLimits),
    registerRoutes: (router: Router<unknown>) => registerHealthRoutes(router, health),
    register: (app: FastifyInstance) =>
      registerDevMailboxRoutes(app, mailbox, {
        isProduction: config.isProduction,
        brandName: config.brandName,
      }),
    close: async () => {
      // The queue stops first and at once: a caller may close the database without waiting for this.
      const stopped = jobs.stop();
      await events.close();
      await redis?.close();
      await stopped;
      await mail.close();
    },
  };
}

export type PlatformModule = ReturnType<typeof createPlatformModule>;
/** What modules use of the events between processes (they never start or close them). */
export type PlatformEvents = Pick<EventBus, 'kind' | 'publish' | 'subscribe' | 'onGap' | 'isListening'>;
