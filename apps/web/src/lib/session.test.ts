import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSession, makeSessionToken } from '../test/fixtures';
import { createQueryClient } from './query-client';
import {
  USER_QUERY_KEY,
  beginSession,
  checkSession,
  endSession,
  isAssistedSession,
  renewSession,
  sessionExpiresAt,
} from './session';
import { isSessionLive, readStoredToken } from './session-token';
import { initialState, useAppStore } from './store';

const now = Date.UTC(2026, 10, 22, 12);
const at = (offsetSeconds: number) => new Date(now + offsetSeconds * 1000).toISOString();
const store = (token: string | null, info: unknown) => {
  if (token !== null) localStorage.setItem('token', token);
  if (info !== undefined)
    localStorage.setItem('tokenInfo', typeof info === 'string' ? info : JSON.stringify(info));
};

describe('stored session token', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['no token', null, undefined, false],
    ['a token expiring in an hour', 'tok', { expiresAt: at(3600), assisted: false }, true],
    ['an expired token', 'tok', { expiresAt: at(-1), assisted: false }, false],
    ['a token expiring now', 'tok', { expiresAt: at(0), assisted: false }, false],
    ['a token without its expiry', 'tok', undefined, false],
    ['an expiry without a token', null, { expiresAt: at(3600), assisted: false }, false],
    ['an unreadable expiry', 'tok', '{not json', false],
    ['an expiry that is not a date', 'tok', { expiresAt: 'soon', assisted: false }, false],
  ])('%s: logged in is %s', (_label, token, info, expected) => {
    store(token, info);
    expect(isSessionLive(now)).toBe(expected);
  });

  it('reads the expiry and the kind the server gave, never the token itself', () => {
    store('opaque', { expiresAt: at(60), assisted: true });
    expect(readStoredToken()).toEqual({ token: 'opaque', expiresAtMs: now + 60_000, assisted: true });
  });
});

describe('session', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState(initialState());
    queryClient = createQueryClient();
  });

  it('begins: stores the token with its expiry and kind, logs in, and caches the user', () => {
    const session = makeSession({ firstName: 'Ada' }, { assisted: true });
    beginSession(session);
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(JSON.parse(localStorage.getItem('tokenInfo') ?? '')).toEqual({
      expiresAt: session.expiresAt,
      assisted: true,
    });
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: true, userInfo: session.user });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(session.user);
    expect(isAssistedSession()).toBe(true);
    expect(sessionExpiresAt()).toBe(Date.parse(session.expiresAt));
  });

  it('renews the token without touching the user', () => {
    const session = makeSession();
    beginSession(session);
    const fresh = makeSessionToken({ expiresInSeconds: 7200 });
    renewSession(fresh);
    expect(localStorage.getItem('token')).toBe(fresh.token);
    expect(sessionExpiresAt()).toBe(Date.parse(fresh.expiresAt));
    expect(useAppStore.getState().userInfo).toEqual(session.user);
  });

  it('ends: token and expiry gone, logged out, the user off the page and out of the cache', () => {
    beginSession(makeSession());
    endSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tokenInfo')).toBeNull();
    expect(useAppStore.getState()).toMatchObject({ isLoggedIn: false, userInfo: {} });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeUndefined();
  });

  it('the check ends an expired session and one whose token disappeared, and keeps a live one', () => {
    beginSession(makeSession({}, { expiresInSeconds: 60 }));
    checkSession();
    expect(useAppStore.getState().isLoggedIn).toBe(true);
    checkSession(Date.now() + 61_000);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();

    beginSession(makeSession());
    localStorage.removeItem('token');
    checkSession();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });
});
