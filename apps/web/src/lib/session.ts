import { TOKEN_STORAGE_KEY } from '@mvno/contracts/constants';

/** Reads the `exp` claim (seconds) without verifying: the server verifies, the browser only needs to know when it ends. */
export function readTokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenValid(token: string | null, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = readTokenExpiry(token);
  return exp !== undefined && exp * 1000 > nowMs;
}

export function getStoredToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}
