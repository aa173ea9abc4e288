import { useEffect } from 'react';
import { runtimeConfig } from '../../config/runtime';
import { usePageMetadata } from './get-page-metadata';

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
  const entry = data?.data.find((d) => d.attributes.page === page)?.attributes;
  const title = entry?.metaTitle ?? `${fallbackTitle} | ${runtimeConfig.brandName}`;
  const description = entry?.metaDescription;
  if (import.meta.env.SSR) Object.assign(renderedHead, { title, description });
  useEffect(() => {
    document.title = title;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
