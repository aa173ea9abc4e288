import { isIP } from 'node:net';

/** Who the passkeys belong to (WebAuthn's relying party): the site's domain and the origin pages run on. */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party of the app's public URL: its host name as the id, its origin as the only
 * origin a ceremony may come from (docs/decisions/030). Browsers refuse an IP address as the id,
 * so a public URL on a loopback address (development, the browser tests) uses `localhost` with
 * the same scheme and port: passkeys work when the app is opened at `http://localhost:PORT`.
 */
export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && (host === '::1' || host.startsWith('127.'))) {
    url.hostname = 'localhost';
    return { id: 'localhost', origin: url.origin, name };
  }
  return { id: host, origin: url.origin, name };
}
