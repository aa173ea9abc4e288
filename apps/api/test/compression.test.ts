import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/lib/prepared-json';
import { useTestApp } from './support/test-app';

const t = useTestApp({ content: true });

describe('compression', () => {
  it('sends larger answers gzip-compressed when the client accepts it', async () => {
    const plain = await t.app.inject({ url: '/app/docs' });
    const zipped = await t.app.inject({ url: '/app/docs', headers: { 'accept-encoding': 'gzip' } });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({ url: '/app/health', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('a prepared public answer (content, plans)', () => {
  const faqs = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/brightline-faqs?populate=*', headers });

  it('goes compressed from the copy made once, with its length, ETag and Vary', async () => {
    const plain = await faqs();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await faqs({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await faqs({ 'accept-encoding': 'gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const answer of [plain, br, gzip]) {
      // Without a locale the FAQ follows Accept-Language (decision 066).
      expect(answer.headers.vary).toBe('accept-language, accept-encoding');
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
    // The same bytes each time: compressed once, not per request.
    expect((await faqs({ 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(
      (await faqs({ 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('is compressed again when the content changes', async () => {
    const before = await t.app.inject({
      url: '/api/brightline-meta-datas?populate=*',
      headers: { 'accept-encoding': 'br' },
    });
    expect(before.headers['content-encoding']).toBe('br');
    expect(
      await t.app.referenceData.updatePageMeta('brightline', 'shop', { metaTitle: 'Plans, squeezed' }),
    ).toBe(true);
    const after = await t.app.inject({
      url: '/api/brightline-meta-datas?populate=*',
      headers: { 'accept-encoding': 'br' },
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Plans, squeezed');
  });

  it('chooses brotli, then gzip, as the Accept-Encoding header allows', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeUndefined();
  });
});
