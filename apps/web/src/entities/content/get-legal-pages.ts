import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { currentLanguage, useLanguage, type Language } from '../../lib/i18n';
import { queryKeys } from '../query-keys';
import { callContent } from './content-call';

/**
 * The published terms and privacy policy (decision 033): content editors change them in the
 * console. In `language`, English where it has none (decision 066).
 */
export function legalPagesQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: queryKeys.content('legal-pages', runtimeConfig.contentProduct, language),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { LEGAL_PAGES_QUERY, getLegalPages } = await import('@mvno/contracts/api/content');
      return callContent(
        getLegalPages,
        LEGAL_PAGES_QUERY,
        language,
        signal,
        (answer) => answer.data.length === 0,
      );
    },
  });
}

export function useLegalPages() {
  return useQuery(legalPagesQueryOptions(useLanguage()));
}
