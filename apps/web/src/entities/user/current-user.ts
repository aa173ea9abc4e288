import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';
import { isSessionLive } from '../../lib/session-token';
import { useAppStore } from '../../lib/store';

export function userQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user,
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { viewUser } = await import('@mvno/contracts/api/users');
      return callApi(viewUser, { signal });
    },
  });
}

/** The logged-in user; loaded only while a session exists. */
export function useCurrentUser() {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  // The token is checked here too: an expiry check in an effect would run after this query started.
  return useQuery({ ...userQueryOptions(), enabled: isLoggedIn && isSessionLive() });
}
