import { describe, expect, it } from 'vitest';
import { zFooterContent, zPageMetadata } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { DEMO_SOCIALS } from '../../src/db/seed-data/content';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

/** Every public page of SPEC §2 ('home' is '/'); each needs its title and description. */
const PUBLIC_PAGES = [
  'home',
  'shop',
  'about',
  'cart',
  'contact-us',
  'faq',
  'forgot-password',
  'login',
  'login-without-password',
  'login-with-password',
  'otp-login',
  'privacy-policy',
  'terms-and-conditions',
  'register',
  'reset-password',
  'crm-login',
];

describe('GET /api/{product}-footer?populate=deep', () => {
  it('answers the Strapi shape with every social link and logo, in order', async () => {
    const response = await t.app.inject({ url: '/api/brightline-footer?populate=deep' });

    expect(response.statusCode).toBe(200);
    const footer = zFooterContent.parse(response.json());
    expect(footer.data.attributes.socials.map((s) => [s.link, s.logo.data.attributes.url])).toStrictEqual(
      DEMO_SOCIALS.map((s) => [s.link, s.logoUrl]),
    );
  });

  it('answers 404 in the error shape for a product without content', async () => {
    const response = await t.app.inject({ url: '/api/otherbrand-footer?populate=deep' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.notFound });
  });

  it('answers 400, not 500, when populate is repeated', async () => {
    const response = await t.app.inject({ url: '/api/brightline-footer?populate=deep&populate=*' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.api.validation });
  });
});

describe('GET /api/{product}-meta-datas?populate=*', () => {
  it('answers the Strapi shape with a title and description for every public page', async () => {
    const response = await t.app.inject({ url: '/api/brightline-meta-datas?populate=*' });

    expect(response.statusCode).toBe(200);
    const metadata = zPageMetadata.parse(response.json());
    const byPage = new Map(metadata.data.map((entry) => [entry.attributes.page, entry.attributes]));
    for (const page of PUBLIC_PAGES) {
      expect(byPage.get(page), page).toMatchObject({
        metaTitle: expect.stringMatching(/\S/),
        metaDescription: expect.stringMatching(/\S/),
      });
    }
    expect(byPage.get('home')?.metaTitle).toContain('Brightline Mobile');
  });
});

describe('unknown content', () => {
  it.each(['/api/whatever', '/api/brightline-header?populate=deep', '/api/brightline/footer'])(
    '%s answers 404 in the error shape',
    async (url) => {
      const response = await t.app.inject({ url });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toStrictEqual({ message: MESSAGES.api.notFound });
    },
  );
});
