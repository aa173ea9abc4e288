import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/accounts';
import { contentPublished, contentVersions } from '../src/db/schema/content';
import { subscriptionLines } from '../src/db/schema/lines';
import { paymentCards, transactions } from '../src/db/schema/payments';
import { appMeta } from '../src/db/schema/platform';
import { plans } from '../src/db/schema/shop';
import { seedDemoData } from '../src/db/seed';
import { DATA_TOP_UPS } from '@mvno/contracts/product-constants/top-ups';
import { DEMO_CUSTOMER } from '../src/db/seed-data/catalog';
import { verifyPassword } from '../src/lib/password-hasher';
import { getTestDatabase, resetDatabase } from './support/test-database';

const OPTIONS = {
  brandName: 'Brightline Mobile',
  product: 'brightline',
  now: new Date('2026-03-20T12:00:00Z'),
};
let database: Database;

beforeEach(async () => {
  database = await getTestDatabase();
  await resetDatabase(database);
});

async function countRows() {
  const db = database.db;
  const tables = {
    users,
    plans,
    subscriptionLines,
    paymentCards,
    transactions,
    contentVersions,
    contentPublished,
    appMeta,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

async function findDemoCustomer() {
  const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  if (!user) throw new Error('no demo customer');
  return user;
}

describe('seedDemoData', () => {
  it('fills an empty database with plans and a demo customer with lines, cards and orders', async () => {
    await expect(seedDemoData(database.db, OPTIONS)).resolves.toBe(true);
    const db = database.db;

    const planRows = await db.select().from(plans);
    expect(planRows.length).toBeGreaterThanOrEqual(4);
    expect(planRows.filter((p) => p.popular)).toHaveLength(1);

    const user = await findDemoCustomer();
    const lines = await db.select().from(subscriptionLines).where(eq(subscriptionLines.userId, user.id));
    expect(lines).toHaveLength(2);

    const cards = await db.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
    expect(cards).toHaveLength(2);
    expect(cards.filter((c) => c.isPrimary)).toHaveLength(1);

    const orders = await db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(orders.length).toBeGreaterThanOrEqual(8);
    const months = new Set(orders.map((o) => o.transactionTime.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);
    expect(orders.some((o) => !o.successful)).toBe(true);
    expect(orders.every((o) => o.transactionTime <= OPTIONS.now)).toBe(true);

    const published = await db
      .select({ kind: contentPublished.kind, language: contentPublished.language })
      .from(contentPublished);
    // Each kind in English and Spanish (decision 066).
    const kinds = ['faq', 'footer', 'page-meta', 'privacy', 'terms'];
    for (const language of ['en-US', 'es-US'])
      expect(
        published
          .filter((p) => p.language === language)
          .map((p) => p.kind)
          .sort(),
      ).toEqual(kinds);
  });

  it('prices every data add-on below the cheapest seeded plan that gives at least as much data', async () => {
    await seedDemoData(database.db, OPTIONS);
    const planRows = await database.db.select().from(plans);
    for (const addOn of DATA_TOP_UPS) {
      // Unlimited data (null) gives more than any add-on.
      const giving = planRows.filter((p) => p.dataAllowanceMb === null || p.dataAllowanceMb >= addOn.dataMb);
      const cheapest = Math.min(...giving.map((p) => p.retailPriceCents));
      expect(giving.length, addOn.id).toBeGreaterThan(0);
      expect(addOn.priceCents, `${addOn.name} against a plan of ${cheapest} cents`).toBeLessThan(cheapest);
    }
  });

  it('seeds once: a second call returns false and adds nothing', async () => {
    await seedDemoData(database.db, OPTIONS);
    const before = await countRows();

    await expect(
      seedDemoData(database.db, { ...OPTIONS, now: new Date('2026-05-01T00:00:00Z') }),
    ).resolves.toBe(false);

    expect(await countRows()).toStrictEqual(before);
  });

  it('stores an argon2id hash of the demo password, never the password', async () => {
    await seedDemoData(database.db, OPTIONS);

    const { passwordHash } = await findDemoCustomer();

    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(passwordHash).not.toBe(DEMO_CUSTOMER.password);
    expect(passwordHash).not.toContain(DEMO_CUSTOMER.password);
    await expect(verifyPassword(passwordHash ?? '', DEMO_CUSTOMER.password)).resolves.toBe(true);
  });
});
