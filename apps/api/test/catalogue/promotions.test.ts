/**
 * Promotions (decision 029): the console's field rules, the quote's reasons for refusing a code,
 * and redemptions counted exactly once however many checkouts race for the last ones.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PromotionInput } from '@mvno/contracts/api/promotions';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { orders, promoRedemptions } from '../../src/db/schema/orders';
import { sandboxCharges } from '../../src/db/schema/payments';
import { promoCodes } from '../../src/db/schema/shop';
import { createPromotionRepository } from '../../src/modules/shop/catalogue/promotion-repository';
import { createPromotionService } from '../../src/modules/shop/catalogue/promotion-service';
import {
  createPlan,
  customerWithCard,
  DECLINED_CARD,
  newCustomer,
  orderBody,
  payBody,
  rowCount,
  saveCard,
} from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });
const S = PRODUCT_MESSAGES.shop;
const C = STAFF_MESSAGES.catalogue;

const promotions = () => createPromotionService({ repository: createPromotionRepository(t.database.db) });

const promotion = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  code: `TEST-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  description: 'First month $10 off',
  kind: 'amount',
  value: 10,
  ...overrides,
});

/** The field errors a rejected create answered, or a failure when it was accepted. */
async function createErrors(input: PromotionInput) {
  try {
    await promotions().create(input);
  } catch (error) {
    const { status, userMessage, fieldErrors } = error as {
      status: number;
      userMessage: string;
      fieldErrors: unknown;
    };
    return { status, message: userMessage, errors: fieldErrors };
  }
  throw new Error('the promotion was created');
}

const refusal = (message: string) => ({
  message: MESSAGES.api.validation,
  errors: [{ field: 'promoCode', message }],
});

describe('creating a promotion', () => {
  it('answers bad input with field errors in the error shape', async () => {
    const validation = (field: string, message: string) => ({
      status: 400,
      message: MESSAGES.api.validation,
      errors: [{ field, message }],
    });
    expect(await createErrors(promotion({ value: 0 }))).toEqual(validation('value', C.promoAmountRange));
    expect(await createErrors(promotion({ value: -5 }))).toEqual(validation('value', C.promoAmountRange));
    expect(await createErrors(promotion({ kind: 'percent', value: 0 }))).toEqual(
      validation('value', C.promoPercentRange),
    );
    expect(await createErrors(promotion({ kind: 'percent', value: 101 }))).toEqual(
      validation('value', C.promoPercentRange),
    );
    expect(
      await createErrors(promotion({ startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' })),
    ).toEqual(validation('endsAt', C.promoEndBeforeStart));
    expect(await createErrors(promotion({ code: 'a!' }))).toEqual(validation('code', C.promoCodeFormat));
    expect(await createErrors(promotion({ maxRedemptions: 0 }))).toEqual(
      validation('maxRedemptions', C.promoCapPositive),
    );
    expect(await createErrors(promotion({ planIds: [crypto.randomUUID()] }))).toEqual(
      validation('planIds', C.promoUnknownPlan),
    );
  });

  it('refuses a duplicate code, in any case, at the code field', async () => {
    await promotions().create(promotion({ code: 'SPRING-10' }));
    expect(await createErrors(promotion({ code: 'spring-10' }))).toEqual({
      status: 400,
      message: MESSAGES.api.validation,
      errors: [{ field: 'code', message: C.promoCodeTaken }],
    });
    expect(await createErrors(promotion({ code: 'WELCOME10' }))).toMatchObject({
      errors: [{ field: 'code', message: C.promoCodeTaken }],
    });
  });

  it('stores what the editor set and lists it', async () => {
    const plan = await createPlan(t.database);
    const created = await promotions().create(
      promotion({
        code: 'first10',
        planIds: [plan.id],
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
        maxRedemptions: 100,
        oncePerCustomer: true,
        appliesTo: 'every_period',
      }),
    );
    expect(created).toEqual({
      code: 'FIRST10',
      description: 'First month $10 off',
      kind: 'amount',
      value: 10,
      planIds: [plan.id],
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2030-01-01T00:00:00.000Z',
      maxRedemptions: 100,
      redemptions: 0,
      oncePerCustomer: true,
      appliesTo: 'every_period',
      active: true,
    });
    expect(await promotions().list()).toContainEqual(created);
  });
});

describe('the quote explains why a code is refused', () => {
  it('for a code not yet started, ended, or not for the plan chosen', async () => {
    const plan = await createPlan(t.database);
    const other = await createPlan(t.database);
    const customer = await newCustomer(t);
    await promotions().create(promotion({ code: 'LATER', startsAt: '2099-01-01T00:00:00Z' }));
    await promotions().create(
      promotion({ code: 'OVER', startsAt: '2020-01-01T00:00:00Z', endsAt: '2021-01-01T00:00:00Z' }),
    );
    await promotions().create(promotion({ code: 'OTHERPLAN', planIds: [other.id] }));

    const quote = (promoCode: string) =>
      customer.post('/app/checkout/quote', orderBody(plan.id, { promoCode }));
    expect((await quote('later')).json()).toEqual(refusal(S.promoNotStarted));
    expect((await quote('over')).json()).toEqual(refusal(S.promoExpired));
    expect((await quote('otherplan')).json()).toEqual(refusal(S.promoNotForPlan));
    expect((await quote('unknown')).json()).toEqual(refusal(S.promoInvalid));

    const onItsPlan = await customer.post(
      '/app/checkout/quote',
      orderBody(other.id, { promoCode: 'otherplan' }),
    );
    expect(onItsPlan.statusCode).toBe(200);
    expect(onItsPlan.json()).toMatchObject({ orderTotal: 40, discountAmount: 10 });
  });

  it('for a code used up, and for one this customer has used already', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    await promotions().create(promotion({ code: 'ONCE', oncePerCustomer: true }));
    await promotions().create(promotion({ code: 'ONLYONE', maxRedemptions: 1 }));

    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { promoCode: 'once' }));
    expect(paid.json()).toMatchObject({ successful: true, quote: { discountAmount: 10 } });
    const again = await customer.post('/app/checkout/quote', orderBody(plan.id, { promoCode: 'once' }));
    expect(again.json()).toEqual(refusal(S.promoAlreadyUsed));
    const payAgain = await customer.post(
      '/app/checkout/pay',
      payBody(plan.id, card.id, { promoCode: 'once' }),
    );
    expect(payAgain.json()).toEqual(refusal(S.promoAlreadyUsed));
    // Another customer may still use it.
    const other = await newCustomer(t);
    expect(
      (await other.post('/app/checkout/quote', orderBody(plan.id, { promoCode: 'once' }))).statusCode,
    ).toBe(200);

    expect(
      (await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { promoCode: 'onlyone' })))
        .statusCode,
    ).toBe(200);
    expect(
      (await other.post('/app/checkout/quote', orderBody(plan.id, { promoCode: 'onlyone' }))).json(),
    ).toEqual(refusal(S.promoUsedUp));
  });
});

