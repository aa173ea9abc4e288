import { useCallback } from 'react';
import { useNavigate } from './router';
import { paths } from '../config/paths';
import { sendLogout } from './api-client';
import { forgetSessionNow } from './session';

/**
 * Log out: in the click itself the browser forgets the session (token, user, cached data),
 * before any network call or module load, so a customer who closes the tab or leaves the page
 * right after clicking is signed out on this device; then the server is told with a request
 * that survives leaving the page, so a copied token stops working too.
 */
export function useLogOut(): { mutate: () => void; isPending: boolean } {
  const navigate = useNavigate();
  const mutate = useCallback(() => {
    const token = forgetSessionNow();
    if (token) sendLogout(token);
    void navigate(paths.login, { replace: true });
  }, [navigate]);
  // Nothing is awaited: the button never shows a wait.
  return { mutate, isPending: false };
}
