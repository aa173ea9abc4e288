import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { currentLanguage, useLanguage, type Language } from '../../lib/i18n';
import { queryKeys } from '../query-keys';
import { callContent } from './content-call';

/** In `language`, English where it has none (decision 066). */
export function footerQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: queryKeys.content('footer', runtimeConfig.contentProduct, language),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { FOOTER_QUERY, getFooter } = await import('@mvno/contracts/api/content');
      return callContent(getFooter, FOOTER_QUERY, language, signal, () => false, 'footer');
    },
    staleTime: 10 * 60_000,
  });
}

/** Footer socials (link and logo url) and links, as the content service answers them. */
export function useFooterSocials() {
  const query = useQuery(footerQueryOptions(useLanguage()));
  const socials = (query.data?.data.attributes.socials ?? []).map((s) => ({
    id: s.id,
    link: s.link,
    label: s.label ?? new URL(s.link).hostname.replace(/^www\./, ''),
    logoUrl: s.logo.data.attributes.url,
  }));
  return { ...query, socials, links: query.data?.data.attributes.links };
}
