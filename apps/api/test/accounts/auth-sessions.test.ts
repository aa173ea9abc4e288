import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { SESSION_TTL_SECONDS } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createSessionTokens } from '../../src/lib/session-tokens';
import {
  call,
  claimsOf,
  expectSessionFor,
  loginWithPassword,
  OTHER_PASSWORD,
  registerCustomer,
  STRONG_PASSWORD,
  uniqueEmail,
  viewUserStatus,
  WRONG_CREDENTIALS,
} from '../support/auth';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

async function signed(
  claims: Record<string, unknown>,
  options: { secret?: string; alg?: string; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? t.secrets.jwtSecret));
}

describe('login with password', () => {
  it('answers a session whose token carries sub, sid, iat, jti and a 7-day exp in seconds', async () => {
    const customer = await registerCustomer(t);

    const response = await loginWithPassword(t, customer.email.toUpperCase(), customer.password);

    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user.email).toBe(customer.email);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: user.id, sid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(claims.sid).not.toBe(claimsOf(customer.token).sid);
    // exp is the session's end (made when the session was), iat the moment of signing just after: a
    // second's boundary may fall between the two.
    expect(claims.exp! - claims.iat!).toBeGreaterThanOrEqual(SESSION_TTL_SECONDS - 1);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(SESSION_TTL_SECONDS);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims).not.toHaveProperty('asst');
    expectSessionFor(response.json(), user.id);
    expect(await viewUserStatus(t, token)).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const customer = await registerCustomer(t);

    const wrongPassword = await loginWithPassword(t, customer.email, OTHER_PASSWORD);
    const unknownEmail = await loginWithPassword(t, uniqueEmail('nobody'), STRONG_PASSWORD);

    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toStrictEqual(WRONG_CREDENTIALS);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toStrictEqual(WRONG_CREDENTIALS);
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token or with a malformed header', async () => {
    const customer = await registerCustomer(t);

    const none = await call(t, 'GET', '/app/users/view');
    const basic = await t.app.inject({
      url: '/app/users/view',
      headers: { ...t.headers, authorization: `Basic ${customer.token}` },
    });

    expect(none.statusCode).toBe(401);
    expect(none.json()).toStrictEqual({ message: MESSAGES.api.unauthorized });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const customer = await registerCustomer(t);
    const unsigned = new UnsecuredJWT({ ver: 0 })
      .setSubject(customer.user.id)
      .setExpirationTime('1h')
      .encode();

    expect(await viewUserStatus(t, unsigned)).toBe(401);
  });

  it('refuses a token signed with another secret, or with another algorithm', async () => {
    const customer = await registerCustomer(t);
    const claims = { sub: customer.user.id, sid: claimsOf(customer.token).sid };

    expect(await viewUserStatus(t, await signed(claims))).toBe(200);
    expect(
      await viewUserStatus(t, await signed(claims, { secret: 'another-secret-0123456789abcdefghijkl' })),
    ).toBe(401);
    expect(await viewUserStatus(t, await signed(claims, { alg: 'HS512' }))).toBe(401);
  });

  it('verifies HS256 only, even where the key is long enough for HS384 or HS512', async () => {
    const secret = 'k'.repeat(64);
    const tokens = createSessionTokens(secret);
    const claims = { sub: crypto.randomUUID(), sid: crypto.randomUUID() };

    expect(await tokens.verify(await signed(claims, { secret }))).toStrictEqual({
      userId: claims.sub,
      sessionId: claims.sid,
      assisted: false,
    });
    expect(await tokens.verify(await signed(claims, { secret, alg: 'HS384' }))).toBeUndefined();
    expect(await tokens.verify(await signed(claims, { secret, alg: 'HS512' }))).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const customer = await registerCustomer(t);
    const expired = await signed(
      { sub: customer.user.id, sid: claimsOf(customer.token).sid },
      { exp: Math.floor(Date.now() / 1000) - 5 },
    );

    const response = await call(t, 'GET', '/app/users/view', { token: expired });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.unauthorized });
  });

  it('refuses a token without a session, of an unknown session, of another user or of an unknown user', async () => {
    const customer = await registerCustomer(t);
    const other = await registerCustomer(t);
    const sid = claimsOf(customer.token).sid;

    expect(await viewUserStatus(t, await signed({ sub: customer.user.id }))).toBe(401);
    expect(await viewUserStatus(t, await signed({ sub: customer.user.id, sid: crypto.randomUUID() }))).toBe(
      401,
    );
    expect(await viewUserStatus(t, await signed({ sub: other.user.id, sid }))).toBe(401);
    expect(await viewUserStatus(t, await signed({ sub: crypto.randomUUID(), sid }))).toBe(401);
  });
});

describe('POST /app/auth/logout', () => {
  it('ends this session only: its token is 401 afterwards, the other devices stay signed in', async () => {
    const customer = await registerCustomer(t);
    const second = (await loginWithPassword(t, customer.email, customer.password)).json().token as string;

    const response = await call(t, 'POST', '/app/auth/logout', { token: customer.token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ message: PRODUCT_MESSAGES.accounts.loggedOut });
    expect(await viewUserStatus(t, customer.token)).toBe(401);
    expect(await viewUserStatus(t, second)).toBe(200);
    const again = await loginWithPassword(t, customer.email, STRONG_PASSWORD);
    expect(await viewUserStatus(t, again.json().token)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, 'POST', '/app/auth/logout')).statusCode).toBe(401);
  });
});
