/**
 * Golden tests of the tax engine (decision 060) through the checkout quote, on the real database
 * with the seeded tables: published figures per place, the sourcing stored on the order, the
 * fallback for an unknown ZIP, and the federal USF cap.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@mvno/contracts/api/checkout';
import { orders } from '../../src/db/schema/orders';
import { usfQuarters } from '../../src/db/schema/taxes';
import { usfCapMilliPercent } from '../../src/modules/taxes/taxes-module';
import { createPlan, customerWithCard, newCustomer, orderBody, payBody } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

const shippedTo = (city: string, state: string, zipCode: string) => ({
  simType: 'psim',
  billingState: undefined,
  shippingAddress: { streetNumber: '100', streetDirection: 'N', streetName: 'Main St', city, state, zipCode },
});

async function quote(body: Record<string, unknown>): Promise<Quote> {
  const plan = await createPlan(t.database, { retailPriceCents: 4000 });
  const customer = await newCustomer(t);
  const response = await customer.post('/app/checkout/quote', orderBody(plan.id, body));
  expect(response.statusCode).toBe(200);
  return response.json() as Quote;
}

const item = (answer: Quote, type: string, code?: string) =>
  answer.itemized?.find((entry) => entry.type === type && (!code || entry.jurisdiction.code === code));

/** Tax Amount is the sum of the tax items; the recovery fee item is the Regulatory Fee. */
function expectConsistent(answer: Quote) {
  const taxes = (answer.itemized ?? []).filter((entry) => entry.type !== 'recovery_fee');
  const cents = taxes.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
  expect(cents).toBe(Math.round(answer.taxAmount * 100));
  expect(item(answer, 'recovery_fee')?.amount).toBe(answer.regulatoryFee);
}

describe('the tax engine at checkout (golden figures)', () => {
  it('an Iowa sale carries the $0.51 prepaid wireless 911 charge beside the 6% sales tax', async () => {
    const answer = await quote({ billingState: 'IA' });

    expect(item(answer, 'prepaid_911', 'US-IA')).toMatchObject({
      level: 'state',
      flatAmount: 0.51,
      amount: 0.51,
    });
    expect(item(answer, 'sales_tax', 'US-IA')).toMatchObject({ rate: 0.06, amount: 2.4 });
    expect(answer.taxAmount).toBe(2.91);
    expect(answer.finalCheckoutAmount).toBe(40 + 2.91 + 1.5);
    expectConsistent(answer);
  });

  it("a Chicago sale carries Illinois' 3% and Chicago's 9% prepaid 911 and the city's sales tax; the order keeps its sourcing", async () => {
    const answer = await quote(shippedTo('Chicago', 'IL', '60601'));

    expect(item(answer, 'prepaid_911', 'US-IL')).toMatchObject({ level: 'state', rate: 0.03, amount: 1.2 });
    expect(item(answer, 'prepaid_911', 'US-IL-CHICAGO')).toMatchObject({
      level: 'city',
      rate: 0.09,
      amount: 3.6,
    });
    expect(item(answer, 'sales_tax', 'US-IL')).toMatchObject({ rate: 0.0625, amount: 2.5 });
    expect(item(answer, 'sales_tax', 'US-IL-CHICAGO')).toMatchObject({
      level: 'city',
      rate: 0.04,
      amount: 1.6,
    });
    expect(answer.taxSourcing).toEqual({ rule: 'received', state: 'IL', zip: '60601', fallback: null });
    expectConsistent(answer);

    // Paid: the order keeps the rule, the ZIP and the lines.
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, shippedTo('Chicago', 'IL', '60601')),
    );
    expect(paid.json()).toMatchObject({ successful: true, quote: { taxAmount: answer.taxAmount } });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(order).toMatchObject({
      taxSourcing: 'received',
      taxState: 'IL',
      taxZip: '60601',
      taxFallback: false,
    });
    expect((order?.taxLines as { lines: unknown[] }).lines).toHaveLength(4);
  });

  it("a California sale carries the surcharge set on the intrastate share, the $0.30 911 charge and the city's utility users' tax", async () => {
    const answer = await quote(shippedTo('Los Angeles', 'CA', '90012'));

    // 62.9% of $40 = $25.16 is intrastate (the 37.1% wireless safe harbor is interstate).
    const surcharges = {
      ca_ults: 1.2,
      ca_ddtp: 0.13,
      ca_chcf_a: 0.18,
      ca_ctf: 0.2,
      ca_casf: 0.26,
      ca_cpuc_fee: 0.13,
    };
    for (const [type, amount] of Object.entries(surcharges)) {
      expect(item(answer, type, 'US-CA'), type).toMatchObject({ level: 'state', amount });
    }
    expect(item(answer, 'prepaid_911', 'US-CA')).toMatchObject({ flatAmount: 0.3, amount: 0.3 });
    expect(item(answer, 'utility_users_tax', 'US-CA-LOS-ANGELES')).toMatchObject({
      level: 'city',
      rate: 0.09,
    });
    expect(item(answer, 'sales_tax', 'US-CA-LOS-ANGELES')).toMatchObject({ rate: 0.0225 });
    expectConsistent(answer);
  });

  it("an unknown ZIP falls back to the state's rates and says so", async () => {
    const answer = await quote(shippedTo('Addison', 'TX', '75001'));

    expect(answer.taxSourcing).toEqual({
      rule: 'received',
      state: 'TX',
      zip: '75001',
      fallback: 'zip_unknown',
    });
    const levels = new Set((answer.itemized ?? []).map((entry) => entry.level));
    expect([...levels].sort()).toEqual(['company', 'state']);
    expect(item(answer, 'prepaid_911', 'US-TX')).toMatchObject({ rate: 0.02, amount: 0.8 });
    expectConsistent(answer);
  });

  it('charges federal USF only when switched on for the quarter, and never above factor x interstate share', async () => {
    const off = await quote({ billingState: 'IA' });
    expect(item(off, 'federal_usf')).toBeUndefined();

    // 37.6% factor x 37.1% safe harbor = 13.9496%: the cap, in thousandths of a percent.
    expect(usfCapMilliPercent(37_600, 37_100)).toBe(13_949);
    const now = new Date();
    const quarter = `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
    await t.database.db.insert(usfQuarters).values({
      quarter,
      enabled: true,
      factorMilliPercent: 37_600,
      interstateShareMilliPercent: 37_100,
      passThroughMilliPercent: 20_000,
    });
    const on = await quote({ billingState: 'IA' });
    const usf = item(on, 'federal_usf');
    expect(usf).toMatchObject({ level: 'federal', rate: 0.13949, amount: 5.57 });
    expect(usf?.amount ?? 0).toBeLessThanOrEqual(40 * 0.139496);
    expectConsistent(on);
  });
});
