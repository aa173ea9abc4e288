/**
 * The one place where a session begins and ends in the browser: the token and what the server
 * said about it (lib/session-token.ts), the logged-in flag and user of the global state, and the
 * cached user query. Logging in, the password change's fresh token, logging out, any 401 of the
 * api client and the expiry check all come through here.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Session, SessionToken } from '@mvno/contracts/api/auth';
import {
  clearStoredToken,
  getStoredToken,
  isSessionLive,
  readStoredToken,
  writeStoredToken,
} from './session-token';
import { useAppStore } from './store';

/** The query key under which the logged-in user (GET /app/users/view) is cached. */
export const USER_QUERY_KEY = ['user'] as const;

let queryCache: QueryClient | undefined;
/** Whether the person at this screen logged out (rather than the session ending by itself). */
let loggedOutHere = false;

/** The app's query client, whose cached user a session fills and clears (see createQueryClient). */
export function connectSessionCache(client: QueryClient): void {
  queryCache = client;
}

/** Logs in with a session answer. Token first: anything rendered after `setLoggedIn` may already call the API. */
export function beginSession(session: Session): void {
  loggedOutHere = false;
  writeStoredToken(session);
  const { setLoggedIn, setUserInfo } = useAppStore.getState();
  setLoggedIn(true);
  setUserInfo(session.user);
  // The answer already carries the user: nothing needs to fetch it again.
  queryCache?.setQueryData(USER_QUERY_KEY, session.user);
}

/** The same session with a fresh token (after a password change the server ends the old one). */
export function renewSession(answer: SessionToken): void {
  writeStoredToken(answer);
}

/** Ends the session in this browser: token gone, logged out, the user's data off the page. */
export function endSession(): void {
  clearStoredToken();
  useAppStore.getState().clearSession();
  queryCache?.removeQueries({ queryKey: USER_QUERY_KEY });
}

/**
 * Log out: the browser forgets the session at once, before any network call, and answers the
 * token the server must still be told about (null when there was none).
 */
export function forgetSessionNow(): string | null {
  const token = getStoredToken();
  loggedOutHere = true;
  endSession();
  return token;
}

/** Whether this screen's last session ended by its own Log out (no page to come back to then). */
export function loggedOutOnPurpose(): boolean {
  return loggedOutHere;
}

/**
 * SPEC §4: logged in means a token exists and is not expired. Ends the session when the token
 * has expired (or its expiry is unknown), or when the token is gone while the page still shows
 * a session (logged out in another tab).
 */
export function checkSession(nowMs = Date.now()): void {
  const token = getStoredToken();
  if (token !== null && !isSessionLive(nowMs)) endSession();
  else if (token === null && useAppStore.getState().isLoggedIn) endSession();
}

/** When the stored session ends (ms since epoch), if there is one. */
export function sessionExpiresAt(): number | undefined {
  return readStoredToken()?.expiresAtMs;
}

/** A support agent's session, which must stay visible to whoever is at the screen. */
export function isAssistedSession(): boolean {
  return readStoredToken()?.assisted === true;
}
