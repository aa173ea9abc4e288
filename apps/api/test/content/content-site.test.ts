/**
 * Site content beside the FAQ in the console (decision 033) on two app processes sharing one
 * database and one clock: page titles, footer links and socials, the banner and the legal pages.
 * A saved draft changes nothing visitors see; publishing reaches the content service and the
 * prerendered pages of both processes within a second; an earlier version rolls back; every change
 * is audited; the banner leaves the answers and the pages at its end, by the app's clock.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ContentKind } from '@mvno/contracts/api/content-versions';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { auditEntries, contentEditor, withinASecond } from '../support/content-editor';
import { useClockApps } from '../support/clock-apps';
import { standInRenderedDist } from '../support/stand-in-renderer';
import { CHANNEL_HEADERS } from '../support/test-app';

const { t, other, clock } = useClockApps({ WEB_DIST: standInRenderedDist() });
const M = STAFF_MESSAGES.content;
const HOUR_MS = 3600_000;

type Version = { id: string; number: number; published: boolean; createdBy: string } & Record<
  string,
  unknown
>;

const editor = () => contentEditor<Version>(t);

const both = () => [t.app, other().app];
const json = async (app: FastifyInstance, kind: string) =>
  (await app.inject({ url: `/api/brightline-${kind}?populate=*`, headers: CHANNEL_HEADERS })).json() as {
    data: unknown;
  };
const html = async (app: FastifyInstance, path: string) => (await app.inject({ url: path })).body;

/** Polls both processes until `seen` holds on each. */
const onBothWithinASecond = (seen: (app: FastifyInstance) => Promise<boolean>) => withinASecond(both(), seen);

/** What visitors see of each kind: on the content service and, where a page shows it, in the HTML. */
const VISIBLE: Record<
  Exclude<ContentKind, 'faq' | 'banner'>,
  { edit: (v: Version) => object; shows: (app: FastifyInstance, text: string) => Promise<boolean> }
> = {
  'page-meta': {
    edit: (v) => ({
      pages: (v.pages as { page: string }[]).map((p) =>
        p.page === 'home' ? { ...p, metaTitle: 'Spring prices are here' } : p,
      ),
    }),
    shows: async (app, text) =>
      JSON.stringify(await json(app, 'meta-datas')).includes(text) &&
      (await html(app, '/')).includes(`<title>${text}</title>`),
  },
  footer: {
    edit: (v) => ({
      links: [...(v.links as object[]), { label: 'Coverage map', href: '/coverage' }],
      socials: v.socials,
    }),
    shows: async (app, text) => JSON.stringify(await json(app, 'footer')).includes(text),
  },
  terms: {
    edit: (v) => ({
      ...pick(v, 'title', 'lead'),
      sections: [{ heading: '7. Arbitration', body: 'Disputes go to small claims court.' }],
    }),
    shows: async (app, text) => (await html(app, '/terms-and-conditions')).includes(text),
  },
  privacy: {
    edit: (v) => ({
      ...pick(v, 'title', 'lead'),
      sections: [{ heading: 'Cookies we use', body: 'Only the ones we need.' }],
    }),
    shows: async (app, text) => JSON.stringify(await json(app, 'legal-pages')).includes(text),
  },
};
const NEW_TEXT = {
  'page-meta': 'Spring prices are here',
  footer: 'Coverage map',
  terms: '7. Arbitration',
  privacy: 'Cookies we use',
} as const;

function pick(v: Version, ...keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, v[k]]));
}

