import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

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
