import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

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
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §3: the session token carries `exp` in seconds. Claims: sub, sid, iat, exp, jti, asst. */
export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
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
    async verify(token) {
      try {
        // The allowlist refuses `alg: none` and every other algorithm; exp is required and checked.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid))
          return undefined;
        return { userId: sub, sessionId: sid, assisted: payload.asst === true };
      } catch {
        return undefined;
      }
    },
  };
}
