import { describe, it, expect } from 'vitest';
import { buildPath } from './common';
import { getHealth } from './health';
import { getFooter, getPageMetadata } from './content';

describe('endpoint definitions', () => {
  it('health', () => {
    expect(getHealth.method).toBe('GET');
    expect(getHealth.path).toBe('/app/health');
    expect(getHealth.response.safeParse({ status: 'ok' }).success).toBe(true);
    expect(getHealth.response.safeParse({ status: 'down' }).success).toBe(false);
  });

  it('content paths and queries', () => {
    expect(buildPath(getFooter.path, { product: 'brightline' })).toBe('/api/brightline-footer');
    expect(buildPath(getPageMetadata.path, { product: 'brightline' })).toBe('/api/brightline-meta-datas');
    expect(getFooter.query.safeParse({ populate: 'deep' }).success).toBe(true);
    expect(getPageMetadata.query.safeParse({ populate: '*' }).success).toBe(true);
  });

  it('footer response shape', () => {
    const footer = {
      data: {
        id: 1,
        attributes: {
          socials: [
            { id: 2, link: 'https://x.com/b', logo: { data: { attributes: { url: '/uploads/x.svg' } } } },
          ],
        },
      },
    };
    expect(getFooter.response.parse(footer)).toEqual(footer);
    expect(
      getFooter.response.safeParse({ data: { id: 1, attributes: { socials: [{ id: 2 }] } } }).success,
    ).toBe(false);
  });
});
