import { useEffect, useRef } from 'react';
import { useLocation } from '../../../lib/router';

/**
 * SPEC §2: every navigation scrolls to the top, except paths containing "dashboard". The page the app
 * starts on is not a navigation: where the browser put it (a reload's restored position) or where the
 * visitor had scrolled a prerendered page before the app ran (decision 036) stays.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!pathname.includes('dashboard')) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
