import type { Session, SessionToken } from '@mvno/contracts/api/auth';
import type { UserInfo } from '@mvno/contracts/entities';
import { writeStoredToken } from '../lib/session-token';

let sequence = 0;

/** An opaque token: the browser never reads inside it, only the server does. */
export function makeToken(): string {
  sequence += 1;
  return `token-${sequence}-${Math.random().toString(36).slice(2)}`;
}

type SessionOptions = { expiresInSeconds?: number; assisted?: boolean };

/** A token as the session answers carry it: with its expiry and whether support signed in. */
export function makeSessionToken({
  expiresInSeconds = 3600,
  assisted = false,
}: SessionOptions = {}): SessionToken {
  return {
    token: makeToken(),
    expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
    assisted,
  };
}

/** Puts a session token in local storage the way the app keeps it after a login; returns it. */
export function storeSessionToken(options: SessionOptions = {}): SessionToken {
  const token = makeSessionToken(options);
  writeStoredToken(token);
  return token;
}

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

export function makeSession(user: Partial<UserInfo> = {}, options: SessionOptions = {}): Session {
  return { ...makeSessionToken(options), user: makeUser(user) };
}
