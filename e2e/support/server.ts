import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One built app for the whole run, on its own port and a fresh embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const API_KEY = 'e2e-web-channel-key';

export function serverEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mvno-e2e-')),
    LOG_LEVEL: 'warn',
    APP_API_KEY: API_KEY,
    PUBLIC_URL: BASE_URL,
  };
}
