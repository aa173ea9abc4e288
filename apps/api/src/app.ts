import type { FastifyInstance } from 'fastify';
import { listPlans } from '@mvno/contracts/api/plans';
import { MESSAGES } from '@mvno/contracts/messages';
import { staffCan } from '@mvno/contracts/staff-roles';
import { composeModules, type AppDeps } from './compose-modules';
import { createAuthenticate } from './http/authenticate';
import { inRequestLanguage } from './http/error-language';
import { registerMetrics } from './http/metrics';
import { registerOpenApiDocument } from './http/openapi';
import { createPreparedFront, type PreparedFront } from './http/prepared-front';
import { noteUser } from './http/request-context';
import { fixedRequestLineWriter } from './http/request-log-line';
import { createRouter } from './http/router';
import { securityHeaderSets } from './http/security-headers';
import { createHttpServer } from './http/server-set-up';
import { registerWebApp } from './http/web-app';
import { createAdjustableClock, systemClock } from './lib/clock';
import type { AuthUser } from './modules/accounts/accounts-types';
import type { ContentModule } from './modules/content/content-module';
import type { ShopModule } from './modules/shop/shop-module';

export type { AppDeps };

/**
 * Changes of the reference data every visitor shares (plans, content). Each process serves it
 * from memory; these announce a change to every process on the database (docs/decisions/014).
 */
export type ReferenceData = {
  updatePlan: ShopModule['updatePlan'];
  /** The catalogue as the console edits it (decision 029): drafts, publishing, retiring, prices. */
  plans: ShopModule['cataloguePlans'];
  updatePageMeta: ContentModule['updatePageMeta'];
  /** Plans or content changed outside the functions above (a seed, a migration): read them again. */
  announceChange: () => Promise<void>;
};

declare module 'fastify' {
  // Fastify's instance type can only be extended by merging into its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    referenceData: ReferenceData;
    /** Prepared public answers served before the app (http/prepared-front.ts); none while tracing. */
    preparedFront: PreparedFront | undefined;
  }
}

/** Builds the HTTP application from its dependencies; it does not listen (server.ts does). */
export async function buildApp({
  config,
  database,
  secrets,
  logger,
  limits,
  slowdown,
  mailSender,
  now,
  clock = config.isProduction ? systemClock : createAdjustableClock(),
}: AppDeps): Promise<FastifyInstance> {
  const { app, plainLogger, securityOptions } = await createHttpServer(config, secrets, logger);
  const { modules, platform, accounts, shop, content, kpis, publicUrl } = composeModules({
    config,
    database,
    secrets,
    limits,
    slowdown,
    mailSender,
    now,
    log: app.log,
    clock,
  });
  const requestMetrics = registerMetrics(app, {
    token: secrets.metricsToken ?? config.secrets.metricsToken,
    database,
    // The business gauges are the KPI page's figures of the month to date (decision 070).
    readFigures: async () => {
      const [operational, { month, live }] = await Promise.all([
        platform.readFigures(),
        kpis.businessFigures(),
      ]);
      return {
        ...operational,
        business: {
          activeLines: month.activeLinesEnd,
          portInSuccessRatio: month.ports.successRate,
          renewalFirstTryRatio: month.renewals.firstTryRate,
          ...live,
        },
      };
    },
  });
  app.decorate('referenceData', {
    updatePlan: shop.updatePlan,
    plans: shop.cataloguePlans,
    updatePageMeta: content.updatePageMeta,
    announceChange: async () => {
      await Promise.all([shop.announceCatalogueChange(), content.announceContentChange()]);
    },
  } satisfies ReferenceData);

  app.addHook('onClose', async () => {
    for (const module of modules) await module.close?.();
  });
  const noted =
    (authenticate: (token: string | undefined) => AuthUser | Promise<AuthUser>) =>
    (token: string | undefined): AuthUser | Promise<AuthUser> => {
      const user = authenticate(token);
      if (user instanceof Promise) return user.then((found) => (noteUser(found.id), found));
      noteUser(user.id);
      return user;
    };
  const router = createRouter(
    app,
    createAuthenticate(noted(accounts.authenticate)),
    createAuthenticate(noted(accounts.authenticateAgent)),
    { is: (user) => user.assisted, record: accounts.recordAssistedCall },
    accounts.hasFreshStepUp,
    (user, permission) => staffCan(user.role, permission),
  );
  for (const module of modules) {
    module.registerRoutes?.(router.tagged(module.name));
    await module.register?.(app);
  }
  // Every module has defined its jobs and subscribed to its events: both may start.
  await platform.startEvents();
  await platform.startJobs();
  registerOpenApiDocument(app, modules, router.endpoints, {
    title: `${config.brandName} API`,
    version: '1.0.0',
    publicUrl,
  });

  const webApp = config.webDist
    ? await registerWebApp(
        app,
        config.webDist,
        {
          apiKey: secrets.appApiKey,
          brandName: config.brandName,
          contentHost: config.contentHost ?? '',
          contentProduct: config.contentProduct,
          devicesUrl: config.devicesUrl,
          chatProvider: config.intercom ? 'intercom' : 'builtin',
          intercomAppId: config.intercom?.appId ?? '',
          demo: config.demoMode,
          cardProviderKey: config.stripePublishableKey ?? '',
        },
        { publicUrl },
      )
    : undefined;
  if (webApp) {
    // A published plan or content change reaches the prerendered pages of every process (decision 029).
    shop.onCatalogueChange(webApp.forget);
    content.onContentChange(webApp.forget);
  }

  const preparedFront = config.otelEndpoint
    ? undefined
    : createPreparedFront({
        answers: new Map([[listPlans.path, shop.keptPlans]]),
        appApiKey: secrets.appApiKey,
        securityHeaders: securityHeaderSets(securityOptions).json,
        requestLineOf: (path) =>
          fixedRequestLineWriter(app.log, plainLogger, { method: 'GET', url: path, statusCode: 200 }),
        ...(requestMetrics ? { observe: requestMetrics.observe } : {}),
      });
  app.decorate('preparedFront', preparedFront);
  app.addHook('preClose', (done) => {
    preparedFront?.stop();
    done();
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname.startsWith('/app/') || pathname.startsWith('/api/');
    if (webApp && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(pathname)) {
      content.expireEnded();
      return webApp.sendPage(pathname, request, reply);
    }
    return reply.status(404).send(inRequestLanguage(request, reply, { message: MESSAGES.api.notFound }));
  });

  return app;
}
