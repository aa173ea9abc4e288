import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Session } from '@mvno/contracts/api/auth';
import { paths } from '../../../config/paths';
import { storeToken } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';
import { USER_QUERY_KEY } from '../../../lib/current-user';
import { readReturnTo } from './return-state';

/** Token first: anything rendered after `setLoggedIn` may already call the API. */
export function beginSession(session: Session): void {
  storeToken(session.token);
  const { setLoggedIn, setUserInfo } = useAppStore.getState();
  setLoggedIn(true);
  setUserInfo(session.user);
}

export type StartSessionOptions = { to?: string };

/**
 * Logs in with a session answer and leaves the login pages: to `state.from` when a protected
 * route sent the customer here, else to the dashboard. `replace` keeps the login form out of
 * the Back button's way.
 */
export function useStartSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (session: Session, options: StartSessionOptions = {}) => {
      beginSession(session);
      // The session already carries the user: no need for the bootstrap to fetch it again.
      queryClient.setQueryData(USER_QUERY_KEY, session.user);
      void navigate(options.to ?? readReturnTo(location.state) ?? paths.dashboard, { replace: true });
    },
    [navigate, location.state, queryClient],
  );
}