describe('redemptions', () => {
  it('are counted exactly once: a cap of 10 and 50 concurrent checkouts make 10 discounted orders', async () => {
    const plan = await createPlan(t.database, { retailPriceCents: 4000 });
    await promotions().create(promotion({ code: 'TEN', maxRedemptions: 10 }));
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const customer = await newCustomer(t);
        return { customer, card: await saveCard(t, customer) };
      }),
    );
    const chargesBefore = await rowCount(t.database, sandboxCharges);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const { customer, card } = buyers[i % buyers.length]!;
        return customer.post('/app/checkout/pay', payBody(plan.id, card.id, { promoCode: 'TEN' }));
      }),
    );

    const paid = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of paid)
      expect(answer.json()).toMatchObject({ successful: true, quote: { discountAmount: 10 } });
    for (const answer of refused) expect(answer.json()).toEqual(refusal(S.promoUsedUp));
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'TEN'));
    expect(code?.redemptionCount).toBe(10);
    expect(await rowCount(t.database, promoRedemptions)).toBe(10);
    // Refused checkouts left no order and charged nothing.
    expect(await t.database.db.select().from(orders).where(eq(orders.promoCode, 'TEN'))).toHaveLength(10);
    expect((await rowCount(t.database, sandboxCharges)) - chargesBefore).toBe(10);
  });

  it('of a once-per-customer code: five concurrent checkouts of one customer redeem it once', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    await promotions().create(promotion({ code: 'MINE', oncePerCustomer: true }));

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        customer.post('/app/checkout/pay', payBody(plan.id, card.id, { promoCode: 'MINE' })),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(answer.json()).toEqual(refusal(S.promoAlreadyUsed));
    expect(await rowCount(t.database, promoRedemptions)).toBe(1);
  });

  it('are given back by a declined order, so the code stays available', async () => {
    const declined = await customerWithCard(t, DECLINED_CARD);
    await promotions().create(promotion({ code: 'LAST', maxRedemptions: 1, oncePerCustomer: true }));

    const failed = await declined.customer.post(
      '/app/checkout/pay',
      payBody(declined.plan.id, declined.card.id, { promoCode: 'LAST' }),
    );
    expect(failed.json()).toMatchObject({ successful: false });
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'LAST'));
    expect(code?.redemptionCount).toBe(0);
    expect(await rowCount(t.database, promoRedemptions)).toBe(0);

    // The same customer, now with a good card, may still use it.
    const good = await saveCard(t, declined.customer);
    const paid = await declined.customer.post(
      '/app/checkout/pay',
      payBody(declined.plan.id, good.id, { promoCode: 'LAST' }),
    );
    expect(paid.json()).toMatchObject({ successful: true, quote: { discountAmount: 10 } });
  });
});
