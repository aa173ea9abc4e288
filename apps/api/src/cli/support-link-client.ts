import path from 'node:path';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../errors';
import { resolvePublicUrl } from '../lib/public-url';
import {
  createAccountsModule,
  supportToolKey,
  SUPPORT_TOOL_HEADER,
  SUPPORT_TOOL_PATH,
} from '../modules/accounts/accounts-module';
import { createPlatformModule } from '../modules/platform/platform-module';
import { createUserInfoMapper } from '../modules/profile/profile-module';
import type { Secrets } from '../secrets';

export type LinkResult = { ok: true; url: string } | { ok: false; message: string };

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Opens the database itself (PostgreSQL, or the embedded one when no server holds it). */
export async function createLinkDirectly(
  config: Config,
  secrets: Secrets,
  email: string,
): Promise<LinkResult> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    unnamedStatements: config.transactionPooler,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  const platform = createPlatformModule({ config, database, log: quietLog });
  const accounts = createAccountsModule({
    database,
    secrets,
    mail: platform.mail,
    limiter: platform.limiter,
    accountLimiter: platform.accountLimiter,
    jobs: platform.jobs,
    events: platform.events,
    log: quietLog,
    brandName: config.brandName,
    publicUrl: resolvePublicUrl(config),
    toUserInfo: createUserInfoMapper(secrets.chatSecret),
  });
  try {
    // A fresh embedded database gets its tables; a PostgreSQL server is migrated by the app's start-up.
    if (database.kind === 'pglite') await database.migrate();
    const link = await accounts.createSupportLink(email);
    return { ok: true, url: link.url };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { ok: false, message: error.userMessage };
    throw error;
  } finally {
    platform.close();
    await database.close();
  }
}

/**
 * Asks the server running on this machine. Undefined when none answers, so the caller opens
 * the database itself. (PGlite may be opened by one process only.)
 */
export async function createLinkThroughServer(
  config: Config,
  secrets: Secrets,
  email: string,
): Promise<LinkResult | undefined> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let response: Response;
  try {
    response = await fetch(
      `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${SUPPORT_TOOL_PATH}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SUPPORT_TOOL_HEADER]: supportToolKey(secrets.jwtSecret),
        },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(5000),
      },
    );
  } catch {
    return undefined;
  }
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (response.ok && body.url) return { ok: true, url: body.url };
  if (body.message === PRODUCT_MESSAGES.accounts.unknownCustomer) return { ok: false, message: body.message };
  return {
    ok: false,
    message: `The server at ${host}:${config.port} answered ${response.status} (${body.message ?? 'no message'}); is it this app, with the same JWT_SECRET? For`,
  };
}
