import type { Session } from '@mvno/contracts/api/auth';
import type { UserInfo } from '@mvno/contracts/entities';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

type TokenClaims = { expiresInSeconds?: number; asst?: boolean; sub?: string };

/** A JWT shaped like the API's; the browser never checks the signature, so any will do. */
export function makeToken({ expiresInSeconds = 3600, ...claims }: TokenClaims = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'user-1', exp, ...claims })}.c2lnbmF0dXJl`;
}

let sequence = 0;

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  sequence += 1;
  return {
    id: `user-${sequence}`,
    userHash: `hash-${sequence}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${sequence}@example.com`,
    contactNumber: null,
    streetNumber: null,
    streetDirection: null,
    streetName: null,
    city: null,
    state: null,
    zipCode: null,
    ...overrides,
  };
}

export function makeSession(user: Partial<UserInfo> = {}, claims: TokenClaims = {}): Session {
  const expiresAt = new Date(Date.now() + (claims.expiresInSeconds ?? 3600) * 1000).toISOString();
  return { token: makeToken(claims), expiresAt, assisted: claims.asst === true, user: makeUser(user) };
}
