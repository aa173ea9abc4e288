import type { Config } from './config';
import type { Database } from './db/client';
import { createConfiguredMailSender, type ConfiguredMailSender } from './adapters/mail/create-mail-sender';
import type { MailSender } from './adapters/mail/mail-sender';
import { resolvePublicUrl } from './lib/public-url';
import { createLinkTokenRepository } from './repositories/link-token-repository';
import { createLoginCodeRepository } from './repositories/login-code-repository';
import { createMailOutboxRepository } from './repositories/mail-outbox-repository';
import { createRateLimitRepository } from './repositories/rate-limit-repository';
import { createSupportAuditRepository } from './repositories/support-audit-repository';
import { createUserRepository } from './repositories/user-repository';
import type { Secrets } from './secrets';
import type { AccountDeps } from './services/account-deps';
import { createAccountService } from './services/account-service';
import { resolveAuthLimits, type AuthLimits } from './services/auth-limits';
import { createLoginCodeService } from './services/login-code-service';
import { createPasswordLoginService } from './services/password-login-service';
import { createPasswordResetService } from './services/password-reset-service';
import { createRateLimiter } from './lib/rate-limiter';
import { createRegistrationService } from './services/registration-service';
import { createSecretHasher, deriveKey } from './lib/secret-tokens';
import { createSessionService } from './services/session-service';
import { createSessionTokens } from './lib/session-tokens';
import { createSupportSignInService } from './services/support-sign-in-service';

type Log = {
  info: (object: object, message: string) => void;
  warn: { (message: string): void; (object: object, message: string): void };
};

export type AccountsOptions = {
  config: Config;
  database: Database;
  secrets: Secrets;
  log: Log;
  /** Tests use small limits; production keeps the defaults. */
  limits?: Partial<AuthLimits> | undefined;
  /** Replaces the configured mail adapter (SMTP_URL or the outbox). */
  mailSender?: MailSender | undefined;
};

function chooseMailSender(given: MailSender | undefined, configure: () => ConfiguredMailSender) {
  if (given) return { sender: given, close: () => undefined };
  const configured = configure();
  return { sender: configured, close: () => configured.close() };
}

/** Builds the account repositories and services (the composition root of this feature). */
export function createAccounts({ config, database, secrets, log, limits, mailSender }: AccountsOptions) {
  const outbox = createMailOutboxRepository(database.db);
  const mail = chooseMailSender(mailSender, () => createConfiguredMailSender(config, outbox, log));
  const users = createUserRepository(database.db);
  const sessions = createSessionService({
    users,
    tokens: createSessionTokens(secrets.jwtSecret),
    chatSecret: secrets.chatSecret,
  });
  const deps: AccountDeps = {
    users,
    loginCodes: createLoginCodeRepository(database.db),
    linkTokens: createLinkTokenRepository(database.db),
    supportAudit: createSupportAuditRepository(database.db),
    sessions,
    limiter: createRateLimiter(createRateLimitRepository(database.db)),
    limits: resolveAuthLimits(limits),
    mail: mail.sender,
    mailContext: { brandName: config.brandName, publicUrl: resolvePublicUrl(config) },
    secrets: createSecretHasher(deriveKey(secrets.jwtSecret, 'one-time-secrets')),
    log,
  };
  return {
    outbox,
    /** The configured mail adapter, for other features that send mail. */
    mail: deps.mail,
    limiter: deps.limiter,
    sessions,
    registration: createRegistrationService(deps),
    passwordLogin: createPasswordLoginService(deps),
    loginCodes: createLoginCodeService(deps),
    passwordReset: createPasswordResetService(deps),
    account: createAccountService({ ...deps, chatSecret: secrets.chatSecret }),
    supportSignIn: createSupportSignInService(deps),
    /** Key of the support-link tool for a running server (see routes/support-link-routes.ts). */
    supportToolKey: deriveKey(secrets.jwtSecret, 'support-link-tool'),
    close: mail.close,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
