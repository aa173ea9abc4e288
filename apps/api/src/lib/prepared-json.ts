import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this travel as they are (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type PreparedEncoding = 'br' | 'gzip';

/** The type a prepared answer is sent with. */
export const PREPARED_TYPE = 'application/json; charset=utf-8';

/**
 * A public answer serialised once and served many times from memory, with its ETag so that
 * browsers and a CDN revalidate with a 304. Only data that is the same for every caller (the
 * catalogue, site content) may be prepared: it is never tied to a customer. A larger answer is
 * also compressed once per encoding, on its first request in that encoding, not on every request.
 */
export class PreparedJson {
  readonly body: string;
  readonly etag: string;
  private readonly encoded = new Map<PreparedEncoding, Buffer>();

  constructor(
    value: unknown,
    /** The Cache-Control header it is served with. */
    readonly cacheControl: string,
  ) {
    this.body = JSON.stringify(value);
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
    this.bytes = Buffer.from(this.body);
  }

  /** The body in UTF-8, encoded once. */
  readonly bytes: Buffer;

  /** The body's length in bytes (UTF-8). */
  get byteLength(): number {
    return this.bytes.length;
  }

  /** Whether the answer is large enough to be sent compressed. */
  get compressible(): boolean {
    return this.byteLength >= COMPRESS_THRESHOLD_BYTES;
  }

  /** The encoding to send it in for a request's Accept-Encoding (none below the compression threshold). */
  encodingFor(acceptEncoding: string | string[] | undefined): PreparedEncoding | undefined {
    if (!this.compressible || typeof acceptEncoding !== 'string') return undefined;
    return chooseEncoding(acceptEncoding);
  }

  /** The caching headers every answer of it carries, a 304 included: ETag, Cache-Control and Vary when compressible. */
  get cachingHeaders(): [string, string][] {
    return [
      ['etag', this.etag],
      ['cache-control', this.cacheControl],
      ...(this.compressible ? [['vary', 'accept-encoding'] as [string, string]] : []),
    ];
  }

  /** The body in `encoding`, compressed at the first request for it and kept with the answer. */
  encodedBody(encoding: PreparedEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(this.body, { level: constants.Z_BEST_COMPRESSION });
      this.encoded.set(encoding, body);
    }
    return body;
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

/** Accept-Encoding values already parsed, and their choice ('' for none). */
const chosenEncodings = new Map<string, PreparedEncoding | ''>();

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, each unless refused
 * with `q=0` (or by a `*;q=0` that names neither); undefined for the answer as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): PreparedEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers send a handful of distinct values: each is parsed once (the memory is bounded).
  const known = chosenEncodings.get(acceptEncoding);
  if (known !== undefined) return known || undefined;
  const chosen = parseEncoding(acceptEncoding);
  if (chosenEncodings.size >= 256) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, chosen ?? '');
  return chosen;
}

function parseEncoding(acceptEncoding: string): PreparedEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? (weights.has('*') ? weights.get('*')! : 0);
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}
