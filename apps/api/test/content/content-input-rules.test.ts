/**
 * What a content editor saves is text a browser can show and a link that stays on the site or goes
 * to an https address (decision 075): a lone surrogate in any field of any kind of content, in
 * either language, answers 400 with the field's error (the one input rule of every API string,
 * not the database's 500); a link the browser would read as off-site (`/\host`) is refused at the
 * editor with the field's error.
 */
import { describe, expect, it } from 'vitest';
import type { ContentKind } from '@mvno/contracts/api/content-versions';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { contentEditor } from '../support/content-editor';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const M = STAFF_MESSAGES.content;
const LONE = 'Half \ud800 a character';
const endsAt = () => new Date(Date.now() + 86_400_000).toISOString();

/** A valid body of each kind with the lone surrogate in one of its fields, and that field's path. */
const WITH_LONE_SURROGATE: Record<ContentKind, () => { body: object; field: string }> = {
  faq: () => ({
    body: { entries: [{ question: 'Is it fast?', answer: LONE }] },
    field: 'entries.0.answer',
  }),
  'page-meta': () => ({
    body: { pages: [{ page: 'home', metaTitle: LONE, metaDescription: 'Plans for everyone' }] },
    field: 'pages.0.metaTitle',
  }),
  footer: () => ({
    body: { links: [{ label: LONE, href: '/plans' }], socials: [] },
    field: 'links.0.label',
  }),
  banner: () => ({ body: { message: LONE, endsAt: endsAt() }, field: 'message' }),
  terms: () => ({
    body: { title: 'Terms', sections: [{ heading: 'Use', body: LONE }] },
    field: 'sections.0.body',
  }),
  privacy: () => ({
    body: { title: LONE, sections: [{ heading: 'Data', body: 'We keep little.' }] },
    field: 'title',
  }),
};

describe('content input', () => {
  it.each(Object.keys(WITH_LONE_SURROGATE) as ContentKind[])(
    'refuses a lone surrogate in %s, in English and Spanish, with the field named',
    async (kind) => {
      const cora = await contentEditor(t);
      const { body, field } = WITH_LONE_SURROGATE[kind]();
      for (const language of ['en', 'es']) {
        const answer = await cora.send('POST', `/app/care/content/${kind}?language=${language}`, body);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().errors).toEqual([{ field, message: MESSAGES.api.controlCharacters }]);
      }
      // The same body with the character whole (a surrogate pair) is saved.
      const whole = JSON.parse(JSON.stringify(body).replace('\\ud800', '\\ud83d\\ude00')) as object;
      expect((await cora.send('POST', `/app/care/content/${kind}`, whole)).statusCode).toBe(200);
    },
  );

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    'https://evil.example\\@brightline.example',
  ])('refuses the off-site link %j in the footer, its social logos and the banner', async (href) => {
    const cora = await contentEditor(t);
    const footer = await cora.send('POST', '/app/care/content/footer', {
      links: [{ label: 'Plans', href }],
      socials: [{ label: 'Chirp', link: 'https://chirp.example/brightline', logoUrl: href }],
    });
    expect(footer.statusCode).toBe(400);
    expect(footer.json().errors).toEqual([
      { field: 'links.0.href', message: M.linkFormat },
      { field: 'socials.0.logoUrl', message: M.linkFormat },
    ]);
    const banner = await cora.send('POST', '/app/care/content/banner', {
      message: 'Spring sale',
      linkLabel: 'See plans',
      linkHref: href,
      endsAt: endsAt(),
    });
    expect(banner.statusCode).toBe(400);
    expect(banner.json().errors).toEqual([{ field: 'linkHref', message: M.linkFormat }]);
  });

  it('keeps paths on the site and https addresses', async () => {
    const cora = await contentEditor(t);
    const saved = await cora.send('POST', '/app/care/content/footer', {
      links: [
        { label: 'Plans', href: '/plans?from=footer#top' },
        { label: 'Coverage', href: 'https://coverage.example/map' },
      ],
      socials: [{ label: 'Chirp', link: 'https://chirp.example/b', logoUrl: '/logos/chirp.svg' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