describe('each kind of site content from draft to every process', () => {
  it('page titles, footer, terms and privacy: a draft changes nothing, publishing shows it everywhere, an earlier version rolls back, each step audited', async () => {
    const cora = await editor();
    const admin = await newStaff(t, 'admin', 'Ada');
    for (const kind of Object.keys(VISIBLE) as (keyof typeof VISIBLE)[]) {
      const { edit, shows } = VISIBLE[kind];
      const text = NEW_TEXT[kind];
      const { versions, published } = await cora.versions(kind);
      const seeded = versions[0]!;
      expect(versions, kind).toHaveLength(1);
      expect(seeded, kind).toMatchObject({ number: 1, createdBy: 'Seed', published: true });
      expect(published?.versionId).toBe(seeded.id);
      for (const app of both()) expect(await shows(app, text), kind).toBe(false);

      const draft = await cora.save(kind, edit(seeded));
      expect(draft, kind).toMatchObject({ number: 2, published: false, createdBy: 'Cora Rivera' });
      for (const app of both()) expect(await shows(app, text), kind).toBe(false);

      await cora.publish(kind, draft.id);
      await onBothWithinASecond((app) => shows(app, text));

      await cora.publish(kind, seeded.id);
      await onBothWithinASecond(async (app) => !(await shows(app, text)));
      expect((await cora.versions(kind)).published?.versionId).toBe(seeded.id);

      const audit = (action: string) => auditEntries(t, admin.token, action);
      expect(await audit(`${kind}.save`), kind).toEqual([
        expect.objectContaining({ staff: expect.objectContaining({ id: cora.id }), before: null }),
      ]);
      expect(await audit(`${kind}.publish`), kind).toEqual([
        expect.objectContaining({
          before: expect.objectContaining({ number: 1 }),
          after: expect.objectContaining({ number: 2 }),
        }),
      ]);
      expect(await audit(`${kind}.roll-back`), kind).toEqual([
        expect.objectContaining({
          before: expect.objectContaining({ number: 2 }),
          after: expect.objectContaining({ number: 1 }),
        }),
      ]);
    }
  });
});

describe('the site banner', () => {
  it('shows on the pages of both processes once published, rolls back, and leaves at its end by the app clock', async () => {
    const cora = await editor();
    expect((await cora.versions('banner')).versions).toEqual([]);
    for (const app of both()) expect((await json(app, 'banners')).data).toBeNull();
    const endsAt = new Date(clock.now().getTime() + HOUR_MS).toISOString();
    const first = await cora.save('banner', { message: 'Spring sale: 20% off', endsAt });
    expect(first).toMatchObject({ linkLabel: '', linkHref: '', endsAt });
    // Nothing published yet: both processes render / without a banner.
    for (const app of both()) expect(await html(app, '/')).not.toContain('Spring sale');

    await cora.publish('banner', first.id);
    await onBothWithinASecond(async (app) =>
      (await html(app, '/')).includes('<p role="note">Spring sale: 20% off</p>'),
    );
    const second = await cora.save('banner', {
      message: 'Last days of the spring sale',
      linkLabel: 'See plans',
      linkHref: '/shop',
      endsAt,
    });
    await cora.publish('banner', second.id);
    await onBothWithinASecond(async (app) => (await html(app, '/')).includes('Last days'));
    for (const app of both())
      expect((await json(app, 'banners')).data).toEqual({
        id: 1,
        attributes: {
          message: 'Last days of the spring sale',
          linkLabel: 'See plans',
          linkHref: '/shop',
          endsAt,
          locale: 'en-US',
        },
      });
    await cora.publish('banner', first.id);
    await onBothWithinASecond(async (app) => (await html(app, '/')).includes('Spring sale: 20% off'));

    // Both processes hold the page with the banner; the shared clock passes its end.
    clock.advance(HOUR_MS + 1000);
    for (const app of both()) {
      expect(await html(app, '/')).not.toContain('Spring sale');
      expect((await json(app, 'banners')).data).toBeNull();
    }
    // An hour without a call ended the editor's session (the staff idle timeout): she signs in again.
    const later = await editor();
    const refused = await later.send('POST', '/app/care/content/banner', {
      message: 'Too late',
      endsAt: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'endsAt', message: M.bannerEndsInPast }],
    });
  });
});

describe('taking the banner down', () => {
  it('ends it at once in every language on both processes, audited, and keeps the history', async () => {
    const cora = await editor();
    const endsAt = new Date(clock.now().getTime() + 24 * HOUR_MS).toISOString();
    const english = await cora.save('banner', { message: 'Wrong price: $1 plans', endsAt });
    await cora.publish('banner', english.id);
    const spanish = await cora.send('POST', '/app/care/content/banner?language=es-US', {
      message: 'Precio equivocado',
      endsAt,
    });
    expect(spanish.statusCode).toBe(200);
    await cora.publish('banner', (spanish.json() as Version).id);
    await onBothWithinASecond(async (app) => (await html(app, '/')).includes('Wrong price'));

    const down = await cora.send('POST', '/app/care/content/banner/take-down', {});

    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ message: M.bannerTakenDown, languages: ['en-US', 'es-US'] });
    for (const app of both()) {
      expect(await html(app, '/')).not.toContain('Wrong price');
      expect((await json(app, 'banners')).data).toBeNull();
    }
    const spanishBanner = await t.app.inject({
      url: '/api/brightline-banners?populate=*&locale=es-US',
      headers: CHANNEL_HEADERS,
    });
    expect((spanishBanner.json() as { data: unknown }).data).toBeNull();
    // The history keeps what was shown; the version published now ended at the take-down.
    const listed = await cora.versions('banner');
    expect(listed.versions[0]).toMatchObject({ message: 'Wrong price: $1 plans', published: true });
    expect(Date.parse(listed.versions[0]!.endsAt as string)).toBeLessThanOrEqual(clock.now().getTime());
    expect(listed.versions.map((v) => v.id)).toContain(english.id);
    const audited = await auditEntries(t, (await newStaff(t, 'admin', 'Ada')).token, 'banner.take-down');
    expect(audited.filter((entry) => entry.staff.id === cora.id)).toHaveLength(2);

    const again = await cora.send('POST', '/app/care/content/banner/take-down', {});
    expect(again.json()).toEqual({ message: M.bannerNotShowing, languages: [] });
  });
});

