import { Navigate, Outlet, useLocation } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { loggedOutOnPurpose } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';

export type ReturnState = { from?: string };

/** Login required: otherwise to /login, remembering where to come back to after logging in. */
export function ProtectedRoute() {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) {
    // After Log out there is no page to come back to: the next person starts afresh.
    if (loggedOutOnPurpose()) return <Navigate to={paths.login} replace />;
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies ReturnState} />;
  }
  return <Outlet />;
}
