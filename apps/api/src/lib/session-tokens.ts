import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_TTL_SECONDS } from '@mvno/contracts/product-constants';

export type SessionClaims = {
  userId: string;
  /** Must equal users.token_version, or the session has been ended. */
  tokenVersion: number;
  /** A support agent signed in for the customer. */
  assisted: boolean;
};

export type SessionTokens = {
  /** A signed token and when it expires. */
  issue: (claims: SessionClaims) => Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired HS256 token signed by us; undefined for anything else. */
  verify: (token: string) => Promise<SessionClaims | undefined>;
};

/** SPEC §3: the session token carries `exp` in seconds; sessions last SESSION_TTL_SECONDS. */
export function createSessionTokens(secret: string, ttlSeconds = SESSION_TTL_SECONDS): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, tokenVersion, assisted }) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ ver: tokenVersion, ...(assisted ? { asst: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        // The allowlist refuses `alg: none` and every other algorithm; exp is required and checked.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.ver)) return undefined;
        return { userId: payload.sub, tokenVersion: payload.ver as number, assisted: payload.asst === true };
      } catch {
        return undefined;
      }
    },
  };
}
