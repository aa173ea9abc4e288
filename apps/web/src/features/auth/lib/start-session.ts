import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import type { Session } from '@mvno/contracts/api/auth';
import { paths } from '../../../config/paths';
import { beginSession } from '../../../lib/session';
import { readReturnTo } from './return-state';

export type StartSessionOptions = { to?: string };

/**
 * Logs in with a session answer and leaves the login pages: to `state.from` when a protected
 * route sent the customer here, else to the dashboard. `replace` keeps the login form out of
 * the Back button's way.
 */
export function useStartSession() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (session: Session, options: StartSessionOptions = {}) => {
      beginSession(session);
      void navigate(options.to ?? readReturnTo(location.state) ?? paths.dashboard, { replace: true });
    },
    [navigate, location.state],
  );
}
