/**
 * The platform: what every module shares and that is no domain of its own. It builds the mail
 * sender (SMTP, or the database outbox) and the rate limiter once, and serves the health check
 * and, outside production, the development mailbox.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import { createRateLimiter } from '../../lib/rate-limiter';
import { createConfiguredMailSender, type ConfiguredMailSender } from './mail/create-mail-sender';
import { createHealthRepository } from './repositories/health-repository';
import { createMailOutboxRepository } from './repositories/mail-outbox-repository';
import { createRateLimitRepository } from './repositories/rate-limit-repository';
import { registerDevMailboxRoutes } from './routes/dev-mailbox-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { createHealthService } from './services/health-service';
import { createMailboxService } from './services/mailbox-service';

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
  const mail = chooseMailSender(mailSender, () => createConfiguredMailSender(config, outbox, log));
  const health = createHealthService(createHealthRepository(database.db));
  const mailbox = createMailboxService(outbox);
  return {
    name: 'platform',
    description: 'Whether the API and its database answer',
    /** The configured mail adapter, for every module that sends mail. */
    mail: mail.sender,
    limiter: createRateLimiter(createRateLimitRepository(database.db)),
    registerRoutes: (router: Router<unknown>) => registerHealthRoutes(router, health),
    register: (app: FastifyInstance) =>
      registerDevMailboxRoutes(app, mailbox, {
        isProduction: config.isProduction,
        brandName: config.brandName,
      }),
    close: mail.close,
  };
}

export type PlatformModule = ReturnType<typeof createPlatformModule>;
