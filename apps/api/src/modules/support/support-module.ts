/** Customer support: the contact form (stored, then mailed to support). */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createContactRepository } from './repositories/contact-repository';
import { registerContactRoutes } from './routes/contact-routes';
import { createContactService } from './services/contact-service';

export type SupportDeps = {
  database: Database;
  mail: MailSender;
  limiter: RateLimiter;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  log: Log;
};

export function createSupportModule({ database, ...deps }: SupportDeps) {
  const contact = createContactService({ messages: createContactRepository(database.db), ...deps });
  return {
    name: 'support',
    description: 'Messages to customer support',
    registerRoutes: (router: Router<unknown>) => registerContactRoutes(router, contact),
  };
}

export type SupportModule = ReturnType<typeof createSupportModule>;
