import { useMutation } from '@tanstack/react-query';
import { useNavigate } from './router';
import { paths } from '../config/paths';
import { callApi } from './api-client';
import { endSession } from './session';

/**
 * Ends the session on the server (so a copied token stops working), then in the browser
 * whatever the server said: a failed call must never leave anyone signed in on this screen.
 */
export function useLogOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { logout } = await import('@mvno/contracts/api/auth');
      return callApi(logout);
    },
    onSettled: async () => {
      // Leave first: ending the session on a protected page would bounce through /login with
      // a `from` pointing back at the page just left.
      try {
        await navigate(paths.login, { replace: true });
      } finally {
        endSession();
      }
    },
  });
}
