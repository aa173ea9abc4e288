import { useEffect } from 'react';
import { isAssistedSession } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';
import { useCurrentUser } from '../../../entities/user/current-user';
import { useTokenExpiryCheck } from '../hooks/use-token-expiry-check';
import { AssistedBanner } from './assisted-banner';

/**
 * Keeps the browser's idea of the session true on every page of the layout: ends it when the
 * token is gone or expired, loads the user while logged in (SPEC §7 GET /app/users/view) and
 * shows the support banner during an assisted session.
 */
export function SessionBootstrap() {
  useTokenExpiryCheck();
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const setUserInfo = useAppStore((s) => s.setUserInfo);
  const user = useCurrentUser();

  useEffect(() => {
    if (isLoggedIn && user.data) setUserInfo(user.data);
  }, [isLoggedIn, user.data, setUserInfo]);

  // Read on each render: the stored session changes together with isLoggedIn, which re-renders this.
  if (!isLoggedIn || !isAssistedSession()) return null;
  return <AssistedBanner />;
}
