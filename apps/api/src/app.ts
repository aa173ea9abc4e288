import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { listPlans } from '@mvno/contracts/api/plans';
import { MESSAGES } from '@mvno/contracts/messages';
import { answerFrameworkError, trustHops } from './http/framework-set-up';
import { staffCan } from '@mvno/contracts/staff-roles';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppModule } from './http/app-module';
import { createAuthenticate } from './http/authenticate';
import { registerChannelHeaders } from './http/channel-headers';
import { registerErrorHandler } from './http/error-handler';
import { inRequestLanguage } from './http/error-language';
import { registerMetrics } from './http/metrics';
import {
  noteUser,
  registerRequestContext,
  requestLogMixin,
  sharedRequestLogger,
  userIdOf,
} from './http/request-context';
import { registerOpenApiDocument } from './http/openapi';
import { fixedRequestLineWriter, isPlainPinoOptions, requestLineWriter } from './http/request-log-line';
import { createRouter } from './http/router';
import { registerSecurityHeaders, securityHeaderSets } from './http/security-headers';
import { createPreparedFront, type PreparedFront } from './http/prepared-front';
import { requestIdOf } from './http/request-id';
import { registerTracing } from './http/tracing';
import { registerWebApp } from './http/web-app';
import { createAdjustableClock, systemClock, type Clock } from './lib/clock';
import type { MailSender } from './lib/mail';
import { resolvePublicUrl } from './lib/public-url';
import { batchedStdout } from './lib/log-destination';
import { deriveKey } from './lib/secret-tokens';
import {
  createAccountsModule,
  type AuthLimits,
  type SlowdownTiming,
} from './modules/accounts/accounts-module';
import type { AuthUser } from './modules/accounts/accounts-types';
import { createCareModule } from './modules/care/care-module';
import { createContentModule, type ContentModule } from './modules/content/content-module';
import { createLinesModule } from './modules/lines/lines-module';
import { createPaymentsModule } from './modules/payments/payments-module';
import { createPlatformModule } from './modules/platform/platform-module';
import { createPrivacyModule } from './modules/privacy/privacy-module';
import { createProfileModule, createUserInfoMapper } from './modules/profile/profile-module';
import { createShopModule, renewalPrice, type ShopModule } from './modules/shop/shop-module';
import { createSupportModule } from './modules/support/support-module';
import type { Secrets } from './secrets';

