/**
 * The session token in local storage (SPEC §3: under the key `token`) and, beside it, what the
 * session answer said about it: when it expires and whether it is an assisted (support) session.
 * The browser never decodes the token itself. Only lib/session.ts writes here.
 */
import type { SessionToken } from '@mvno/contracts/api/auth';
import { TOKEN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@mvno/contracts/constants';
import { readLocal } from './local-storage';

/** What the browser keeps beside the token; checked by hand so the first load needs no schema library. */
function readTokenInfo(json: unknown): { expiresAtMs: number; assisted: boolean } | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const { expiresAt, assisted } = json as { expiresAt?: unknown; assisted?: unknown };
  if (typeof expiresAt !== 'string' || typeof assisted !== 'boolean') return undefined;
  const expiresAtMs = Date.parse(expiresAt);
  return Number.isNaN(expiresAtMs) ? undefined : { expiresAtMs, assisted };
}

export type StoredToken = { token: string; expiresAtMs: number; assisted: boolean };

export function getStoredToken(): string | null {
  return readLocal(TOKEN_STORAGE_KEY);
}

/** The token with its expiry and kind; undefined when either is missing or unreadable. */
export function readStoredToken(): StoredToken | undefined {
  const token = getStoredToken();
  const raw = readLocal(TOKEN_INFO_STORAGE_KEY);
  if (!token || !raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const info = readTokenInfo(json);
  return info && { token, ...info };
}

/** SPEC §4: logged in means a token exists and is not expired (by the expiry the server gave). */
export function isSessionLive(nowMs = Date.now()): boolean {
  const stored = readStoredToken();
  return stored !== undefined && stored.expiresAtMs > nowMs;
}

export function writeStoredToken({ token, expiresAt, assisted }: SessionToken): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(TOKEN_INFO_STORAGE_KEY, JSON.stringify({ expiresAt, assisted }));
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(TOKEN_INFO_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
