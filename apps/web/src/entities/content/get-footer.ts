import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

export function footerQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content('footer', runtimeConfig.contentProduct),
    // The contract (and its schema library) loads with the first call, not with the page.
    queryFn: async ({ signal }) => {
      const { FOOTER_QUERY, getFooter } = await import('@mvno/contracts/api/content');
      return callApi(getFooter, {
        params: { product: runtimeConfig.contentProduct },
        query: FOOTER_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      });
    },
    staleTime: 10 * 60_000,
  });
}

/** Footer socials (link and logo url) and links, as the content service answers them. */
export function useFooterSocials() {
  const query = useQuery(footerQueryOptions());
  const socials = (query.data?.data.attributes.socials ?? []).map((s) => ({
    id: s.id,
    link: s.link,
    label: s.label ?? new URL(s.link).hostname.replace(/^www\./, ''),
    logoUrl: s.logo.data.attributes.url,
  }));
  return { ...query, socials, links: query.data?.data.attributes.links };
}
