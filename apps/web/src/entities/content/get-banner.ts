import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { currentLanguage, useLanguage, type Language } from '../../lib/i18n';
import { queryKeys } from '../query-keys';
import { callContent } from './content-call';

/**
 * The site banner while it runs (decision 033); null once it has ended or when there is none.
 * In `language`, English where it has none (decision 066).
 */
export function bannerQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: queryKeys.content('banner', runtimeConfig.contentProduct, language),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { BANNER_QUERY, getBanner } = await import('@mvno/contracts/api/content');
      return callContent(getBanner, BANNER_QUERY, language, signal, (answer) => answer.data === null);
    },
    staleTime: 60_000,
  });
}

export function useBanner() {
  return useQuery(bannerQueryOptions(useLanguage()));
}
