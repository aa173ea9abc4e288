/**
 * Site content per language (decision 066): the seed writes and publishes a Spanish version of every
 * kind it writes in English; the content service answers in the language of `locale` or else of
 * `Accept-Language`, in English where no version of that language is published, each entry naming
 * its `locale`; an editor saves and publishes a Spanish version apart from the English one.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '@mvno/contracts/api/content-versions';
import { contentPublished, contentVersions } from '../../src/db/schema/content';
import { seedVersions } from '../../src/db/seed';
import { bodyOf } from '../../src/modules/content/services/versioned-content-service';
import { auditEntries, contentEditor } from '../support/content-editor';
import { newStaff } from '../support/chat';
import { CHANNEL_HEADERS, useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

type Version = { id: string; number: number; language: string; published: boolean } & Record<string, unknown>;
type Entry = { attributes: Record<string, unknown> & { locale?: string } };

const get = (kind: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/api/brightline-${kind}?populate=*${query}`,
    headers: { ...CHANNEL_HEADERS, ...headers },
  });
const faq = async (query = '', headers: Record<string, string> = {}) =>
  ((await get('faqs', query, headers)).json() as { data: Entry[] }).data;

describe('the Spanish seed', () => {
  it("has a Spanish version, published, of every kind seeded in English, in its kind's shape", async () => {
    const seeded = seedVersions('Brightline');
    // Every kind but the banner, which runs until an end an editor sets.
    expect(seeded.map(([kind]) => kind).sort()).toEqual(CONTENT_KINDS.filter((k) => k !== 'banner').sort());
    for (const [kind, body] of seeded) {
      expect(bodyOf(kind as never, body['es-US']), kind).toBeDefined();
      expect(JSON.stringify(body['es-US']), kind).not.toBe(JSON.stringify(body['en-US']));
    }
    const { db } = t.database;
    const published = await db
      .select()
      .from(contentPublished)
      .where(eq(contentPublished.product, 'brightline'));
    const english = published.filter((p) => p.language === 'en-US').map((p) => p.kind);
    const spanish = published.filter((p) => p.language === 'es-US').map((p) => p.kind);
    expect(english.length).toBeGreaterThan(0);
    expect(spanish.sort()).toEqual(english.sort());
    const spanishVersions = await db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.product, 'brightline'), eq(contentVersions.language, 'es-US')));
    expect(spanishVersions.map((v) => v.number)).toEqual(spanishVersions.map(() => 1));
  });
});

describe('the content service picks the language', () => {
  it('by locale, else Accept-Language, else English; each entry names its locale', async () => {
    const english = await faq();
    expect(english[0]?.attributes).toMatchObject({
      question: 'Which phones work with Brightline Mobile?',
      locale: 'en-US',
    });
    const byLocale = await faq('&locale=es-US');
    expect(byLocale[0]?.attributes).toMatchObject({
      question: '¿Qué teléfonos funcionan con Brightline Mobile?',
      locale: 'es-US',
    });
    const byHeader = await get('faqs', '', { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(byHeader.headers.vary).toContain('accept-language');
    expect(byHeader.json().data[0].attributes.locale).toBe('es-US');
    // A named locale wins over the header.
    expect((await faq('&locale=en-US', { 'accept-language': 'es' }))[0]?.attributes.locale).toBe('en-US');
    expect((await get('faqs', '&locale=fr-FR')).statusCode).toBe(400);

    const legal = (await get('legal-pages', '&locale=es-US')).json() as { data: Entry[] };
    expect(legal.data.map((p) => [p.attributes.page, p.attributes.title, p.attributes.locale])).toEqual([
      ['terms-and-conditions', 'Términos y condiciones', 'es-US'],
      ['privacy-policy', 'Política de privacidad', 'es-US'],
    ]);
    const meta = (await get('meta-datas', '&locale=es-US')).json() as { data: Entry[] };
    expect(meta.data.find((m) => m.attributes.page === 'faq')?.attributes.metaTitle).toBe(
      'Preguntas frecuentes | Brightline Mobile',
    );
    const footer = (await t.app.inject({ url: '/api/brightline-footer?populate=deep&locale=es-US' })).json();
    expect(footer.data.attributes).toMatchObject({
      locale: 'es-US',
      links: expect.arrayContaining([{ label: 'Inicio', href: '/' }]),
    });
  });

  it('falls back to the English version where no Spanish one is published, and saying so', async () => {
    const cora = await contentEditor<Version>(t);
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const english = await cora.save('banner', { message: 'Double data this week', endsAt });
    await cora.publish('banner', english.id);
    const banner = async (locale: string) =>
      ((await get('banners', `&locale=${locale}`)).json() as { data: Entry | null }).data?.attributes;
    expect(await banner('es-US')).toMatchObject({ message: 'Double data this week', locale: 'en-US' });

    const spanish = await cora.send('POST', '/app/care/content/banner?language=es-US', {
      message: 'Datos dobles esta semana',
      endsAt,
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.json()).toMatchObject({ language: 'es-US', number: 1, published: false });
    // A draft changes nothing visitors see.
    expect(await banner('es-US')).toMatchObject({ locale: 'en-US' });
    await cora.publish('banner', spanish.json().id);
    expect(await banner('es-US')).toMatchObject({ message: 'Datos dobles esta semana', locale: 'es-US' });
    expect(await banner('en-US')).toMatchObject({ message: 'Double data this week', locale: 'en-US' });
  });
});

describe('an editor publishes a Spanish version', () => {
  it('apart from the English one: its own numbers, pointer and audit', async () => {
    const cora = await contentEditor<Version>(t);
    const list = async (language: string) =>
      (await cora.send('GET', `/app/care/content/faq?language=${language}`)).json() as {
        versions: Version[];
        published: { versionId: string } | null;
      };
    const before = await list('es-US');
    expect(before.versions.map((v) => [v.number, v.language, v.published])).toEqual([[1, 'es-US', true]]);
    const entries = (before.versions[0]!.entries as { question: string; answer: string }[]).map((e, i) =>
      i === 0 ? { ...e, answer: 'Cualquier teléfono desbloqueado con 5G.' } : e,
    );
    const saved = await cora.send('POST', '/app/care/content/faq?language=es-US', { entries });
    expect(saved.json()).toMatchObject({ number: 2, language: 'es-US', published: false });
    await cora.publish('faq', saved.json().id);

    expect((await faq('&locale=es-US'))[0]?.attributes.answer).toBe(
      'Cualquier teléfono desbloqueado con 5G.',
    );
    const englishAnswer = (await faq())[0]?.attributes.answer;
    expect(englishAnswer).toMatch(/^Any unlocked phone/);
    expect((await list('en-US')).versions.map((v) => [v.number, v.published])).toEqual([[1, true]]);
    // Without a language the console's calls are the English ones, as before.
    expect((await cora.versions('faq')).versions).toHaveLength(1);

    const admin = await newStaff(t, 'admin', 'Ada');
    expect(await auditEntries(t, admin.token, 'faq.publish')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ number: 1, language: 'es-US' }),
        after: expect.objectContaining({ number: 2, language: 'es-US' }),
      }),
    ]);
  });
});
