/**
 * A stand-in for a stock Strapi host (`CONTENT_HOST`) over real HTTP on 127.0.0.1, answering as
 * Strapi 5 does (flat documents with `documentId`, media as the file with a relative `url`) or, with
 * `version: 4`, as Strapi 4 does (`data.attributes`, media as `{ data: { attributes } }`). It checks
 * `populate` as Strapi does, field by field ("Invalid key deep" for `populate=deep`, a 400
 * ValidationError), takes `locale` (its default locale is `en`; a single type with no version in
 * the locale asked is a 404) and `pagination`, and serves the uploaded logos.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SimulatedSocial = { label?: string; link: string; logo: string | null };
export type SimulatedFooter = { socials: SimulatedSocial[]; links?: { label: string; href: string }[] };
export type SimulatedMeta = { page: string; metaTitle: string; metaDescription: string };
export type SimulatedContent = {
  footer: Partial<Record<string, SimulatedFooter>>;
  meta: Partial<Record<string, SimulatedMeta[]>>;
};

export type StrapiSimulator = {
  url: string;
  /** Every request's path and query, as received. */
  requests: string[];
  close: () => Promise<void>;
};

/** The footer's fields that `populate` may name, and within a social, its logo (the README's model). */
const FOOTER_RELATIONS: Record<string, string[]> = { socials: ['logo'], links: [] };

class ValidationError extends Error {}

/** `populate[a][populate][0]=b` and the like into nested objects and arrays, as Strapi's `qs` does. */
function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of search) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** Strapi 5's populate check: every key names a relation, media or component of the model. */
function checkPopulate(populate: unknown, relations: Record<string, string[]> | string[]): void {
  const allowed = Array.isArray(relations) ? relations : Object.keys(relations);
  const nested = (key: string) => (Array.isArray(relations) ? [] : (relations[key] ?? []));
  if (populate === undefined || populate === '*') return;
  if (typeof populate === 'string') {
    for (const key of populate.split(',')) if (!allowed.includes(key)) throw new ValidationError(key);
    return;
  }
  for (const [index, value] of Object.entries(populate as Record<string, unknown>)) {
    if (/^\d+$/.test(index)) {
      checkPopulate(value, relations);
      continue;
    }
    if (!allowed.includes(index)) throw new ValidationError(index);
    if (typeof value === 'object' && value !== null) {
      for (const [option, inner] of Object.entries(value)) {
        if (option !== 'populate') throw new ValidationError(option);
        checkPopulate(inner, nested(index));
      }
    } else if (value !== 'true' && value !== '*') throw new ValidationError(String(value));
  }
}

function populated(populate: unknown, key: string, inner?: string): boolean {
  if (populate === '*') return inner === undefined;
  if (typeof populate === 'string') return populate.split(',').includes(key) && inner === undefined;
  if (typeof populate !== 'object' || populate === null) return false;
  const entries = Object.entries(populate as Record<string, unknown>);
  const list = entries.filter(([k]) => /^\d+$/.test(k)).map(([, v]) => v);
  if (list.includes(key)) return inner === undefined;
  const value = (populate as Record<string, unknown>)[key];
  if (value === undefined) return false;
  if (inner === undefined) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    populated((value as { populate?: unknown }).populate, inner)
  );
}

export async function startStrapiSimulator(
  content: SimulatedContent,
  {
    version = 5,
    product = 'brightline',
    footerRelations = FOOTER_RELATIONS,
  }: { version?: 4 | 5; product?: string; footerRelations?: Record<string, string[]> } = {},
): Promise<StrapiSimulator> {
  const requests: string[] = [];
  let ids = 0;
  const documentId = () => `d${(++ids).toString(36).padStart(23, 'x')}`;
  // An entry as the version answers it: system fields, then the user's (wrapped in Strapi 4).
  const entry = (id: number, locale: string, fields: Record<string, unknown>) =>
    version === 5
      ? { id, documentId: documentId(), ...fields, locale, publishedAt: '2026-01-01T00:00:00.000Z' }
      : { id, attributes: { ...fields, locale, publishedAt: '2026-01-01T00:00:00.000Z' } };
  const media = (url: string | null, id: number) => {
    if (version === 5)
      return url === null ? null : { id, documentId: documentId(), url, mime: 'image/svg+xml' };
    return { data: url === null ? null : { id, attributes: { url, mime: 'image/svg+xml' } } };
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, name: string, message: string) =>
      send(status, { data: null, error: { status, name, message, details: {} } });
    if (url.pathname.startsWith('/uploads/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>');
      return;
    }
    const query = parseQuery(url.searchParams);
    const locale = typeof query.locale === 'string' ? query.locale : 'en';
    try {
      for (const key of Object.keys(query)) {
        if (!['populate', 'locale', 'pagination', 'fields'].includes(key)) throw new ValidationError(key);
      }
      if (url.pathname === `/api/${product}-footer`) {
        checkPopulate(query.populate, footerRelations);
        const footer = content.footer[locale];
        if (!footer) return error(404, 'NotFoundError', 'Not Found');
        const fields: Record<string, unknown> = {};
        if (populated(query.populate, 'socials')) {
          fields.socials = footer.socials.map((social, i) => ({
            id: i + 1,
            label: social.label ?? null,
            link: social.link,
            ...(populated(query.populate, 'socials', 'logo') ? { logo: media(social.logo, 100 + i) } : {}),
          }));
        }
        if (populated(query.populate, 'links'))
          fields.links = (footer.links ?? []).map((link, i) => ({ id: 50 + i, ...link }));
        return send(200, { data: entry(1, locale, fields), meta: {} });
      }
      if (url.pathname === `/api/${product}-meta-datas`) {
        checkPopulate(query.populate, []);
        const pageSize = Number((query.pagination as { pageSize?: string } | undefined)?.pageSize ?? 25);
        const all = content.meta[locale] ?? [];
        const data = all.slice(0, pageSize).map((meta, i) => entry(i + 1, locale, meta));
        const pagination = {
          page: 1,
          pageSize,
          pageCount: Math.ceil(all.length / pageSize),
          total: all.length,
        };
        return send(200, { data, meta: { pagination } });
      }
      return error(404, 'NotFoundError', 'Not Found');
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      return error(400, 'ValidationError', `Invalid key ${caught.message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
