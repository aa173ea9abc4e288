/**
 * Notices (decision 087): how each kind of notice reaches the customer (mail, text to their lines
 * through the carrier, or both; security notices always by mail), chosen in Settings. Its `mail` is
 * the queue every other module sends through: the choice is made there, once, not by each caller.
 */
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailQueue } from '../../lib/mail';
import type { AuthUser } from '../accounts/accounts-types';
import { createNoticeMail } from './notice-mail';
import { createNoticePreferencesRepository } from './notice-preferences-repository';
import { registerNoticePreferencesRoutes } from './notice-preferences-routes';
import { createNoticePreferencesService } from './notice-preferences-service';
import { defineNoticeTexts, type TextCarrier } from './notice-texts';
import { noticesPrivacy } from './notices-privacy';

export function createNoticesModule(deps: {
  database: Database;
  jobs: JobQueue;
  /** The platform's mail queue: where mail goes once the choice is made. */
  mail: MailQueue;
  carrier: TextCarrier;
  log: Log;
  brandName: string;
  retry: { limit: number; delaySeconds: number };
}) {
  const repository = createNoticePreferencesRepository(deps.database.db);
  const service = createNoticePreferencesService(repository);
  const texts = defineNoticeTexts({
    jobs: deps.jobs,
    mail: deps.mail,
    carrier: deps.carrier,
    log: deps.log,
    retry: deps.retry,
  });
  return {
    name: 'notices',
    description: 'How notices reach the customer: mail, text or both',
    /** Mail for every module, with each notice sent as its recipient chose. */
    mail: createNoticeMail({ mail: deps.mail, texts, repository, brandName: deps.brandName }),
    privacy: noticesPrivacy,
    registerRoutes: (router: Router<AuthUser>) => registerNoticePreferencesRoutes(router, service),
  };
}
