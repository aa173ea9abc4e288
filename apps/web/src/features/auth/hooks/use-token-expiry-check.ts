import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearStoredToken, getStoredToken, isTokenValid, readTokenExpiry } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';

// setTimeout stores its delay in 32 bits; longer waits fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** SPEC §4: logged in means a token exists and is not expired. */
function endSessionIfTokenGone(): void {
  const token = getStoredToken();
  if (token !== null && !isTokenValid(token)) {
    clearStoredToken();
    useAppStore.getState().clearSession();
  } else if (token === null && useAppStore.getState().isLoggedIn) {
    useAppStore.getState().clearSession();
  }
}

/**
 * Checks the token at start-up, on every navigation, when the tab comes back, when another tab
 * changes storage, and at the moment it expires, so the page never shows a session that is over.
 */
export function useTokenExpiryCheck(): void {
  const { pathname } = useLocation();
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  useEffect(() => {
    endSessionIfTokenGone();
    const token = getStoredToken();
    const exp = token === null ? undefined : readTokenExpiry(token);
    const wait = exp === undefined ? undefined : exp * 1000 - Date.now() + 50;
    const timer =
      wait !== undefined && wait > 0 && wait < MAX_TIMER_MS
        ? setTimeout(endSessionIfTokenGone, wait)
        : undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') endSessionIfTokenGone();
    };
    window.addEventListener('focus', endSessionIfTokenGone);
    window.addEventListener('storage', endSessionIfTokenGone);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', endSessionIfTokenGone);
      window.removeEventListener('storage', endSessionIfTokenGone);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pathname, isLoggedIn]);
}
