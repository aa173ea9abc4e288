import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Tokens of the support inbox (agents) and of its sign-in challenge: signed with keys of their
 * own, so no customer token passes as one, and tied to `users.token_version`, so an agent's
 * logout ends every agent session at once (docs/decisions/012).
 */
export type AgentClaims = {
  userId: string;
  /** Must equal users.token_version, or the session has been ended. */
  tokenVersion: number;
};

/** What a valid token tells beyond its claims: which token it is and when it expires. */
export type VerifiedAgentClaims = AgentClaims & { tokenId: string; expiresAt: Date };

export type AgentTokens = {
  /** A signed token, its id and when it expires. */
  issue: (claims: AgentClaims) => Promise<{ token: string; tokenId: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired HS256 token signed with this key; undefined for anything else. */
  verify: (token: string) => Promise<VerifiedAgentClaims | undefined>;
};

export function createAgentTokens(secret: string, ttlSeconds: number): AgentTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, tokenVersion }) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const tokenId = randomUUID();
      const token = await new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(tokenId)
        .sign(key);
      return { token, tokenId, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        // The allowlist refuses `alg: none` and every other algorithm; exp is required and checked.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, ver, jti, exp } = payload;
        if (typeof sub !== 'string' || !Number.isInteger(ver) || typeof jti !== 'string' || !exp)
          return undefined;
        return { userId: sub, tokenVersion: ver as number, tokenId: jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}
