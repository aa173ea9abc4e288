/**
 * The only place that reads the environment: every value is checked (`env-schema.ts`) so that a bad
 * setting stops start-up with a message naming the variable, instead of failing later.
 */
import path from 'node:path';
import { zEnv, type Env } from './env-schema';
import { parseSupportHours, SupportHoursError, type SupportHoursPlan } from './lib/support-hours';

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** The settings the app runs with: what `toConfig` makes of the checked environment (typed once, by the schema). */
export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const REQUIRED_IN_PRODUCTION = ['APP_API_KEY', 'JWT_SECRET', 'CHAT_SECRET', 'DATA_ENCRYPTION_KEY'] as const;

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = zEnv.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      variable,
      `${issue?.message ?? 'is invalid'} (got ${JSON.stringify(source[variable])})`,
    );
  }
  const env = parsed.data;
  let supportHours: SupportHoursPlan;
  try {
    supportHours = parseSupportHours(env.SUPPORT_HOURS, env.SUPPORT_TIME_ZONE);
  } catch (error) {
    if (!(error instanceof SupportHoursError)) throw error;
    const variable = error.message.includes('time zone') ? 'SUPPORT_TIME_ZONE' : 'SUPPORT_HOURS';
    throw new ConfigError(variable, `${error.message} (got ${JSON.stringify(source[variable])})`);
  }
  if (Boolean(env.INTERCOM_APP_ID) !== Boolean(env.INTERCOM_IDENTITY_SECRET)) {
    const missing = env.INTERCOM_APP_ID ? 'INTERCOM_IDENTITY_SECRET' : 'INTERCOM_APP_ID';
    throw new ConfigError(missing, 'is required too: Intercom mode needs the app id and the identity secret');
  }
  if (env.DATABASE_POOL_MODE === 'transaction' && !env.DATABASE_LISTEN_URL && !env.REDIS_URL) {
    throw new ConfigError(
      'DATABASE_LISTEN_URL',
      'or REDIS_URL is required when DATABASE_POOL_MODE=transaction: a LISTEN through a transaction pooler hears nothing',
    );
  }
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!env[name]) throw new ConfigError(name, 'is required when NODE_ENV=production');
    }
    for (const name of ['CARRIER_API_KEY', 'CARRIER_WEBHOOK_SECRET'] as const) {
      if (env.CARRIER_URL && !env[name])
        throw new ConfigError(name, 'is required with CARRIER_URL when NODE_ENV=production');
    }
    if (!env.STRIPE_SECRET_KEY && env.DEMO_MODE !== 'true') {
      throw new ConfigError(
        'STRIPE_SECRET_KEY',
        'is required when NODE_ENV=production: the built-in sandbox takes test cards. Set DEMO_MODE=true to run a demo with it',
      );
    }
  }
  return toConfig(env, supportHours);
}

