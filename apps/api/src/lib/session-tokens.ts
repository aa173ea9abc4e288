import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export type SessionClaims = {
  userId: string;
  /** The session (device) row the token belongs to; the token works while that row is live. */
  sessionId: string;
  /** A support agent signed in for the customer. */
  assisted: boolean;
};

export type SessionTokens = {
  /** A signed token for the session, expiring when the session does. */
  issue: (claims: SessionClaims, expiresAt: Date) => Promise<string>;
  /** The claims of a valid, unexpired HS256 token signed by us; undefined for anything else. */
  verify: (token: string) => Promise<SessionClaims | undefined>;
  /** `verify`, answered at once: every logged-in call asks, and it never waits for anything. */
  verifyNow: (token: string) => SessionClaims | undefined;
};

/** Verified tokens kept per process (about 300 bytes each). */
const MAX_VERIFIED = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeJson(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payload of a compact HS256 JWS signed with `key`, or undefined. Every logged-in call
 * verifies a token, so this is Node's HMAC, synchronous (a library's WebCrypto path costs several
 * times more per call): the header must name HS256 and nothing critical, the signature must be
 * exactly the one we would make (compared in constant time), and exp must lie in the future.
 */
function verifyHs256(
  token: string,
  key: Uint8Array,
  nowSeconds: number,
): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return undefined;
  const [encodedHeader = '', encodedPayload = '', signature = ''] = parts;
  const expected = Buffer.from(
    createHmac('sha256', key).update(`${encodedHeader}.${encodedPayload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const header = decodeJson(encodedHeader);
  if (header?.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return undefined;
  const payload = decodeJson(encodedPayload);
  if (!payload || typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return undefined;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds))
    return undefined;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return undefined;
  return payload;
}

/** SPEC §3: the session token carries `exp` in seconds. Claims: sub, sid, iat, exp, jti, asst. */
export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  // Tokens already found valid, with their claims and times: a client sends the same token with
  // every call, and its signature need not be computed again. `exp` and `nbf` are checked on every
  // use; only valid tokens are kept, so a forged one always takes the full check.
  const verified = new Map<string, { claims: SessionClaims; exp: number; nbf: number }>();
  function verifyNow(token: string): SessionClaims | undefined {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) {
      if (known.exp > nowSeconds && known.nbf <= nowSeconds) return known.claims;
      verified.delete(token);
      return undefined;
    }
    // Only HS256 is accepted (`alg: none` and every other algorithm are refused); exp is required.
    const payload = verifyHs256(token, key, nowSeconds);
    if (!payload) return undefined;
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid))
      return undefined;
    const claims = Object.freeze({ userId: sub, sessionId: sid, assisted: payload.asst === true });
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, {
      claims,
      exp: payload.exp as number,
      nbf: (payload.nbf as number | undefined) ?? 0,
    });
    return claims;
  }

  return {
    async issue({ userId, sessionId, assisted }, expiresAt) {
      return new SignJWT({ sid: sessionId, ...(assisted ? { asst: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(randomUUID())
        .sign(key);
    },
    verify: async (token) => verifyNow(token),
    verifyNow,
  };
}
