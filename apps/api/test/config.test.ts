import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const PRODUCTION_SECRETS = {
  APP_API_KEY: 'prod-api-key-123',
  JWT_SECRET: 'j'.repeat(32),
  CHAT_SECRET: 'c'.repeat(32),
  DATA_ENCRYPTION_KEY: 'd'.repeat(64),
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
};

function configErrorOf(source: Record<string, string>): ConfigError {
  try {
    loadConfig(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(source)}`);
}

describe('loadConfig', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PUBLIC_URL_ALIASES', { PUBLIC_URL_ALIASES: 'https://brightline.example, www.brightline.example' }],
    ['PUBLIC_URL_ALIASES', { PUBLIC_URL_ALIASES: 'javascript:alert(1)' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['CONTENT_PRODUCT', { CONTENT_PRODUCT: 'Bright Line' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['SUPPORT_HOURS', { SUPPORT_HOURS: 'weekdays 9 to 5' }],
    ['SUPPORT_TIME_ZONE', { SUPPORT_TIME_ZONE: 'Eastern' }],
    ['INTERCOM_APP_ID', { INTERCOM_APP_ID: 'has spaces' }],
    ['INTERCOM_IDENTITY_SECRET', { INTERCOM_APP_ID: 'abc123' }],
    ['INTERCOM_APP_ID', { INTERCOM_IDENTITY_SECRET: 's'.repeat(32) }],
    ['ORDER_LEASE_SECONDS', { ORDER_LEASE_SECONDS: '0' }],
    ['DATABASE_POOL_MODE', { DATABASE_POOL_MODE: 'statement' }],
    ['DATABASE_LISTEN_URL', { DATABASE_LISTEN_URL: 'redis://127.0.0.1' }],
    [
      'DATABASE_LISTEN_URL',
      { DATABASE_URL: 'postgres://app@pooler:6432/mvno', DATABASE_POOL_MODE: 'transaction' },
    ],
    ['SHUTDOWN_TIMEOUT_SECONDS', { SHUTDOWN_TIMEOUT_SECONDS: '0' }],
    ['SHUTDOWN_DELAY_SECONDS', { SHUTDOWN_DELAY_SECONDS: 'a while' }],
    ['ORDER_RECOVERY_INTERVAL_SECONDS', { ORDER_RECOVERY_INTERVAL_SECONDS: 'soon' }],
    ['SANDBOX_CHARGE_DELAY_MS', { SANDBOX_CHARGE_DELAY_MS: '-5' }],
  ])('rejects a bad %s and names it: %j', (variable, source) => {
    const error = configErrorOf(source);

    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it.each(['APP_API_KEY', 'JWT_SECRET', 'CHAT_SECRET', 'DATA_ENCRYPTION_KEY'] as const)(
    'requires %s in production and names it',
    (missing) => {
      const source: Record<string, string> = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
      delete source[missing];

      const error = configErrorOf(source);

      expect(error.message).toBe(`Invalid configuration: ${missing} is required when NODE_ENV=production`);
    },
  );

  it('refuses production without a real card provider unless DEMO_MODE says it is a demo', () => {
    const { STRIPE_SECRET_KEY: _key, ...withoutProvider } = PRODUCTION_SECRETS;

    const error = configErrorOf({ NODE_ENV: 'production', ...withoutProvider });
    const demo = loadConfig({ NODE_ENV: 'production', ...withoutProvider, DEMO_MODE: 'true' });

    expect(error.variable).toBe('STRIPE_SECRET_KEY');
    expect(error.message).toMatch(/required when NODE_ENV=production.*DEMO_MODE=true/);
    expect(demo.demoMode).toBe(true);
    expect(demo.stripeSecretKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).demoMode).toBe(false);
  });

  it('accepts production with every secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });

    expect(config.isProduction).toBe(true);
    expect(config.secrets).toStrictEqual({
      appApiKey: PRODUCTION_SECRETS.APP_API_KEY,
      jwtSecret: PRODUCTION_SECRETS.JWT_SECRET,
      chatSecret: PRODUCTION_SECRETS.CHAT_SECRET,
      metricsToken: undefined,
      dataEncryptionKey: PRODUCTION_SECRETS.DATA_ENCRYPTION_KEY,
    });
  });

  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});

    // The foundation's settings; features add their own beside them.
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      brandName: 'Brightline Mobile',
      contentProduct: 'brightline',
      devicesUrl: 'https://www.apple.com/shop/buy-iphone',
      logLevel: 'info',
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    expect(config.contentHost).toBeUndefined();
    expect(config.webDist).toBeUndefined();
    expect(config.secrets).toStrictEqual({
      appApiKey: undefined,
      jwtSecret: undefined,
      chatSecret: undefined,
      metricsToken: undefined,
      dataEncryptionKey: undefined,
    });
  });

  it('reads the addresses the site is also served at, none by default (decision 083)', () => {
    expect(loadConfig({}).publicUrlAliases).toEqual([]);
    expect(
      loadConfig({ PUBLIC_URL_ALIASES: ' https://brightline.example , https://shop.brightline.example/,' })
        .publicUrlAliases,
    ).toEqual(['https://brightline.example', 'https://shop.brightline.example/']);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: 'postgresql://app@db.internal:5432/mvno',
      SEED_DEMO: 'false',
      DATA_DIR: '/var/lib/mvno',
    });

    expect(config).toMatchObject({
      port: 0,
      databaseUrl: 'postgresql://app@db.internal:5432/mvno',
      seedDemo: false,
      dataDir: '/var/lib/mvno',
    });
  });

  it('takes a transaction pooler with LISTEN elsewhere, and bounds stopping by default', () => {
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://app@pooler:6432/mvno',
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_LISTEN_URL: 'postgres://app@db:5432/mvno',
    });
    expect(pooled).toMatchObject({
      transactionPooler: true,
      databaseListenUrl: 'postgres://app@db:5432/mvno',
    });
    expect(loadConfig({ DATABASE_POOL_MODE: 'transaction', REDIS_URL: 'redis://cache:6379' })).toMatchObject({
      transactionPooler: true,
    });
    expect(loadConfig({})).toMatchObject({
      transactionPooler: false,
      shutdown: { delaySeconds: 0, timeoutSeconds: 10 },
    });
  });
});
