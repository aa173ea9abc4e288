import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from '../../src/lib/session-tokens';

/** The verification of session tokens, on every logged-in call (Node's HMAC, not a library's). */
const SECRET = 'test-jwt-secret-0123456789abcdefghijklmnop';
const tokens = createSessionTokens(SECRET);
const key = new TextEncoder().encode(SECRET);
const claims = { userId: randomUUID(), sessionId: randomUUID(), assisted: false };
const inAnHour = () => new Date(Date.now() + 3600_000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signRaw = (header: object, payload: object, secret = SECRET) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const now = () => Math.floor(Date.now() / 1000);
const payload = (extra: object = {}) => ({
  sub: claims.userId,
  sid: claims.sessionId,
  exp: now() + 60,
  ...extra,
});

describe('session tokens', () => {
  it('verify a token they issued, with its claims', async () => {
    const token = await tokens.issue({ ...claims, assisted: true }, inAnHour());
    expect(await tokens.verify(token)).toStrictEqual({ ...claims, assisted: true });
  });

  it('refuse a token with a changed payload, a changed or padded signature, or another key', async () => {
    const token = await tokens.issue(claims, inAnHour());
    const [header, , signature] = token.split('.');
    const other = b64(payload({ sub: randomUUID() }));
    expect(await tokens.verify(`${header}.${other}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(`${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(await tokens.verify(`${token}=`)).toBeUndefined();
    expect(
      await tokens.verify(signRaw({ alg: 'HS256' }, payload(), 'another-secret-0123456789abcdef')),
    ).toBeUndefined();
  });

  it('refuse alg none, other algorithms and critical header parameters', async () => {
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(payload())}.`)).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS512' }, payload()))).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256', crit: ['exp'] }, payload()))).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256' }, payload()))).toStrictEqual(claims);
  });

  it('refuse an expired token, one without exp, sub or sid, and one not valid yet', async () => {
    const expired = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setExpirationTime(now() - 1)
      .sign(key);
    expect(await tokens.verify(expired)).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256' }, payload({ exp: now() })))).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256' }, payload({ exp: undefined })))).toBeUndefined();
    expect(
      await tokens.verify(signRaw({ alg: 'HS256' }, payload({ exp: String(now() + 60) }))),
    ).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256' }, payload({ sid: undefined })))).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256' }, payload({ sub: 'not-a-uuid' })))).toBeUndefined();
    expect(await tokens.verify(signRaw({ alg: 'HS256' }, payload({ nbf: now() + 60 })))).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
    expect(await tokens.verify('')).toBeUndefined();
  });

  describe('a token verified before (kept with its claims)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is refused once it expires, and once it is not valid yet', async () => {
      const fresh = createSessionTokens(SECRET);
      const token = signRaw({ alg: 'HS256' }, payload({ exp: now() + 2 }));
      expect(await fresh.verify(token)).toStrictEqual(claims);
      vi.useFakeTimers({ now: Date.now() + 3_000, toFake: ['Date'] });
      expect(await fresh.verify(token)).toBeUndefined();
      vi.useRealTimers();

      const early = signRaw({ alg: 'HS256' }, payload({ nbf: now(), exp: now() + 60 }));
      expect(await fresh.verify(early)).toStrictEqual(claims);
      vi.useFakeTimers({ now: Date.now() - 5_000, toFake: ['Date'] });
      expect(await fresh.verify(early)).toBeUndefined();
    });

    it('does not vouch for a token that differs from it in any way', async () => {
      const fresh = createSessionTokens(SECRET);
      const token = await fresh.issue(claims, inAnHour());
      expect(await fresh.verify(token)).toStrictEqual(claims);
      expect(await fresh.verify(`${token}=`)).toBeUndefined();
      expect(await fresh.verify(`${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
      expect(await createSessionTokens('another-secret-0123456789abcdef').verify(token)).toBeUndefined();
      expect(await fresh.verify(token)).toStrictEqual(claims);
    });
  });
});