/** The checked environment as the app's settings. */
function toConfig(env: Env, supportHours: SupportHoursPlan) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseListenUrl: env.DATABASE_LISTEN_URL,
    transactionPooler: env.DATABASE_POOL_MODE === 'transaction',
    publicUrl: env.PUBLIC_URL,
    /** Other addresses the app is reached at; returns from the card page may go there (PUBLIC_URL_ALIASES). */
    publicUrlAliases: env.PUBLIC_URL_ALIASES,
    brandName: env.BRAND_NAME,
    /** The FCC Registration Number of the Broadband Facts labels' ids (decision 061). */
    fccRegistrationNumber: env.FCC_REGISTRATION_NUMBER,
    contentHost: env.CONTENT_HOST,
    contentProduct: env.CONTENT_PRODUCT,
    devicesUrl: env.DEVICES_URL,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    seedDemo: env.SEED_DEMO === 'true',
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Mail goes out through SMTP when set; otherwise it is kept in the database outbox. */
    smtpUrl: env.SMTP_URL,
    /** Where contact-form messages are mailed. */
    supportEmail: env.SUPPORT_EMAIL,
    mailFrom: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@localhost>`,
    /** Card payments go through Stripe when set; otherwise through the built-in sandbox provider. */
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    /** Stripe.js is loaded with it only when Stripe takes the payments (never with the sandbox). */
    stripePublishableKey: env.STRIPE_SECRET_KEY ? env.STRIPE_PUBLISHABLE_KEY : undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: env.STRIPE_API_BASE,
    /** The sandbox's answer time of a charge, in milliseconds (demos, load tests, the crash test). */
    sandboxChargeDelayMs: env.SANDBOX_CHARGE_DELAY_MS,
    /** How long a place's tax rates are kept in the process once read (decision 092). */
    taxRatesCacheSeconds: env.TAX_RATES_CACHE_SECONDS ?? (env.NODE_ENV === 'production' ? 60 : 0),
    /** SM-DP+ server named in eSIM activation codes (LPA:1$<address>$<matching id>). */
    smdpAddress: env.SMDP_ADDRESS,
    /**
     * The carrier's HTTP API, or null for the built-in simulated carrier (decision 073). Outside
     * production the key and secret default to the simulator's (docs/carrier-api.md).
     */
    carrierApi: env.CARRIER_URL
      ? {
          url: env.CARRIER_URL.replace(/\/+$/, ''),
          apiKey: env.CARRIER_API_KEY ?? 'dev-carrier-key',
          webhookSecret: env.CARRIER_WEBHOOK_SECRET ?? 'dev-carrier-webhook-secret',
          outbox: {
            intervalSeconds: env.CARRIER_SWEEP_SECONDS,
            retryMaxSeconds: env.CARRIER_RETRY_MAX_SECONDS,
            pollAfterSeconds: env.CARRIER_POLL_AFTER_SECONDS,
            reconcileSeconds: env.CARRIER_RECONCILE_SECONDS,
          },
        }
      : null,
    /** Chat events travel through Redis when set; otherwise through PostgreSQL LISTEN/NOTIFY. */
    redisUrl: env.REDIS_URL,
    otelEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    /** When agents answer the chat live (SUPPORT_HOURS in SUPPORT_TIME_ZONE). */
    supportHours,
    /** Intercom's messenger instead of the built-in chat: app id and identity-verification secret. */
    intercom:
      env.INTERCOM_APP_ID && env.INTERCOM_IDENTITY_SECRET
        ? { appId: env.INTERCOM_APP_ID, identitySecret: env.INTERCOM_IDENTITY_SECRET }
        : undefined,
    /** A demo: the sandbox card page stands in for a provider and every page says so. */
    demoMode: env.DEMO_MODE === 'true',
    /** Background jobs (see modules/platform/jobs). */
    jobs: {
      runWorkers: env.JOB_WORKERS === 'true',
      /** Whether the business figures' periodic jobs are queued at start-up (KPI_JOBS). */
      businessFigures: env.KPI_JOBS === 'true',
      pollingSeconds: env.JOB_POLL_SECONDS,
      fallbackPollingSeconds: env.JOB_FALLBACK_POLL_SECONDS,
      maintenanceSeconds: env.JOB_MAINTENANCE_SECONDS,
    },
    /** Mail the mail server did not take is tried again, waiting `delaySeconds` and doubling. */
    mailRetry: { limit: env.MAIL_RETRY_LIMIT, delaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
    /** Orders: a worker's lease on an order, and the pause between two recovery runs. */
    orders: {
      leaseSeconds: env.ORDER_LEASE_SECONDS,
      recoveryIntervalSeconds: env.ORDER_RECOVERY_INTERVAL_SECONDS,
    },
    /** Seconds between two steps of a port-in at the simulated carrier: a few in development, tiny in tests. */
    portInStepSeconds: env.PORT_IN_STEP_SECONDS,
    /** Referral credit (decision 071): each side's cents and the referrer's most a year. */
    referrals: {
      referrerCents: env.WALLET_REFERRER_CENTS,
      referredCents: env.WALLET_REFERRED_CENTS,
      perYear: env.WALLET_REFERRALS_PER_YEAR,
    },
    /** Plan periods and their renewal (decision 017): period length, reminder and retries in days. */
    renewals: {
      periodDays: env.PLAN_PERIOD_DAYS,
      reminderDays: env.RENEWAL_REMINDER_DAYS,
      /** Days from a price change's notice to the first renewal that charges it (decision 063). */
      priceNoticeDays: env.PRICE_NOTICE_DAYS,
      retryDays: env.RENEWAL_RETRY_DAYS === '' ? [] : env.RENEWAL_RETRY_DAYS.split(',').map(Number),
    },
    /** Seconds a request made during start-up waits for the database to be ready (then 503). */
    startWaitSeconds: env.START_WAIT_SECONDS,
    /** Stopping: seconds of serving on after readiness turns 503, and the bound on the whole stop. */
    shutdown: { delaySeconds: env.SHUTDOWN_DELAY_SECONDS, timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS },
    /** Secrets: given, or (outside production) generated once and kept in the data folder. */
    secrets: {
      appApiKey: env.APP_API_KEY,
      jwtSecret: env.JWT_SECRET,
      chatSecret: env.CHAT_SECRET,
      metricsToken: env.METRICS_TOKEN,
      dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
    },
  };
}
