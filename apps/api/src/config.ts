import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseSupportHours, SupportHoursError, type SupportHoursPlan } from './lib/support-hours';

/**
 * The only place that reads the environment. Every value is checked here so that a bad
 * setting stops start-up with a message naming the variable, instead of failing later.
 */
const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /**
   * The connection that LISTENs for the PostgreSQL event bus, when DATABASE_URL goes through a pooler in
   * transaction mode (which cannot hold a LISTEN): PostgreSQL itself or a session-mode pool.
   */
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /**
   * `transaction` when DATABASE_URL is a pooler in transaction mode (PgBouncer's default for apps): statements
   * are sent unnamed, and LISTEN needs DATABASE_LISTEN_URL or REDIS_URL. `session`: PostgreSQL itself or a
   * session-mode pool.
   */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  PUBLIC_URL: z.url().optional(),
  APP_API_KEY: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  CHAT_SECRET: z.string().min(32).optional(),
  /** AES-256-GCM key of the values kept encrypted at rest (the port-in PIN and account number): 64 hex digits. */
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes as 64 hex digits (openssl rand -hex 32)')
    .optional(),
  /** OpenTelemetry: send traces over OTLP/HTTP to this collector (`<url>/v1/traces`). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** Bearer token of GET /metrics; unset in production, /metrics is off. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  BRAND_NAME: z.string().min(1).default('Brightline Mobile'),
  CONTENT_HOST: z.url().optional(),
  CONTENT_PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('brightline'),
  DEVICES_URL: z.url().default('https://www.apple.com/shop/buy-iphone'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /**
   * Behind load balancers: how many proxies in front of the app append to X-Forwarded-For (a hop
   * count, e.g. `1`), or their addresses (`10.0.0.0/8,192.168.1.7`). The client address is then
   * the entry the nearest untrusted hop wrote; what the client itself wrote is never believed.
   * `false`: the socket's address. `true` is refused: it would trust the client's own entry.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value !== 'true', {
      message: 'must be a hop count (e.g. 1) or proxy addresses, not true: true believes what clients write',
    })
    .refine((value) => value === 'false' || /^[1-9]\d?$/.test(value) || isAddressList(value), {
      message:
        'must be false, a hop count (1-99) or a comma-separated list of proxy IP addresses or CIDR ranges',
    }),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/\S+$/,
      'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SUPPORT_EMAIL: z.email().default('support@brightline.example'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  /** Stripe's public key: with it the web app loads Stripe.js (v3) at start-up (SPEC §7). */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')
    .optional(),
  /** How long the built-in sandbox takes to answer a charge (a real provider takes about a second). */
  SANDBOX_CHARGE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Only for tests and local fakes: where the Stripe SDK sends its calls. */
  STRIPE_API_BASE: z.url().optional(),
  SMDP_ADDRESS: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
      'must be a host name, e.g. smdp.example.com',
    )
    .default('smdp.brightline.example'),
  /**
   * Events between processes through Redis pub/sub and rate-limit counters in Redis; PostgreSQL
   * stands in while Redis is away (it is never needed to start or to answer).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
    .optional(),
  /** When agents answer the chat live, e.g. "Mon-Fri 09:00-18:00, Sat 10:00-14:00" or "always". */
  SUPPORT_HOURS: z.string().min(1).default('Mon-Fri 09:00-18:00'),
  SUPPORT_TIME_ZONE: z.string().min(1).default('America/New_York'),
  /** Intercom's messenger replaces the built-in chat when both are set. */
  INTERCOM_APP_ID: z
    .string()
    .regex(/^[a-z0-9]+$/i, "must be Intercom's app id (letters and digits)")
    .optional(),
  INTERCOM_IDENTITY_SECRET: z.string().min(16).optional(),
  /**
   * A demo deployment: production without a real card provider, taking the sandbox's test cards,
   * with every page saying it is a demo. Without it, production refuses to start with no provider.
   */
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  /** Whether this process works background jobs; `false` for web processes when workers run apart. */
  JOB_WORKERS: z.enum(['true', 'false']).default('true'),
  /**
   * How often an idle worker looks for due jobs that no wake-up announced, in seconds: a job sent by
   * any process wakes the workers when it falls due (through the event bus), and so does a retry.
   */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(30),
  /** How often idle workers look while the event bus is not listening (wake-ups can be lost then). */
  JOB_FALLBACK_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often jobs whose worker died are failed and retried, in seconds. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Further tries of a mail the mail server did not take, and the first wait (doubling each time). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * How long a request (or recovery) may work on an order before another may take it over, and
   * how often recovery looks for orders whose worker died; both in seconds (decision 006).
   */
  ORDER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ORDER_RECOVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How long a request made while the server starts waits for the database before a 503. */
  START_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(15),
  /**
   * Stopping (SIGTERM, SIGINT): readiness answers 503 at once; the process keeps serving for the
   * delay (the load balancer's time to see it), then takes no new connections, lets requests in flight
   * finish and hands its jobs back, and exits within the timeout whatever is left.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  /** Seconds between the simulated carrier's steps of a port-in (submitted -> pending -> answered). */
  PORT_IN_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  /** Days a plan period runs from activation (and from each renewal). */
  PLAN_PERIOD_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  /** Days before a renewal that the reminder mail goes out. */
  RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  /** Days after the renewal date of each further try of a declined renewal, ascending; the line is suspended after the last. */
  RENEWAL_RETRY_DAYS: z
    .string()
    .default('1,3')
    .refine(
      (value) =>
        value === '' ||
        value
          .split(',')
          .map(Number)
          .every(
            (day, index, days) =>
              Number.isInteger(day) && day > 0 && day <= 60 && (index === 0 || day > (days[index - 1] ?? 0)),
          ),
      'a comma-separated list of ascending whole days (e.g. 1,3), or empty for no retries',
    ),
});

export type Env = z.infer<typeof zEnv>;

function isAddressList(value: string): boolean {
  return value
    .split(',')
    .map((part) => part.trim())
    .every((part) => isIP(part.split('/')[0] ?? '') !== 0 && /^[^/]+(\/\d{1,3})?$/.test(part));
}

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
    brandName: env.BRAND_NAME,
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
    /** SM-DP+ server named in eSIM activation codes (LPA:1$<address>$<matching id>). */
    smdpAddress: env.SMDP_ADDRESS,
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
    /** Plan periods and their renewal (decision 017): period length, reminder and retries in days. */
    renewals: {
      periodDays: env.PLAN_PERIOD_DAYS,
      reminderDays: env.RENEWAL_REMINDER_DAYS,
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
