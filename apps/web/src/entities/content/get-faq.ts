import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The published FAQ (decision 029, Content): content editors change it in the console. */
export function faqQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content('faq', runtimeConfig.contentProduct),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { FAQ_QUERY, getFaq } = await import('@mvno/contracts/api/content');
      return callApi(getFaq, {
        params: { product: runtimeConfig.contentProduct },
        query: FAQ_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      });
    },
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions());
}
