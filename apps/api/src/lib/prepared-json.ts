import { createHash } from 'node:crypto';

/**
 * A public answer serialised once and served many times from memory, with its ETag so that
 * browsers and a CDN revalidate with a 304. Only data that is the same for every caller (the
 * catalogue, site content) may be prepared: it is never tied to a customer.
 */
export class PreparedJson {
  readonly body: string;
  readonly etag: string;

  constructor(
    value: unknown,
    /** The Cache-Control header it is served with. */
    readonly cacheControl: string,
  ) {
    this.body = JSON.stringify(value);
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }
}

/** Stored by browsers and shared caches, revalidated (cheaply, by ETag) before each use. */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
