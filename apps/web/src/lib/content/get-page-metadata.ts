import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_METADATA_QUERY, getPageMetadata } from '@mvno/contracts/api/content';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../api-client';

export function pageMetadataQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'meta', runtimeConfig.contentProduct],
    queryFn: ({ signal }) =>
      callApi(getPageMetadata, {
        params: { product: runtimeConfig.contentProduct },
        query: PAGE_METADATA_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function usePageMetadata() {
  return useQuery(pageMetadataQueryOptions());
}
