import { isIP } from 'node:net';
import { z } from 'zod';
import { REFERRAL_DEFAULTS } from '@mvno/contracts/product-constants/wallet';

/**
 * The only place that reads the environment. Every value is checked here so that a bad
 * setting stops start-up with a message naming the variable, instead of failing later.
 */
export const zEnv = z.object({
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
  /**
   * Other addresses customers reach the app at (`https://brightline.example` beside
   * `https://www.brightline.example`), comma-separated: a return from the card page goes back to
   * whichever of these and PUBLIC_URL the customer used.
   */
  PUBLIC_URL_ALIASES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
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
  /** The company's FCC Registration Number, in every Broadband Facts label id (decision 061); a demo number by default. */
  FCC_REGISTRATION_NUMBER: z
    .string()
    .regex(/^\d{10}$/, 'must be the 10 digits of the FRN')
    .default('0012345678'),
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
  /**
   * How long a process keeps a place's tax rates (and a quarter's USF) once read, in seconds
   * (decision 092); 0 reads them at every sale. Unset: 60 in production, 0 elsewhere.
   */
  TAX_RATES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Only for tests and local fakes: where the Stripe SDK sends its calls. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * The carrier's HTTP API (docs/carrier-api.md, decision 073): with it, lines are activated there
   * through the carrier outbox and its events come to /app/carrier/events; without it, the built-in
   * simulated carrier answers in the process. `npm start` points it at the simulator it starts.
   */
  CARRIER_URL: z.url().optional(),
  /** `Authorization: Bearer` of every call to the carrier. */
  CARRIER_API_KEY: z.string().min(1).optional(),
  /** Shared secret of the carrier's event signatures. */
  CARRIER_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Seconds between two runs of the carrier outbox's sender. */
  CARRIER_SWEEP_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** Longest pause between two sends of one command while the carrier fails (doubling from 1 s). */
  CARRIER_RETRY_MAX_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** Seconds after the carrier accepted a command before its status is asked for (an overdue callback). */
  CARRIER_POLL_AFTER_SECONDS: z.coerce.number().min(1).max(86_400).default(30),
  CARRIER_RECONCILE_SECONDS: z.coerce.number().min(1).max(86_400).default(3600),
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
   * Whether this process queues the business figures' periodic jobs at start-up (the days' snapshot and
   * the live figures' months, each reading the whole database): one process of a deployment is enough.
   */
  KPI_JOBS: z.enum(['true', 'false']).default('true'),
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
  /**
   * Days from a customer's notice of a plan's new price to the first renewal that may charge it
   * (decision 063): a held line pays the old price until its first renewal at least this long after.
   */
  PRICE_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Referral credit (decision 071), in cents: to the referrer, to the referred customer; and the referrer's most a year. */
  WALLET_REFERRER_CENTS: z.coerce.number().int().min(0).max(100_000).default(REFERRAL_DEFAULTS.referrerCents),
  WALLET_REFERRED_CENTS: z.coerce.number().int().min(0).max(100_000).default(REFERRAL_DEFAULTS.referredCents),
  WALLET_REFERRALS_PER_YEAR: z.coerce.number().int().min(0).max(1000).default(REFERRAL_DEFAULTS.perYear),
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
