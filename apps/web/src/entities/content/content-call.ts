import type { z } from 'zod';
import type { Endpoint } from '@mvno/contracts/api/common';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import type { Language } from '../../lib/i18n';
import type { StrapiKind } from './content-host';

/**
 * A content call in the page's language (decision 066): the built-in content service is asked
 * for `locale` and answers English where that language has no published version, each entry
 * naming its `locale`. The footer and page metadata (`strapi`) come from the content host instead
 * when one is set (`CONTENT_HOST`, a stock Strapi 4 or 5; decision 083), asked for `locale` only
 * for Spanish, and for its default locale when that fails or has nothing. Everything else is
 * always the built-in service's, where the console edits it.
 */
export async function callContent<E extends Endpoint>(
  endpoint: E,
  query: Record<string, string>,
  language: Language,
  signal: AbortSignal | undefined,
  empty: (answer: z.output<E['response']>) => boolean,
  strapi?: StrapiKind,
): Promise<z.output<E['response']>> {
  if (!strapi || runtimeConfig.contentHost === '') {
    return callApi(endpoint, {
      params: { product: runtimeConfig.contentProduct },
      query: { ...query, locale: language },
      signal,
    } as never);
  }
  // Read only where a content host is set: the pages without one carry none of it.
  const { callContentHost } = await import('./content-host');
  const call = (locale?: Language) => callContentHost(endpoint, strapi, locale, signal);
  if (language === 'en-US') return call();
  try {
    const answer = await call(language);
    if (!empty(answer)) return answer;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  return call();
}

/**
 * `lang` for a block of content shown on a page of `language`: English content on a Spanish page
 * (no version in its language is published) is marked so; otherwise nothing.
 */
export function contentLang(locale: string | undefined, language: Language): string | undefined {
  if (!locale || locale.slice(0, 2).toLowerCase() === language.slice(0, 2)) return undefined;
  return locale;
}
