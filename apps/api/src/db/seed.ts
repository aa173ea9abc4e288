import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password-hasher';
import type { Db } from './client';
import { users } from './schema/accounts';
import { contentCarrierHelp, contentPublished, contentVersions } from './schema/content';
import { devices } from './schema/devices';
import { subscriptionLines } from './schema/lines';
import { paymentCards, transactions } from './schema/payments';
import { appMeta } from './schema/platform';
import { plans } from './schema/shop';
import { DEMO_CARDS, DEMO_CUSTOMER, DEMO_LINES, DEMO_PLANS, DEMO_TRANSACTIONS } from './seed-data/catalog';
import { seedCommerceDemo, seedCommerceReference } from './seed-data/commerce';
import {
  DEMO_CARRIER_HELP,
  DEMO_FOOTER_LINKS,
  DEMO_SOCIALS,
  demoFaq,
  demoPageMeta,
  demoPrivacy,
  demoTerms,
} from './seed-data/content';
import { demoFaqEs, demoFooterEs, demoPageMetaEs, demoPrivacyEs, demoTermsEs } from './seed-data/content-es';
import { DEMO_DEVICES } from './seed-data/devices';

const SEEDED_KEY = 'demo_seeded_at';
const DEMO_TAX_RATE = 0.0825;
const DEMO_REGULATORY_FEE_CENTS = 150;

export type SeedOptions = { brandName: string; product: string; now?: Date };

/** Content the app needs to render pages; always present. */
export async function seedContent(db: Db, { brandName, product }: SeedOptions): Promise<void> {
  await seedCommerceReference(db);
  await db.insert(devices).values(DEMO_DEVICES).onConflictDoNothing();
  await db
    .insert(contentCarrierHelp)
    .values(DEMO_CARRIER_HELP.map((help, position) => ({ ...help, product, position })))
    .onConflictDoNothing();
  // Each kind's first version in each language, written and published once: later versions are
  // the editors' (the banner has none: it runs until an end an editor sets).
  for (const [kind, body] of seedVersions(brandName))
    for (const [language, version] of Object.entries(body))
      await seedFirstVersion(db, product, kind, language, version);
}

/** The seeded first version of each kind, in English and Spanish (decision 066). */
export function seedVersions(brandName: string): [kind: string, { 'en-US': unknown; 'es-US': unknown }][] {
  return [
    ['faq', { 'en-US': { entries: demoFaq(brandName) }, 'es-US': { entries: demoFaqEs(brandName) } }],
    [
      'page-meta',
      { 'en-US': { pages: demoPageMeta(brandName) }, 'es-US': { pages: demoPageMetaEs(brandName) } },
    ],
    ['footer', { 'en-US': { links: DEMO_FOOTER_LINKS, socials: DEMO_SOCIALS }, 'es-US': demoFooterEs() }],
    ['terms', { 'en-US': demoTerms(brandName), 'es-US': demoTermsEs(brandName) }],
    ['privacy', { 'en-US': demoPrivacy(brandName), 'es-US': demoPrivacyEs(brandName) }],
  ];
}

/** Demo plans, customer, lines, cards and orders, the first time only. Returns whether it seeded. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (done.length > 0) return false;
  await seedContent(db, options);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    const planRows = await tx
      .insert(plans)
      .values(DEMO_PLANS.map((p, sortOrder) => ({ ...p, sortOrder })))
      .returning();
    const { password: _password, ...profile } = DEMO_CUSTOMER;
    const [user] = await tx
      .insert(users)
      .values({ ...profile, passwordHash })
      .returning();
    if (!user) throw new Error('demo customer was not created');
    const unlimited = planRows.find((p) => p.popular);
    await tx
      .insert(subscriptionLines)
      .values(DEMO_LINES.map((l) => ({ ...l, userId: user.id, planId: unlimited?.id })));
    const cards = await tx
      .insert(paymentCards)
      .values(
        DEMO_CARDS.map((c) => ({
          ...c,
          userId: user.id,
          providerToken: `pm_demo_${randomBytes(8).toString('hex')}`,
        })),
      )
      .returning();
    await seedCommerceDemo(tx, { userId: user.id, cards, lines: DEMO_LINES });
    await tx.insert(transactions).values(
      DEMO_TRANSACTIONS.map((t) => {
        const plan = planRows.find((p) => p.retailName === t.item);
        const card = cards[t.card];
        const total = plan?.retailPriceCents ?? 0;
        const tax = Math.round(total * DEMO_TAX_RATE);
        const planned = new Date(
          Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - t.monthsAgo, t.day, 15, 30),
        );
        const when = planned > now ? new Date(now.getTime() - 3600_000) : planned;
        return {
          userId: user.id,
          item: t.item,
          transactionTime: when,
          successful: t.successful,
          paymentMethod: card?.network ?? null,
          last4: card?.last4 ?? null,
          orderTotalCents: total,
          taxCents: tax,
          regulatoryFeeCents: DEMO_REGULATORY_FEE_CENTS,
          activationFeeCents: t.activationCents || null,
          discountCents: null,
          finalCents: total + tax + DEMO_REGULATORY_FEE_CENTS + t.activationCents,
        };
      }),
    );
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
  });
  return true;
}

/** A kind's first version in a language, written and published once (a migration may have written it). */
async function seedFirstVersion(
  db: Db,
  product: string,
  kind: string,
  language: string,
  body: unknown,
): Promise<void> {
  const [written] = await db
    .insert(contentVersions)
    .values({ product, kind, language, number: 1, body, createdByName: 'Seed' })
    .onConflictDoNothing()
    .returning();
  if (!written) return;
  await db
    .insert(contentPublished)
    .values({ product, kind, language, versionId: written.id, publishedByName: 'Seed' })
    .onConflictDoNothing();
}
