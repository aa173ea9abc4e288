import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One built app for the whole run, on its own port and a fresh embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const API_KEY = 'e2e-web-channel-key';

/** Fixed secrets, so that tools run by the tests (the support-link command) match the server. */
const SECRETS = {
  APP_API_KEY: API_KEY,
  JWT_SECRET: 'e2e-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  CHAT_SECRET: 'e2e-chat-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  DATA_ENCRYPTION_KEY: 'e2e0'.repeat(16),
};

/** The config is loaded by the runner and by every worker: one data folder, chosen once. */
export function dataDir(): string {
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mvno-e2e-'));
  return process.env.E2E_DATA_DIR;
}

/**
 * With E2E_DATABASE_URL (`npm test` sets it when the run has PostgreSQL) the server and the tools the
 * journeys run use that database, made anew when the server starts (support/journeys-server.mjs);
 * without, the embedded one in the data folder, as `npm start` does.
 */
export function serverEnv(): Record<string, string> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: BASE_URL,
    // A port-in moves a step a second, so the journeys see it pending, then done.
    PORT_IN_STEP_SECONDS: '1',
    // createCustomer names a client address of its own for each registration (X-Forwarded-For), so the
    // suite's many customers stay under the per-address registration limit that a real client meets.
    TRUST_PROXY: '1',
    ...SECRETS,
  };
}

export const CHANNEL_HEADERS = { 'x-api-key': API_KEY, 'x-company-code': 'WEB', 'x-operator-id': '19' };
