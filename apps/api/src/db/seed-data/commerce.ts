/**
 * Reference data of the shop (every environment): promo codes and the tax engine's tables
 * (decision 060; the old per-state `tax_rates` table is gone, decision 078).
 */
import type { Db } from '../client';
import { carrierNumbers } from '../schema/lines';
import { paymentCustomers, sandboxPaymentMethods } from '../schema/payments';
import { promoCodes } from '../schema/shop';
import { seedTaxTables } from './tax-tables';

export const PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  { code: 'WELCOME10', description: '10% off the plan', percentOff: 10 },
  { code: 'SAVE5', description: '$5 off the plan', amountOffCents: 500 },
  {
    code: 'SUMMER2025',
    description: 'Summer 2025: 20% off (ended)',
    percentOff: 20,
    validUntil: new Date('2025-09-01T00:00:00Z'),
  },
];

type Writer = Pick<Db, 'insert' | 'select'>;

/** Idempotent: rows an operator has changed are kept. */
export async function seedCommerceReference(db: Writer): Promise<void> {
  await db.insert(promoCodes).values(PROMO_CODES).onConflictDoNothing();
  await seedTaxTables(db);
}

export type DemoCommerce = {
  userId: string;
  cards: { providerToken: string; network: string; last4: string; expiry: string; cardholderName: string }[];
  lines: { mdn: string; zipCode: string }[];
};

/**
 * Makes the demo customer's seeded cards chargeable by the sandbox provider, and tells the
 * simulated carrier that the demo lines' numbers are taken.
 */
export async function seedCommerceDemo(db: Writer, demo: DemoCommerce): Promise<void> {
  const customerRef = `cus_sb_demo_${demo.userId.replace(/-/g, '')}`;
  await db.insert(paymentCustomers).values({ userId: demo.userId, provider: 'sandbox', customerRef });
  if (demo.cards.length > 0) {
    await db.insert(sandboxPaymentMethods).values(
      demo.cards.map((card) => ({
        token: card.providerToken,
        customerRef,
        network: card.network,
        last4: card.last4,
        expiry: card.expiry,
        cardholderName: card.cardholderName,
        outcome: 'succeeded' as const,
      })),
    );
  }
  if (demo.lines.length > 0) {
    await db
      .insert(carrierNumbers)
      .values(
        demo.lines.map((line) => ({ mdn: line.mdn, zipCode: line.zipCode, source: 'existing' as const })),
      )
      .onConflictDoNothing();
  }
}
