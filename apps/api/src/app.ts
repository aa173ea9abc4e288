import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { getFooter, getPageMetadata } from '@mvno/contracts/api/content';
import { getHealth } from '@mvno/contracts/api/health';
import { MESSAGES } from '@mvno/contracts/messages';
import { createAccounts } from './accounts';
import type { MailSender } from './adapters/mail/mail-sender';
import { createCommerce, registerCommerceRoutes } from './commerce';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuthenticate } from './http/authenticate';
import { registerChannelHeaders } from './http/channel-headers';
import { registerErrorHandler } from './http/error-handler';
import { buildOpenApiDocument } from './http/openapi';
import { createRouter } from './http/router';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createContactRepository } from './repositories/contact-repository';
import { createContentRepository } from './repositories/content-repository';
import { createPlanRepository } from './repositories/plan-repository';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerContactRoutes } from './routes/contact-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerDevMailboxRoutes } from './routes/dev-mailbox-routes';
import { registerPlanRoutes } from './routes/plan-routes';
import { registerSupportLinkRoutes } from './routes/support-link-routes';
import { registerUserRoutes } from './routes/user-routes';
import type { Secrets } from './secrets';
import type { AuthLimits } from './services/auth-limits';
import { createContactService } from './services/contact-service';
import { createContentService } from './services/content-service';
import { createPlanService } from './services/plan-service';

export type AppDeps = {
  config: Config;
  database: Database;
  secrets: Secrets;
  logger?: FastifyServerOptions['logger'];
  /** Rate limits of the account calls; tests pass small ones. */
  limits?: Partial<AuthLimits>;
  /** Replaces the mail adapter chosen from config (SMTP_URL or the database outbox). */
  mailSender?: MailSender;
};

/** Builds the HTTP application from its dependencies; it does not listen (server.ts does). */
export async function buildApp({
  config,
  database,
  secrets,
  logger,
  limits,
  mailSender,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Pages, scripts and larger answers travel compressed (brotli or gzip, as the client accepts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    extraConnectSources: config.contentHost ? [config.contentHost] : [],
  });
  registerChannelHeaders(app, secrets.appApiKey);

  const accounts = createAccounts({ config, database, secrets, log: app.log, limits, mailSender });
  app.addHook('onClose', async () => accounts.close());
  await accounts.passwordLogin.prepare();
  const router = createRouter(app, createAuthenticate(accounts.sessions));
  router.add(getHealth, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  registerPlanRoutes(router, createPlanService(createPlanRepository(database.db)));
  registerContentRoutes(app, createContentService(createContentRepository(database.db)));
  registerAuthRoutes(router, accounts);
  registerUserRoutes(router, accounts);
  registerContactRoutes(
    router,
    createContactService({
      messages: createContactRepository(database.db),
      mail: accounts.mail,
      limiter: accounts.limiter,
      supportEmail: config.supportEmail,
      log: app.log,
    }),
  );
  registerSupportLinkRoutes(app, accounts);
  registerDevMailboxRoutes(app, accounts.outbox, {
    isProduction: config.isProduction,
    brandName: config.brandName,
  });
  const commerce = createCommerce({ config, database, log: app.log });
  await registerCommerceRoutes(app, router, commerce, { merchant: config.brandName });

  app.get('/app/docs', async () =>
    buildOpenApiDocument([...router.endpoints, getFooter, getPageMetadata], {
      title: `${config.brandName} API`,
      version: '1.0.0',
    }),
  );

  const indexHtml = config.webDist
    ? await registerWebApp(app, config.webDist, {
        apiKey: secrets.appApiKey,
        brandName: config.brandName,
        contentHost: config.contentHost ?? '',
        contentProduct: config.contentProduct,
        devicesUrl: config.devicesUrl,
      })
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/app/') || pathname.startsWith('/api/');
    if (indexHtml && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: MESSAGES.api.notFound });
  });

  return app;
}
