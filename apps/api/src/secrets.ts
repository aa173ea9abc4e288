import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

export type Secrets = {
  appApiKey: string;
  jwtSecret: string;
  chatSecret: string;
  /** Bearer token of /metrics; none in production without METRICS_TOKEN (then /metrics is off). */
  metricsToken?: string | undefined;
  /** AES-256-GCM key (64 hex digits) of the values kept encrypted at rest (the port-in PIN and account number). */
  dataEncryptionKey: string;
};

/**
 * Outside production a missing secret is generated once and kept in the data folder, so a
 * restart keeps sessions valid. In production config.ts has already required every secret.
 */
export function resolveSecrets(config: Config): Secrets {
  const given = config.secrets;
  if (
    given.appApiKey &&
    given.jwtSecret &&
    given.chatSecret &&
    given.dataEncryptionKey &&
    (given.metricsToken || config.isProduction)
  ) {
    return {
      dataEncryptionKey: given.dataEncryptionKey,
      appApiKey: given.appApiKey,
      jwtSecret: given.jwtSecret,
      chatSecret: given.chatSecret,
      metricsToken: given.metricsToken,
    };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let kept: Partial<Secrets> = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    kept = {};
  }
  const secrets: Secrets = {
    appApiKey: given.appApiKey ?? kept.appApiKey ?? `web-${randomBytes(12).toString('hex')}`,
    jwtSecret: given.jwtSecret ?? kept.jwtSecret ?? randomBytes(48).toString('base64url'),
    chatSecret: given.chatSecret ?? kept.chatSecret ?? randomBytes(48).toString('base64url'),
    metricsToken: given.metricsToken ?? kept.metricsToken ?? randomBytes(24).toString('base64url'),
    dataEncryptionKey: given.dataEncryptionKey ?? kept.dataEncryptionKey ?? randomBytes(32).toString('hex'),
  };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
