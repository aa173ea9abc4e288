/**
 * Reference data of the shop (every environment): state sales tax rates and promo codes.
 * Rates are the states' base sales tax in thousandths of a percent (6.25% = 6250); local
 * taxes are not included (docs/decisions/006).
 */
import type { Db } from '../client';
import { carrierNumbers } from '../schema/lines';
import { paymentCustomers, sandboxPaymentMethods } from '../schema/payments';
import { promoCodes, taxRates } from '../schema/shop';
import { seedTaxTables } from './tax-tables';

export const STATE_TAX_MILLI_PERCENT: Record<string, number> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 5000,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

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
  await db
    .insert(taxRates)
    .values(
      Object.entries(STATE_TAX_MILLI_PERCENT).map(([state, rateMilliPercent]) => ({
        state,
        rateMilliPercent,
      })),
    )
    .onConflictDoNothing();
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
