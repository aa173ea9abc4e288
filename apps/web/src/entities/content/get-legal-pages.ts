import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The published terms and privacy policy (decision 033): content editors change them in the console. */
export function legalPagesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content('legal-pages', runtimeConfig.contentProduct),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { LEGAL_PAGES_QUERY, getLegalPages } = await import('@mvno/contracts/api/content');
      return callApi(getLegalPages, {
        params: { product: runtimeConfig.contentProduct },
        query: LEGAL_PAGES_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      });
    },
  });
}

export function useLegalPages() {
  return useQuery(legalPagesQueryOptions());
}
