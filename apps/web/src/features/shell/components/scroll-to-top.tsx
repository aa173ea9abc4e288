import { useEffect } from 'react';
import { useLocation } from '../../../lib/router';

/** SPEC §2: every navigation scrolls to the top, except paths containing "dashboard". */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname.includes('dashboard')) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
