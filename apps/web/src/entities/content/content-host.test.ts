// @vitest-environment node
/**
 * A stock Strapi as the content host (decision 083), over real HTTP against a simulator that
 * answers as Strapi 5 (and as Strapi 4) does: the footer and page titles are read in either
 * shape, logos are absolute at the host, Spanish falls back to the default locale, failures are
 * logged with their status and answer, and everything else stays with the built-in service.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfig } from '../../config/runtime';
import { setFetch } from '../../lib/api-client';
import {
  startStrapiSimulator,
  type SimulatedContent,
  type StrapiSimulator,
} from '../../test/strapi-simulator';
import { bannerQueryOptions } from './get-banner';
import { faqQueryOptions } from './get-faq';
import { footerQueryOptions } from './get-footer';
import { legalPagesQueryOptions } from './get-legal-pages';
import { pageMetadataQueryOptions } from './get-page-metadata';

const CONTENT: SimulatedContent = {
  footer: {
    en: {
      socials: [
        { label: 'Instagram', link: 'https://instagram.com/brightline', logo: '/uploads/instagram_3f2a.svg' },
        { link: 'https://x.com/brightline', logo: 'https://cdn.example/x.svg' },
        { label: 'No logo', link: 'https://nologo.example', logo: null },
      ],
      links: [{ label: 'Coverage map', href: '/coverage' }],
    },
  },
  meta: {
    en: [{ page: 'home', metaTitle: 'Brightline from Strapi', metaDescription: 'Plans, from Strapi.' }],
    'es-US': [
      { page: 'home', metaTitle: 'Brightline desde Strapi', metaDescription: 'Planes, desde Strapi.' },
    ],
  },
};

let host: StrapiSimulator | undefined;
const fetchQuery = <T>(options: T) => new QueryClient().fetchQuery(options as never) as Promise<never>;

beforeEach(() => {
  setFetch((input, init) => fetch(input, init));
});
afterEach(async () => {
  await host?.close();
  host = undefined;
  runtimeConfig.contentHost = '';
});

async function useHost(version: 4 | 5, content: SimulatedContent = CONTENT) {
  host = await startStrapiSimulator(content, { version });
  runtimeConfig.contentHost = `${host.url}/`;
  runtimeConfig.contentProduct = 'brightline';
  return host;
}

describe.each([5, 4] as const)('a stock Strapi %i as CONTENT_HOST', (version) => {
  it('gives the footer its socials with logos at the host, and its links', async () => {
    const strapi = await useHost(version);

    const footer = await fetchQuery(footerQueryOptions('en-US'));

    const { socials, links } = (footer as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(socials).toEqual([
      {
        id: 1,
        label: 'Instagram',
        link: 'https://instagram.com/brightline',
        logo: { data: { attributes: { url: `${strapi.url}/uploads/instagram_3f2a.svg` } } },
      },
      {
        id: 2,
        link: 'https://x.com/brightline',
        logo: { data: { attributes: { url: 'https://cdn.example/x.svg' } } },
      },
    ]);
    expect(links).toEqual([{ label: 'Coverage map', href: '/coverage' }]);
    // The logo is there at the address the page is given.
    const logo = await fetch(`${strapi.url}/uploads/instagram_3f2a.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(strapi.requests).toEqual([
      '/api/brightline-footer?populate%5Bsocials%5D%5Bpopulate%5D%5B0%5D=logo&populate%5Blinks%5D=true',
      '/uploads/instagram_3f2a.svg',
    ]);
  });

  it('gives the pages their titles, in Spanish where the host has them', async () => {
    await useHost(version);

    const english = (await fetchQuery(pageMetadataQueryOptions('en-US'))) as { data: unknown[] };
    const spanish = (await fetchQuery(pageMetadataQueryOptions('es-US'))) as { data: unknown[] };

    expect(english.data).toEqual([
      {
        id: 1,
        attributes: {
          page: 'home',
          metaTitle: 'Brightline from Strapi',
          metaDescription: 'Plans, from Strapi.',
          locale: 'en',
        },
      },
    ]);
    expect(spanish.data).toEqual([
      {
        id: 1,
        attributes: {
          page: 'home',
          metaTitle: 'Brightline desde Strapi',
          metaDescription: 'Planes, desde Strapi.',
          locale: 'es-US',
        },
      },
    ]);
  });

  it('falls back to the default locale where the host has no Spanish footer, and logs the 404', async () => {
    const strapi = await useHost(version);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const footer = (await fetchQuery(footerQueryOptions('es-US'))) as {
      data: { attributes: { locale: string } };
    };

    expect(footer.data.attributes.locale).toBe('en');
    expect(strapi.requests.map((r) => new URL(r, strapi.url).searchParams.get('locale'))).toEqual([
      'es-US',
      null,
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/brightline-footer\?.*locale=es-US answered 404: .*NotFoundError/),
    );
  });
});

it('the simulator refuses populate=deep as Strapi 5 does', async () => {
  const strapi = await useHost(5);

  const answer = await fetch(`${strapi.url}/api/brightline-footer?populate=deep`);

  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({
    data: null,
    error: { status: 400, name: 'ValidationError', message: 'Invalid key deep', details: {} },
  });
});

describe('failures at the content host', () => {
  it('are logged with the address, the status and the start of the answer', async () => {
    // A footer model without `links`: Strapi refuses to populate a field it does not have.
    host = await startStrapiSimulator(CONTENT, { version: 5, footerRelations: { socials: ['logo'] } });
    runtimeConfig.contentHost = host.url;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(fetchQuery(footerQueryOptions('en-US'))).rejects.toMatchObject({ status: 400 });

    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Content host: http:\/\/127\.0\.0\.1:\d+\/api\/brightline-footer\?\S+ answered 400: \{"data":null,"error":\{"status":400,"name":"ValidationError","message":"Invalid key links"/,
      ),
    );
  });

  it('are logged when the host cannot be reached', async () => {
    const strapi = await useHost(5);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await strapi.close();
    host = undefined;

    await expect(fetchQuery(footerQueryOptions('en-US'))).rejects.toMatchObject({ status: 0 });

    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/brightline-footer\?.* could not be reached/));
  });

  it('log a shape the app cannot read with the fields that are wrong', async () => {
    await useHost(5, { ...CONTENT, meta: { en: [] } });
    const strapi = host as StrapiSimulator;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFetch(async (input, init) => {
      const response = await fetch(input, init);
      return new Response('{"data":{"not":"a list"}}', { status: response.status });
    });

    await expect(fetchQuery(pageMetadataQueryOptions('en-US'))).rejects.toMatchObject({ status: 200 });

    expect(strapi.requests).toEqual(['/api/brightline-meta-datas?pagination%5BpageSize%5D=100']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/answered a shape the app does not read \(data\): \{"data":\{"not":"a list"\}\}/),
    );
  });
});

it('asks the built-in content service, never the host, for the FAQ, banner and legal pages', async () => {
  const strapi = await useHost(5);
  const asked: string[] = [];
  setFetch(async (input) => {
    asked.push(String(input));
    return new Response('{}', { status: 503 });
  });

  for (const options of [
    faqQueryOptions('en-US'),
    bannerQueryOptions('en-US'),
    legalPagesQueryOptions('en-US'),
  ]) {
    await fetchQuery(options).catch(() => undefined);
  }

  expect(asked.map((url) => url.split('?')[0])).toEqual([
    '/api/brightline-faqs',
    '/api/brightline-banners',
    '/api/brightline-legal-pages',
  ]);
  expect(strapi.requests).toEqual([]);
});
