/**
 * A promotion for every period (decision 029) takes its discount off each renewal of the line bought
 * with it; a first-period one leaves the renewals at the plan's price.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCharges } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';
import { createPromotionRepository } from '../../src/modules/shop/catalogue/promotion-repository';
import { createPromotionService } from '../../src/modules/shop/catalogue/promotion-service';
import { customerWithCard, payBody, type TestCustomer } from '../support/commerce';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { firstLineOf } from '../support/lines';
import { waitForJobs } from '../support/jobs';

const { t } = useClockApps();

describe('a promotion at renewal', () => {
  it('for every period: each renewal is discounted; for the first period only: renewals pay the plan', async () => {
    const promotions = createPromotionService({ repository: createPromotionRepository(t.database.db) });
    await promotions.create({
      code: 'ALWAYS25',
      description: '25% off every month',
      kind: 'percent',
      value: 25,
      appliesTo: 'every_period',
    });
    await promotions.create({ code: 'FIRST25', description: '25% off', kind: 'percent', value: 25 });
    // $40 plan in Texas: 25% off is $30, tax 6.25% of $30 = $1.88 and the 2% 911 fee $0.60, + $1.50 fee = $33.98.
    const always = await customerWithCard(t);
    const first = await customerWithCard(t);
    for (const [buyer, promoCode] of [
      [always, 'ALWAYS25'],
      [first, 'FIRST25'],
    ] as const) {
      const paid = await buyer.customer.post(
        '/app/checkout/pay',
        payBody(buyer.plan.id, buyer.card.id, { promoCode }),
      );
      expect(paid.json()).toMatchObject({ successful: true, quote: { finalCheckoutAmount: 33.98 } });
    }
    await waitForJobs(t.database);
    expect((await firstLineOf(always.customer)).renewal).toMatchObject({ amount: 33.98 });
    expect((await firstLineOf(first.customer)).renewal).toMatchObject({ amount: 44.8 });

    await advanceClock(t.app, (30 * DAY_MS) / 1000 + 60);
    await waitForJobs(t.database);

    const renewalCharges = async () =>
      (await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.status, 'succeeded')))
        .filter((charge) => charge.idempotencyKey.startsWith('renewal-'))
        .map((charge) => charge.amountCents);
    const history = async (customer: TestCustomer) =>
      (await customer.get('/app/payments/transactions')).json().transactions as {
        item: string;
        paymentDetails: { finalCheckoutAmount: number; discountAmount?: number | null };
      }[];
    const alwaysRenewal = (await history(always.customer)).find((row) => row.item.startsWith('Plan renewal'));
    const firstRenewal = (await history(first.customer)).find((row) => row.item.startsWith('Plan renewal'));
    expect(alwaysRenewal?.paymentDetails).toMatchObject({ finalCheckoutAmount: 33.98 });
    expect(firstRenewal?.paymentDetails).toMatchObject({ finalCheckoutAmount: 44.8 });
    // One renewal each, charged at the provider at those amounts.
    expect((await renewalCharges()).sort()).toEqual([3398, 4480]);
  });
});
