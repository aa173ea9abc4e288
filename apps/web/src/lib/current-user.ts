import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewUser } from '@mvno/contracts/api/users';
import { callApi } from './api-client';
import { USER_QUERY_KEY } from './session';
import { isSessionLive } from './session-token';
import { useAppStore } from './store';

export function userQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => callApi(viewUser, { signal }),
  });
}

/** The logged-in user; loaded only while a session exists. */
export function useCurrentUser() {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  // The token is checked here too: an expiry check in an effect would run after this query started.
  return useQuery({ ...userQueryOptions(), enabled: isLoggedIn && isSessionLive() });
}