export type AppDeps = {
  config: Config;
  database: Database;
  secrets: Secrets;
  logger?: FastifyServerOptions['logger'];
  /** Rate limits of the account calls; tests pass small ones. */
  limits?: Partial<AuthLimits>;
  /** The wait of an account's tries past its threshold (decision 013); tests pass short ones. */
  slowdown?: SlowdownTiming;
  /** Replaces the mail adapter chosen from config (SMTP_URL or the database outbox). */
  mailSender?: MailSender;
  /** The clock of the support chat's hours (tests put it inside or outside them). */
  now?: () => Date;
  /**
   * The clock of plan periods and renewals. By default the system clock in production and,
   * elsewhere, one that `/dev/clock` can move forward; tests pass one clock to every instance.
   */
  clock?: Clock;
};

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
  // Lines go to standard output in batches (lib/log-destination.ts): a write per line cost as much
  // as the rest of a cached answer.
  const loggerOptions = logger ?? { level: config.logLevel, stream: batchedStdout() };
  const app = Fastify({
    // Every line names its request and, once known, its user (http/request-context.ts).
    logger: typeof loggerOptions === 'object' ? { ...loggerOptions, mixin: requestLogMixin } : loggerOptions,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    bodyLimit: 64 * 1024,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // Errors the router raises before any route runs (a malformed or overlong address) get the
    // one error shape too.
    frameworkErrors: answerFrameworkError,
    // One line per request (below) instead of Fastify's two: half the logging cost, same facts.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request: the mixin names the request (http/request-context.ts).
    childLoggerFactory: sharedRequestLogger,
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerRequestContext(app);
  if (config.otelEndpoint)
    await registerTracing(app, { endpoint: config.otelEndpoint, serviceName: 'mvno-api' });
  const plainLogger = isPlainPinoOptions(loggerOptions);
  const writeRequestLine = requestLineWriter(app.log, plainLogger);
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine({
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      userId: userIdOf(request),
    });
    done();
  });

  registerErrorHandler(app);
  // Pages, scripts and larger answers travel compressed (brotli or gzip, as the client accepts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const securityOptions = {
    isProduction: config.isProduction,
    extraConnectSources: config.contentHost ? [config.contentHost] : [],
    intercom: Boolean(config.intercom),
    stripe: Boolean(config.stripePublishableKey),
  };
  await registerSecurityHeaders(app, securityOptions);
  registerChannelHeaders(app, secrets.appApiKey);

  // The shared pieces, built once: mail sender (and outbox), rate limiter, public URL, logger.
  const log = app.log;
  const publicUrl = resolvePublicUrl(config);
  const platform = createPlatformModule({ config, database, log, mailSender });
  const { mail, limiter, jobs } = platform;
  const requestMetrics = registerMetrics(app, {
    token: secrets.metricsToken ?? config.secrets.metricsToken,
    database,
    readFigures: platform.readFigures,
  });

  // The domain modules. Each gets the shared pieces it needs and the faces of the modules it uses.
  // SPEC §1/§3 userHash proves the chat widget's identity: with Intercom, it must be Intercom's
  // identity-verification hash (HMAC-SHA256 of the user id with Intercom's secret).
  const toUserInfo = createUserInfoMapper(config.intercom?.identitySecret ?? secrets.chatSecret);
  const accounts = createAccountsModule({
    database,
    secrets,
    mail,
    limiter,
    accountLimiter: platform.accountLimiter,
    log,
    brandName: config.brandName,
    publicUrl,
    toUserInfo,
    limits,
    slowdown,
    jobs,
    events: platform.events,
    clock,
  });
  const profile = createProfileModule({
    database,
    toUserInfo,
    accounts,
    mail,
    log,
    brandName: config.brandName,
    publicUrl,
  });
  const payments = createPaymentsModule({ config, database, publicUrl, log });
  const lines = createLinesModule({
    database,
    smdpAddress: config.smdpAddress,
    mail,
    limiter,
    jobs,
    log,
    brandName: config.brandName,
    publicUrl,
    portInStepSeconds: config.portInStepSeconds,
    recoveryIntervalSeconds: config.orders.recoveryIntervalSeconds,
    verificationCodes: accounts.verificationCodes,
    dataEncryptionKey: secrets.dataEncryptionKey,
    isProduction: config.isProduction,
    renewals: {
      payments,
      price: renewalPrice,
      clock,
      settings: { ...config.renewals, leaseSeconds: config.orders.leaseSeconds },
    },
  });
  const shop = createShopModule({
    database,
    carrier: lines.carrier,
    lines: { waitsForUnmovableNumber: lines.waitsForUnmovableNumber },
    payments,
    mail,
    findCustomer: accounts.findUser,
    jobs,
    events: platform.events,
    log,
    brandName: config.brandName,
    publicUrl,
    orderTiming: config.orders,
    firstPeriod: { now: clock.now, days: config.renewals.periodDays },
  });
  const content = createContentModule({ database, events: platform.events, now: clock.now });
  const support = createSupportModule({
    database,
    mail,
    limiter,
    supportEmail: config.supportEmail,
    log,
    brandName: config.brandName,
    publicUrl,
    hours: config.supportHours,
    events: platform.events,
    appApiKey: secrets.appApiKey,
    visitorTokenKey: deriveKey(secrets.jwtSecret, 'chat-visitor-token'),
    accounts,
    lines,
    orders: { recentOrders: payments.recentPayments },
    // The care module (built below: it reads the support queues) answers on requests only.
    customerGate: {
      verifiedUntil: (staff, customerId) => care.customerGate.verifiedUntil(staff, customerId),
      recordRead: (staff, customerId, via) => care.customerGate.recordRead(staff, customerId, via),
    },
    ...(now ? { now } : {}),
  });
  const care = createCareModule({
    database,
    audit: platform.audit,
    accounts,
    payments,
    pins: accounts,
    lines,
    queues: { lines: lines.workQueues, support: support.workQueues, jobs: platform.failedJobs },
    inbox: support,
    mail,
    limiter,
    brandName: config.brandName,
    publicUrl,
    codeKey: deriveKey(secrets.jwtSecret, 'care-verification-codes'),
    catalogue: { plans: shop.cataloguePlans, promotions: shop.promotions },
    content,
    contentProduct: config.contentProduct,
  });
  const modules: AppModule<AuthUser>[] = [
    platform,
    accounts,
    profile,
    shop,
    payments,
    lines,
    support,
    content,
    care,
    createPrivacyModule({
      database,
      audit: platform.audit,
      mail,
      log,
      brandName: config.brandName,
      ports: {
        endLinesForDeletion: lines.endLinesForDeletion,
        forgetPaymentCustomer: payments.forgetCustomer,
        userChanged: accounts.userChanged,
      },
      hooks: [support, care, shop, payments, lines, accounts].map((module) => module.privacy),
    }),
  ];
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
