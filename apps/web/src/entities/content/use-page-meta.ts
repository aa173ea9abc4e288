import { useEffect } from 'react';
import { runtimeConfig } from '../../config/runtime';
import { contentLang } from './content-call';
import { usePageMetadata } from './get-page-metadata';
import { msg, t, useLanguage } from '../../lib/i18n';

/** The description of the pages in another language than English (its catalogue has it). */
const SPANISH_DESCRIPTION_KEY = msg('Prepaid SIM and eSIM plans from {brand} on a nationwide 5G network.');

function setMetaDescription(text: string): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = text;
}

/** The title and description of the page the server last rendered (entry-server.tsx reads them). */
export const renderedHead: { title: string; description?: string } = { title: '' };

/**
 * Sets the page title and meta description from the content service (SPEC §1). Until it
 * answers, or for a page it does not know, the title falls back to `fallbackTitle`.
 */
export function usePageMeta(page: string, fallbackTitle: string): void {
  const { data } = usePageMetadata();
  const language = useLanguage();
  // The content service's titles in the page's language (decision 066); where it has only
  // English ones, another language's come from its catalogue.
  const found = data?.data.find((d) => d.attributes.page === page)?.attributes;
  const entry = found && !contentLang(found.locale, language) ? found : undefined;
  const title = entry?.metaTitle ?? `${t(fallbackTitle)} | ${runtimeConfig.brandName}`;
  const description =
    entry?.metaDescription ??
    (language === 'en-US' ? undefined : t(SPANISH_DESCRIPTION_KEY, { brand: runtimeConfig.brandName }));
  if (import.meta.env.SSR) Object.assign(renderedHead, { title, description });
  useEffect(() => {
    document.title = title;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
