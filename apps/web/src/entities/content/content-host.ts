import type { z } from 'zod';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { MESSAGES } from '@mvno/contracts/messages';
import { runtimeConfig } from '../../config/runtime';
import { ApiError, fetchElsewhere } from '../../lib/api-client';
import { footerFromStrapi, pageMetadataFromStrapi } from './strapi-answers';

/** What a stock Strapi (4 or 5) is asked for, and how its answer is read (decision 083). */
const STRAPI_READS = {
  /**
   * The footer single type. Strapi 5 refuses `populate=deep` (a plugin's word, "Invalid key deep"):
   * the fields are named, the socials' logos inside their component, as both versions accept.
   */
  footer: {
    query: { 'populate[socials][populate][0]': 'logo', 'populate[links]': 'true' },
    read: footerFromStrapi,
  },
  /** The page metadata collection: plain fields, so nothing to populate; more than a page of 25. */
  meta: {
    query: { 'pagination[pageSize]': '100' },
    read: (answer: unknown) => pageMetadataFromStrapi(answer),
  },
} as const;

export type StrapiKind = keyof typeof STRAPI_READS;

/** A short, one-line part of an answer for the log. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

function failed(message: string, status: number): ApiError {
  console.warn(`Content host: ${message}`);
  return new ApiError(status, MESSAGES.defaultError);
}

/**
 * Asks the content host (`CONTENT_HOST`) for one kind of content in `locale` (its default locale
 * without one) and answers it in the built-in service's shape. A failure is logged with the
 * address, the status and the start of the answer, and thrown.
 */
export async function callContentHost<E extends Endpoint>(
  endpoint: E,
  kind: StrapiKind,
  locale: string | undefined,
  signal: AbortSignal | undefined,
): Promise<z.output<E['response']>> {
  const host = runtimeConfig.contentHost.replace(/\/+$/, '');
  const { query, read } = STRAPI_READS[kind];
  const search = new URLSearchParams({ ...query, ...(locale ? { locale } : {}) });
  const path = buildPath(endpoint.path, { product: runtimeConfig.contentProduct });
  const url = `${host}${path}?${search.toString()}`;
  let response: Response;
  let body: string;
  try {
    response = await fetchElsewhere(url, signal);
    body = await response.text();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw failed(`${url} could not be reached (${(error as Error).message})`, 0);
  }
  if (!response.ok) throw failed(`${url} answered ${response.status}: ${excerpt(body)}`, response.status);
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw failed(`${url} answered ${response.status} with no JSON: ${excerpt(body)}`, response.status);
  }
  const parsed = endpoint.response.safeParse(read(answer, host));
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw failed(
      `${url} answered a shape the app does not read (${where}): ${excerpt(body)}`,
      response.status,
    );
  }
  return parsed.data as z.output<E['response']>;
}
