import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

export function pageMetadataQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content('meta', runtimeConfig.contentProduct),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { PAGE_METADATA_QUERY, getPageMetadata } = await import('@mvno/contracts/api/content');
      return callApi(getPageMetadata, {
        params: { product: runtimeConfig.contentProduct },
        query: PAGE_METADATA_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      });
    },
    staleTime: 10 * 60_000,
  });
}

export function usePageMetadata() {
  return useQuery(pageMetadataQueryOptions());
}
