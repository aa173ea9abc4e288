import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { resolvePublicUrl } from '../lib/public-url';
import {
  createAccountsModule,
  supportToolKey,
  SUPPORT_TOOL_HEADER,
  type AccountsModule,
} from '../modules/accounts/accounts-module';
import { createPlatformModule } from '../modules/platform/platform-module';
import { createUserInfoMapper } from '../modules/profile/profile-module';
import type { Secrets } from '../secrets';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Opens the database itself (PostgreSQL, or the embedded one when no server holds it), runs `use`
 * with the accounts module and closes everything again.
 */
export async function withAccountsDirectly<T>(
  config: Config,
  secrets: Secrets,
  use: (accounts: AccountsModule) => Promise<T>,
): Promise<T> {
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
    return await use(accounts);
  } finally {
    platform.close();
    await database.close();
  }
}

/** The local server's answer to a support tool's request, with the host it was asked at. */
export type ToolAnswer = { response: Response; host: string };

/**
 * Posts `body` to the support tool at `toolPath` of the server running on this machine.
 * Undefined when none answers, so the caller opens the database itself. (PGlite may be opened
 * by one process only.)
 */
export async function postToLocalServer(
  config: Config,
  secrets: Secrets,
  toolPath: string,
  body: unknown,
): Promise<ToolAnswer | undefined> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  try {
    const response = await fetch(
      `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${toolPath}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SUPPORT_TOOL_HEADER]: supportToolKey(secrets.jwtSecret),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      },
    );
    return { response, host };
  } catch {
    return undefined;
  }
}
