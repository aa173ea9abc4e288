import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticePreferences } from '@mvno/contracts/api/notices';
import { callApi } from '../../../lib/api-client';

const NOTICE_PREFERENCES_KEY = ['notice-preferences'] as const;

/** The contract (and its schema library) loads with the first call, not with the page. */
export const loadNoticesContract = () => import('@mvno/contracts/api/notices');

/** How each kind of notice reaches the customer, and the numbers texts go to (decision 087). */
export function useNoticePreferences() {
  return useQuery(
    queryOptions({
      queryKey: NOTICE_PREFERENCES_KEY,
      queryFn: async ({ signal }) => callApi((await loadNoticesContract()).getNoticePreferences, { signal }),
    }),
  );
}

/** Saves the choices; the answer is kept as the query's data. */
export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return async (preferences: NoticePreferences) => {
    const answer = await callApi((await loadNoticesContract()).updateNoticePreferences, {
      body: preferences,
    });
    queryClient.setQueryData(NOTICE_PREFERENCES_KEY, answer);
    return answer;
  };
}
