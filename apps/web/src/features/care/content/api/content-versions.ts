import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqInput, FaqVersion } from '@mvno/contracts/api/content-faq';
import type {
  BannerInput,
  BannerVersion,
  FooterBody,
  FooterVersion,
  LegalBody,
  LegalVersion,
  PageMetaBody,
  PageMetaVersion,
} from '@mvno/contracts/api/content-site';
import type { ContentKind, ContentLanguage } from '@mvno/contracts/api/content-versions';
import type { Endpoint } from '@mvno/contracts/api/common';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';
import { useContentLanguage } from '../content-language';

/** Each kind's version and what a save sends (decisions 029, 033). */
export type ContentVersions = {
  faq: { version: FaqVersion; input: FaqInput };
  'page-meta': { version: PageMetaVersion; input: PageMetaBody };
  footer: { version: FooterVersion; input: FooterBody };
  banner: { version: BannerVersion; input: BannerInput };
  terms: { version: LegalVersion; input: LegalBody };
  privacy: { version: LegalVersion; input: LegalBody };
};
type Listed<K extends ContentKind> = {
  versions: ContentVersions[K]['version'][];
  published: { versionId: string; publishedBy: string; publishedAt: string } | null;
};

const keyOf = (kind: ContentKind, language: ContentLanguage) =>
  [...CARE_KEY, 'content', kind, language] as const;

/** The kind's three calls; their contracts (and the schema library) load with the first call. */
async function endpointsOf(
  kind: ContentKind,
): Promise<{ list: Endpoint; create: Endpoint; publish: Endpoint }> {
  if (kind === 'faq') {
    const faq = await import('@mvno/contracts/api/content-faq');
    return { list: faq.listFaqVersions, create: faq.createFaqVersion, publish: faq.publishFaqVersion };
  }
  const { SITE_CONTENT_ENDPOINTS } = await import('@mvno/contracts/api/content-site');
  return SITE_CONTENT_ENDPOINTS[kind];
}

/**
 * Every saved version of a kind of content in the tool's language (or `language`) and which one
 * visitors of that language see (decision 066).
 */
export function useContentVersions<K extends ContentKind>(
  kind: K,
  { language: asked, enabled = true }: { language?: ContentLanguage; enabled?: boolean } = {},
) {
  const chosen = useContentLanguage();
  const language = asked ?? chosen;
  return useQuery({
    queryKey: keyOf(kind, language),
    queryFn: async ({ signal }) =>
      (await callApi((await endpointsOf(kind)).list, { query: { language }, signal } as never)) as Listed<K>,
    enabled,
  });
}

/** Saves a new draft version of a kind in the tool's language. */
export function useSaveContent<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: async (input: ContentVersions[K]['input']) =>
      (await callApi((await endpointsOf(kind)).create, {
        query: { language },
        body: input,
      } as never)) as ContentVersions[K]['version'],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(kind, language) }),
  });
}

/** Publishes a version to visitors of its language: a draft goes live, an earlier version rolls back to it. */
export function usePublishContent<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: async (versionId: string) =>
      (await callApi((await endpointsOf(kind)).publish, {
        params: { versionId },
        body: {},
      } as never)) as ContentVersions[K]['version'],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(kind, language) }),
  });
}
