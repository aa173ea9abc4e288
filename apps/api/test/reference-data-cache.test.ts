import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { contentVersions } from '../src/db/schema/content';
import { plans } from '../src/db/schema/shop';
import { seedDemoData } from '../src/db/seed';
import { CHANNEL_HEADERS, TEST_SECRETS, resetData } from './support/test-app';
import { getTestDatabase, openAnotherConnection, usesPostgres } from './support/test-database';

/**
 * Plans and content are served from memory (docs/decisions/014). These tests prove both halves:
 * a row changed behind the copy's back is not seen (the copy is used), and a change made through
 * the reference-data functions is seen by the next answer, on this process and on another one.
 */
type Process = { app: FastifyInstance; database: Database; dataDir: string; ownDatabase: boolean };
const running: Process[] = [];

async function startProcess(database: Database, ownDatabase: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-cache-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, secrets: { ...TEST_SECRETS }, logger: false });
  await app.ready();
  running.push({ app, database, dataDir, ownDatabase });
  return app;
}

afterEach(async () => {
  for (const { app, database, dataDir, ownDatabase } of running.splice(0)) {
    await app.close();
    if (ownDatabase) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function freshData(): Promise<Database> {
  const database = await getTestDatabase();
  await resetData(database, { content: true });
  await seedDemoData(database.db, { brandName: 'Brightline Mobile', product: 'brightline' });
  return database;
}

const getPlans = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ url: '/app/plans', headers: { ...CHANNEL_HEADERS, ...headers } });
const planList = async (app: FastifyInstance) =>
  (await getPlans(app)).json() as { id: string; retailName: string; retailPrice: number }[];
const getMeta = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/brightline-meta-datas?populate=*', headers });
const shopTitle = async (app: FastifyInstance) =>
  ((await getMeta(app)).json() as { data: { attributes: { page: string; metaTitle: string } }[] }).data.find(
    (entry) => entry.attributes.page === 'shop',
  )?.attributes.metaTitle;

/** Another process hears of a change asynchronously: its answers show it within moments. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 5000;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  expect(last).toBe(expected);
}

describe('plans served from memory', () => {
  it('keep their copy until a change is made through updatePlan, whose next answer shows it', async () => {
    const database = await freshData();
    const app = await startProcess(database, false);
    const [first] = await planList(app);
    if (!first) throw new Error('no plans seeded');

    // Behind the copy's back: not seen, the copy answers.
    await database.db
      .update(plans)
      .set({ retailName: 'Written behind the copy' })
      .where(eq(plans.id, first.id));
    expect((await planList(app))[0]?.retailName).toBe(first.retailName);

    expect(
      await app.referenceData.updatePlan(first.id, { retailName: 'Unlimited Plus', retailPriceCents: 3500 }),
    ).toBe(true);
    expect((await planList(app))[0]).toMatchObject({
      id: first.id,
      retailName: 'Unlimited Plus',
      retailPrice: 35,
    });
  });

  it('answer a conditional GET of an unchanged list with 304, and a changed list with 200 and a new ETag', async () => {
    const database = await freshData();
    const app = await startProcess(database, false);
    const response = await getPlans(app);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const unchanged = await getPlans(app, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const [first] = response.json() as { id: string }[];
    await app.referenceData.updatePlan(first?.id ?? '', { status: 'retired' });
    const changed = await getPlans(app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as { id: string }[]).map((p) => p.id)).not.toContain(first?.id);
  });

  it(`are read again by another process when one changes a plan (${usesPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const database = await freshData();
    const one = await startProcess(database, false);
    const two = await startProcess(await openAnotherConnection(), usesPostgres());
    const [first] = await planList(one);
    await planList(two);

    await two.referenceData.updatePlan(first?.id ?? '', { retailName: 'Changed on process two' });

    await eventually(async () => (await planList(one))[0]?.retailName, 'Changed on process two');
  });
});

describe('content served from memory', () => {
  it('answers 304 to a conditional GET, and shows a page title changed through updatePageMeta', async () => {
    const database = await freshData();
    const app = await startProcess(database, false);
    const before = await getMeta(app);
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect((await getMeta(app, { 'if-none-match': etag })).statusCode).toBe(304);

    await database.db
      .update(contentVersions)
      .set({
        body: { pages: [{ page: 'shop', metaTitle: 'Written behind the copy', metaDescription: 'x' }] },
      })
      .where(eq(contentVersions.kind, 'page-meta'));
    expect(await shopTitle(app)).not.toBe('Written behind the copy');

    expect(
      await app.referenceData.updatePageMeta('brightline', 'shop', { metaTitle: 'Plans that fit' }),
    ).toBe(true);
    expect(await shopTitle(app)).toBe('Plans that fit');
    expect((await getMeta(app, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it(`is read again by another process when one changes it (${usesPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const database = await freshData();
    const one = await startProcess(database, false);
    const two = await startProcess(await openAnotherConnection(), usesPostgres());
    await shopTitle(one);

    await two.referenceData.updatePageMeta('brightline', 'shop', { metaTitle: 'Changed on process two' });

    await eventually(() => shopTitle(one), 'Changed on process two');
  });
});
