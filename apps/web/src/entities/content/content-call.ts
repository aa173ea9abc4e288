import type { z } from 'zod';
import type { Endpoint } from '@mvno/contracts/api/common';
import { runtimeConfig } from '../../config/runtime';
import { callApi } from '../../lib/api-client';
import type { Language } from '../../lib/i18n';

/**
 * A content call in the page's language (decision 066): the built-in content service is asked
 * for `locale` and answers English where that language has no published version, each entry
 * naming its `locale`. Another content host (a stock Strapi) is asked for `locale` only for
 * Spanish, and for its default locale when that fails or has nothing.
 */
export async function callContent<E extends Endpoint>(
  endpoint: E,
  query: Record<string, string>,
  language: Language,
  signal: AbortSignal | undefined,
  empty: (answer: z.output<E['response']>) => boolean,
): Promise<z.output<E['response']>> {
  const host = runtimeConfig.contentHost;
  const call = (locale?: Language) =>
    callApi(endpoint, {
      params: { product: runtimeConfig.contentProduct },
      query: locale ? { ...query, locale } : query,
      baseUrl: host,
      signal,
    } as never);
  if (host === '') return call(language);
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
