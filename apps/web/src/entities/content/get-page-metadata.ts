import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { currentLanguage, useLanguage, type Language } from '../../lib/i18n';
import { queryKeys } from '../query-keys';
import { callContent } from './content-call';

/** In `language`, English where it has none (decision 066). */
export function pageMetadataQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: queryKeys.content('meta', runtimeConfig.contentProduct, language),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { PAGE_METADATA_QUERY, getPageMetadata } = await import('@mvno/contracts/api/content');
      return callContent(
        getPageMetadata,
        PAGE_METADATA_QUERY,
        language,
        signal,
        (answer) => answer.data.length === 0,
        'meta',
      );
    },
    staleTime: 10 * 60_000,
  });
}

export function usePageMetadata() {
  return useQuery(pageMetadataQueryOptions(useLanguage()));
}
