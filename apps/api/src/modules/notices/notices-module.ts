/**
 * Notices (decision 087): how each kind of notice reaches the customer (mail, text to their lines
 * through the carrier, or both; security notices always by mail), chosen in Settings. Its `mail` is
 * the queue every other module sends through: the choice is made there, once, not by each caller.
 */
import type { FastifyInstance } from 'fastify';
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
import { createNoticeTextRepository } from './notice-text-repository';
import { defineNoticeTexts, type NoticeText, type TextCarrier } from './notice-texts';
import { noticesPrivacy } from './notices-privacy';
import { createTextFollowUp, createTextReports } from './text-reports';

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
  const textRepository = createNoticeTextRepository(deps.database.db);
  const service = createNoticePreferencesService(repository, textRepository);
  // A failed text is sent again or mailed (decision 106); the sender is defined just below.
  const send = (text: NoticeText, startAfterSeconds?: number) => texts.send(text, startAfterSeconds);
  const followUp = createTextFollowUp({
    repository: textRepository,
    mail: deps.mail,
    send,
    retryDelaySeconds: deps.retry.delaySeconds,
    log: deps.log,
  });
  const texts = defineNoticeTexts({
    jobs: deps.jobs,
    mail: deps.mail,
    carrier: deps.carrier,
    log: deps.log,
    retry: deps.retry,
    repository: textRepository,
    followUp,
  });
  const reports = deps.carrier
    ? createTextReports({
        repository: textRepository,
        jobs: deps.jobs,
        carrier: deps.carrier,
        followUp,
        log: deps.log,
      })
    : null;
  return {
    name: 'notices',
    description: 'How notices reach the customer: mail, text or both',
    /** Mail for every module, with each notice sent as its recipient chose. */
    mail: createNoticeMail({ mail: deps.mail, texts, repository, brandName: deps.brandName }),
    privacy: noticesPrivacy,
    registerRoutes: (router: Router<AuthUser>) => registerNoticePreferencesRoutes(router, service),
    /** The carrier's events about texts, for the carrier webhook to hand over (none without CARRIER_URL). */
    textReports: reports && { claims: reports.claims, apply: reports.apply },
    /** A line's notice texts and their delivery, for care's carrier history. */
    textsOfLine: textRepository.textsOfLine,
    register: async (app: FastifyInstance) => {
      if (!reports) return;
      app.addHook('onReady', async () => {
        await reports.start().catch((error: unknown) => {
          deps.log.error({ err: error }, 'text report run could not be queued');
        });
      });
    },
  };
}

export type NoticesModule = ReturnType<typeof createNoticesModule>;
