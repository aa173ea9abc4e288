import { queryOptions, useQuery } from '@tanstack/react-query';
import { FOOTER_QUERY, getFooter } from '@mvno/contracts/api/content';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../api-client';

export function footerQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer', runtimeConfig.contentProduct],
    queryFn: ({ signal }) =>
      callApi(getFooter, {
        params: { product: runtimeConfig.contentProduct },
        query: FOOTER_QUERY,
        baseUrl: runtimeConfig.contentHost,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** Footer socials: link and logo url, as the content service answers them. */
export function useFooterSocials() {
  const query = useQuery(footerQueryOptions());
  const socials = (query.data?.data.attributes.socials ?? []).map((s) => ({
    id: s.id,
    link: s.link,
    label: s.label ?? new URL(s.link).hostname.replace(/^www\./, ''),
    logoUrl: s.logo.data.attributes.url,
  }));
  return { ...query, socials };
}
