/**
 * Reads a JWT payload without verifying it: the server verifies every call; the browser only
 * needs the claims to decide what to show.
 */
export function readTokenClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A support agent's session (`asst: true`), which must stay visible to whoever is at the screen. */
export function isAssistedToken(token: string | null): boolean {
  return token !== null && readTokenClaims(token)?.asst === true;
}