describe('the content editor refuses', () => {
  it('bad input of each kind with field errors, saving nothing', async () => {
    const cora = await editor();
    const later = new Date(clock.now().getTime() + HOUR_MS).toISOString();
    const cases: [ContentKind, unknown, { field: string; message: string }[]][] = [
      [
        'page-meta',
        {
          pages: [
            { page: 'home', metaTitle: 'A', metaDescription: 'B' },
            { page: 'home', metaTitle: 'C', metaDescription: 'D' },
          ],
        },
        [{ field: 'pages.1.page', message: M.pageNameTwice }],
      ],
      [
        'page-meta',
        { pages: [{ page: 'Home Page', metaTitle: ' ', metaDescription: 'B' }] },
        [
          { field: 'pages.0.page', message: M.pageNameFormat },
          { field: 'pages.0.metaTitle', message: M.titleRequired },
        ],
      ],
      [
        'footer',
        { links: [{ label: 'Home', href: 'javascript:alert(1)' }], socials: [] },
        [{ field: 'links.0.href', message: M.linkFormat }],
      ],
      [
        'footer',
        { links: [], socials: [{ label: 'X', link: 'http://x.com', logoUrl: '/x.svg' }] },
        [
          { field: 'links', message: M.footerLinksRange },
          { field: 'socials.0.link', message: M.httpsLinkFormat },
        ],
      ],
      [
        'banner',
        { message: 'Sale', linkLabel: 'See plans', endsAt: later },
        [{ field: 'linkHref', message: M.bannerLinkPair }],
      ],
      [
        'banner',
        { message: '', endsAt: 'tomorrow' },
        [
          { field: 'message', message: M.bannerMessageRequired },
          { field: 'endsAt', message: M.bannerEndRequired },
        ],
      ],
      ['terms', { title: 'Terms', sections: [] }, [{ field: 'sections', message: M.legalSectionsRange }]],
    ];
    for (const [kind, body, errors] of cases) {
      const response = await cora.send('POST', `/app/care/content/${kind}`, body);
      expect(response.statusCode, kind).toBe(400);
      expect(response.json(), kind).toEqual({ message: MESSAGES.api.validation, errors });
    }
    expect((await cora.versions('page-meta')).versions).toHaveLength(1);
    expect((await cora.versions('footer')).versions).toHaveLength(1);
    expect((await cora.versions('banner')).versions).toHaveLength(0);
  });

  it('an unknown version, and roles without content editing', async () => {
    const cora = await editor();
    const missing = await cora.send(
      'POST',
      '/app/care/content/terms/00000000-0000-4000-8000-000000000000/publish',
      {},
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: M.versionNotFound });
    const { versions } = await cora.versions('terms');
    for (const role of ['catalogue_editor', 'agent', 'supervisor'] as const) {
      const staff = await newStaff(t, role, 'Cat');
      for (const kind of ['page-meta', 'footer', 'banner', 'terms', 'privacy'] as const) {
        const list = await call(t, 'GET', `/app/care/content/${kind}`, { token: staff.token });
        const publish = await call(t, 'POST', `/app/care/content/${kind}/${versions[0]!.id}/publish`, {
          token: staff.token,
          body: {},
        });
        for (const response of [list, publish]) {
          expect(response.statusCode, `${role} ${kind}`).toBe(403);
          expect(response.json()).toMatchObject({ message: STAFF_MESSAGES.care.permissionDenied });
        }
      }
    }
  });
});
