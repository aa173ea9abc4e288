import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { getFooter, getPageMetadata } from '@mvno/contracts/api/content';
import { getHealth } from '@mvno/contracts/api/health';
import { MESSAGES } from '@mvno/contracts/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import { registerChannelHeaders } from './http/channel-headers';
import { registerErrorHandler } from './http/error-handler';
import { buildOpenApiDocument } from './http/openapi';
import { createRouter } from './http/router';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createContentRepository } from './repositories/content-repository';
import { registerContentRoutes } from './routes/content-routes';
import type { Secrets } from './secrets';
import { createContentService } from './services/content-service';

export type AppDeps = {
  config: Config;
  database: Database;
  secrets: Secrets;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the HTTP application from its dependencies; it does not listen (server.ts does). */
export async function buildApp({ config, database, secrets, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    extraConnectSources: config.contentHost ? [config.contentHost] : [],
  });
  registerChannelHeaders(app, secrets.appApiKey);

  const router = createRouter(app, async () => {
    throw new AppError('UNAUTHORIZED', MESSAGES.api.unauthorized);
  });
  router.add(getHealth, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  registerContentRoutes(app, createContentService(createContentRepository(database.db)));

  app.get('/app/docs', async () =>
    buildOpenApiDocument([...router.endpoints, getFooter, getPageMetadata], { title: `${config.brandName} API`, version: '1.0.0' }),
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
