/**
 * The FAQ in the console (decision 029, Content) on two app processes sharing one database: a
 * saved draft changes nothing visitors see; publishing it reaches the content service and the
 * prerendered /faq of both processes within a second; publishing an earlier version rolls back;
 * bad input gets field errors; a reader never sees half a version; every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FaqEntry, FaqVersion } from '@mvno/contracts/api/content-faq';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { auditEntries, contentEditor, withinASecond } from '../support/content-editor';
import { useClockApps } from '../support/clock-apps';
import { standInRenderedDist } from '../support/stand-in-renderer';
import { CHANNEL_HEADERS } from '../support/test-app';

const { t, other } = useClockApps({ WEB_DIST: standInRenderedDist() });
const M = STAFF_MESSAGES.content;
const FAQ_URL = '/api/brightline-faqs?populate=*';

async function editor() {
  const cora = await contentEditor<FaqVersion>(t);
  return {
    ...cora,
    versions: () => cora.versions('faq'),
    save: (entries: FaqEntry[]) => cora.save('faq', { entries }),
    publish: (id: string) => cora.publish('faq', id),
  };
}

const served = async (app: FastifyInstance) =>
  (
    (await app.inject({ url: FAQ_URL, headers: CHANNEL_HEADERS })).json() as {
      data: { attributes: FaqEntry & { locale?: string } }[];
    }
  ).data.map(({ attributes: { locale: _locale, ...entry } }) => entry);
const faqHtml = async (app: FastifyInstance) => (await app.inject({ url: '/faq' })).body;
const both = () => [t.app, other().app];

/** Polls both processes until `seen` holds on each; answers how long it took. */
const onBothWithinASecond = (seen: (app: FastifyInstance) => Promise<boolean>) => withinASecond(both(), seen);

describe('the FAQ from draft to every process', () => {
  it('shows a published edit on the content service and the prerendered /faq of both processes within a second, and rolls back', async () => {
    const cora = await editor();
    const { versions, published } = await cora.versions();
    const seeded = versions[0]!;
    expect(versions).toHaveLength(1);
    expect(seeded).toMatchObject({ number: 1, createdBy: 'Seed', published: true });
    expect(published?.versionId).toBe(seeded.id);
    const oldAnswer = seeded.entries[1]!.answer;
    // Both processes have rendered /faq and kept the FAQ before the change.
    for (const app of both()) {
      expect(await faqHtml(app)).toContain(oldAnswer);
      expect(await served(app)).toEqual(seeded.entries);
    }

    const newAnswer = 'Yes. Bring your number in the cart; most transfers finish within the hour.';
    const edited = seeded.entries.map((entry, index) =>
      index === 1 ? { ...entry, answer: newAnswer } : entry,
    );
    const draft = await cora.save(edited);
    expect(draft).toMatchObject({ number: 2, published: false, createdBy: 'Cora Rivera', entries: edited });
    for (const app of both()) {
      expect(await faqHtml(app)).toContain(oldAnswer);
      expect(await served(app)).toEqual(seeded.entries);
    }

    expect(await cora.publish(draft.id)).toMatchObject({ id: draft.id, published: true });
    const took = await onBothWithinASecond(
      async (app) => (await faqHtml(app)).includes(newAnswer) && (await served(app))[1]?.answer === newAnswer,
    );
    expect(took).toBeLessThan(1000);
    // The figure decision 029 quotes.
    console.info(
      `[content] published FAQ on the content service and /faq of both processes after ${took} ms`,
    );
    const after = await cora.versions();
    expect(after.published?.versionId).toBe(draft.id);
    expect(after.versions.map((v) => [v.number, v.published])).toEqual([
      [2, true],
      [1, false],
    ]);

    // Roll back: publishing version 1 again.
    await cora.publish(seeded.id);
    await onBothWithinASecond(
      async (app) => (await faqHtml(app)).includes(oldAnswer) && !(await faqHtml(app)).includes(newAnswer),
    );
    for (const app of both()) expect(await served(app)).toEqual(seeded.entries);

    const admin = await newStaff(t, 'admin', 'Ada');
    const audit = (action: string) => auditEntries(t, admin.token, action);
    expect(await audit('faq.save')).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ id: cora.id }),
        before: null,
        after: expect.objectContaining({ number: 2, entries: JSON.stringify(edited) }),
      }),
    ]);
    expect(await audit('faq.publish')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ number: 1 }),
        after: expect.objectContaining({ number: 2 }),
      }),
    ]);
    expect(await audit('faq.roll-back')).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ id: cora.id }),
        before: expect.objectContaining({ number: 2, entries: JSON.stringify(edited) }),
        after: expect.objectContaining({ number: 1, entries: JSON.stringify(seeded.entries) }),
      }),
    ]);
  });

  it('never serves half a version while versions are published', async () => {
    const cora = await editor();
    const [seeded] = (await cora.versions()).versions;
    const other = await cora.save(
      seeded!.entries.map((e) => ({ question: `${e.question} (new)`, answer: `${e.answer} (new)` })),
    );
    const whole = [JSON.stringify(seeded!.entries), JSON.stringify(other.entries)];
    let reading = true;
    // A set: the reader runs many times while the publishes run, and only distinct answers matter.
    const seen = new Set<string>();
    let reads = 0;
    const reader = (async () => {
      while (reading) {
        seen.add(JSON.stringify(await served(t.app)));
        reads += 1;
        // Answers from memory resolve without a turn of the event loop; give the publishes theirs.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (const id of [other.id, seeded!.id, other.id, seeded!.id, other.id]) await cora.publish(id);
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    for (const answer of seen) expect(whole).toContain(answer);
    expect(await served(t.app)).toEqual(other.entries);
  });
});

describe('the FAQ editor refuses', () => {
  it('bad input with field errors, and saves nothing', async () => {
    const cora = await editor();
    const cases: [unknown, { field: string; message: string }[]][] = [
      [[], [{ field: 'entries', message: M.faqEntriesRange }]],
      [[{ question: 'Why?', answer: '  ' }], [{ field: 'entries.0.answer', message: M.faqAnswerRequired }]],
      [
        [{ question: '', answer: 'Because.' }],
        [{ field: 'entries.0.question', message: M.faqQuestionRequired }],
      ],
    ];
    for (const [entries, errors] of cases) {
      const response = await cora.send('POST', '/app/care/content/faq', { entries });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.api.validation, errors });
    }
    expect((await cora.versions()).versions).toHaveLength(1);
  });

  it('an unknown version, and other roles', async () => {
    const cora = await editor();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await cora.send('POST', `/app/care/content/faq/${id}/publish`, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: M.versionNotFound });
    }
    const cat = await newStaff(t, 'catalogue_editor', 'Cat');
    const refused = await call(t, 'POST', '/app/care/content/faq', {
      token: cat.token,
      body: { entries: [{ question: 'Q', answer: 'A' }] },
    });
    expect(refused.statusCode).toBe(403);
    expect((await cora.versions()).versions).toHaveLength(1);
  });
});
