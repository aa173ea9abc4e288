import { deriveKey } from './lib/secret-tokens';
import { resolvePublicUrl } from './lib/public-url';
import type { AppModule } from './http/app-module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { MailSender } from './lib/mail';
import type { AuthLimits, SlowdownTiming } from './modules/accounts/accounts-module';
import type { Secrets } from './secrets';
import { createAccountsModule } from './modules/accounts/accounts-module';
import type { AuthUser } from './modules/accounts/accounts-types';
import { createCareModule } from './modules/care/care-module';
import { createContentModule } from './modules/content/content-module';
import { createKpisModule } from './modules/kpis/kpis-module';
import { createLinesModule } from './modules/lines/lines-module';
import { createPaymentsModule } from './modules/payments/payments-module';
import { createPlatformModule } from './modules/platform/platform-module';
import { createNoticesModule } from './modules/notices/notices-module';
import { createPrivacyModule } from './modules/privacy/privacy-module';
import { createProfileModule, createUserInfoMapper } from './modules/profile/profile-module';
import { createShopModule, renewalPrice } from './modules/shop/shop-module';
import { createTaxesModule } from './modules/taxes/taxes-module';
import { createSupportModule } from './modules/support/support-module';
import type { Clock } from './lib/clock';
import type { Log } from './lib/log';

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
 * The domain modules, built once from the shared pieces (mail sender and outbox, rate limiter, public
 * URL, logger, clock); each gets the faces of the modules it uses. The list is in the order their
 * routes are registered; the named ones are what app.ts wires further (authentication, reference
 * data, the web front).
 */
export function composeModules(deps: Omit<AppDeps, 'logger' | 'clock'> & { log: Log; clock: Clock }) {
  const { config, database, secrets, limits, slowdown, mailSender, now, log, clock } = deps;
  const publicUrl = resolvePublicUrl(config);
  const platform = createPlatformModule({ config, database, log, mailSender });
  const { limiter, jobs } = platform;
  // Every module's mail goes through the notices' seam: a notice goes by mail, text or both, as chosen.
  const notices = createNoticesModule({
    database,
    jobs,
    mail: platform.mail,
    carrier: config.carrierApi
      ? {
          url: config.carrierApi.url,
          apiKey: config.carrierApi.apiKey,
          pollAfterSeconds: config.carrierApi.outbox.pollAfterSeconds,
          intervalSeconds: config.carrierApi.outbox.intervalSeconds,
        }
      : null,
    log,
    brandName: config.brandName,
    retry: config.mailRetry,
  });
  const { mail } = notices;

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
  const payments = createPaymentsModule({ config, database, publicUrl, log, clock, jobs });
  const taxes = createTaxesModule({ database, cacheSeconds: config.taxRatesCacheSeconds, clock });
  const lines = createLinesModule({
    database,
    smdpAddress: config.smdpAddress,
    carrierApi: config.carrierApi,
    // The carrier's events about notice texts go to the notices (decision 106).
    textReports: notices.textReports,
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
      taxes: taxes.port,
      clock,
      settings: { ...config.renewals, leaseSeconds: config.orders.leaseSeconds },
    },
  });
  const shop = createShopModule({
    database,
    carrier: lines.carrier,
    taxes: taxes.port,
    lines: { waitsForUnmovableNumber: lines.waitsForUnmovableNumber },
    payments,
    mail,
    findCustomer: accounts.findUser,
    jobs,
    events: platform.events,
    log,
    brandName: config.brandName,
    publicUrl,
    labels: { frn: config.fccRegistrationNumber, supportEmail: config.supportEmail },
    orderTiming: config.orders,
    activationRefundSeconds: config.carrierApi?.outbox.intervalSeconds ?? null,
    firstPeriod: { now: clock.now, days: config.renewals.periodDays },
    priceNoticeDays: config.renewals.priceNoticeDays,
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
    notices,
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
  const kpis = createKpisModule({ database, jobs, clock, log, startJobs: config.jobs.businessFigures });
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
    kpis,
    notices,
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
      hooks: [platform, notices, support, care, shop, payments, lines, accounts].flatMap(
        (module) => module.privacy,
      ),
    }),
  ];
  return { modules, platform, accounts, shop, content, kpis, publicUrl };
}
