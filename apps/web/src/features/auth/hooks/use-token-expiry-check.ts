import { useEffect } from 'react';
import { useLocation } from '../../../lib/router';
import { checkSession, sessionExpiresAt } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';

// setTimeout stores its delay in 32 bits; longer waits fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Checks the session at start-up, on every navigation, when the tab comes back, when another tab
 * changes storage, and at the moment it expires (by the expiry the server gave with the token),
 * so the page never shows a session that is over.
 */
export function useTokenExpiryCheck(): void {
  const { pathname } = useLocation();
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  useEffect(() => {
    const check = () => checkSession();
    check();
    const expiresAt = sessionExpiresAt();
    const wait = expiresAt === undefined ? undefined : expiresAt - Date.now() + 50;
    const timer = wait !== undefined && wait > 0 && wait < MAX_TIMER_MS ? setTimeout(check, wait) : undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('focus', check);
    window.addEventListener('storage', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', check);
      window.removeEventListener('storage', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pathname, isLoggedIn]);
}
