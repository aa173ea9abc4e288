import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The site banner while it runs (decision 033); null once it has ended or when there is none. */
export function bannerQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content('banner', runtimeConfig.contentProduct),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { BANNER_QUERY, getBanner } = await import('@mvno/contracts/api/content');
      return callApi(getBanner, {
        params: { product: runtimeConfig.contentProduct },
        query: BANNER_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      });
    },
    staleTime: 60_000,
  });
}

export function useBanner() {
  return useQuery(bannerQueryOptions());
}
