import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { currentLanguage, useLanguage, type Language } from '../../lib/i18n';
import { queryKeys } from '../query-keys';
import { callContent } from './content-call';

/**
 * The published FAQ (decision 029, Content): content editors change it in the console. In
 * `language`, English where it has none (decision 066).
 */
export function faqQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: queryKeys.content('faq', runtimeConfig.contentProduct, language),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { FAQ_QUERY, getFaq } = await import('@mvno/contracts/api/content');
      return callContent(getFaq, FAQ_QUERY, language, signal, (answer) => answer.data.length === 0);
    },
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions(useLanguage()));
}
