/**
 * Renewals are taxed by the engine at the time of the charge (decision 060): a Massachusetts line
 * pays $1.00 of 911 per month at each renewal, and a rate change on its effective date applies to
 * the renewal charged that day and not to an earlier one.
 */
import { asc, and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxCharges } from '../../src/db/schema/payments';
import { taxRateVersions } from '../../src/db/schema/taxes';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { advanceClock } from '../support/clock-apps';
import { customerWithCard, payBody } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { firstLineOf } from '../support/lines';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock();
const t = useTestApp({ clock, content: true, overrides: { ORDER_RECOVERY_INTERVAL_SECONDS: '86400' } });

const renewalCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt)))
    .filter((charge) => charge.idempotencyKey.startsWith('renewal-'))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((charge) => charge.amountCents);

async function renewOnce() {
  await advanceClock(t.app, 30 * (DAY_MS / 1000) + 60);
  await waitForJobs(t.database);
}

describe('renewals taxed at the time of the charge', () => {
  it('charges a Massachusetts line $1.00 of 911 a month at renewal, and a new rate only from its effective date', async () => {
    const { plan, customer, card } = await customerWithCard(t);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { billingState: 'MA' }));
    // $40 + 6.25% ($2.50) + $1.00 911 per line per month + $1.50 recovery fee.
    expect(paid.json()).toMatchObject({
      successful: true,
      quote: { taxAmount: 3.5, finalCheckoutAmount: 45 },
    });
    await waitForJobs(t.database);
    expect((await firstLineOf(customer)).renewal).toMatchObject({ amount: 45 });

    // Massachusetts raises the charge to $1.50 from the day of the second renewal: the old version
    // ends the day before, the new one starts that day.
    const secondRenewalDay = new Date(clock.now().getTime() + 60 * DAY_MS + 120_000)
      .toISOString()
      .slice(0, 10);
    const current = and(
      eq(taxRateVersions.jurisdictionCode, 'US-MA'),
      eq(taxRateVersions.taxType, 'prepaid_911'),
      isNull(taxRateVersions.effectiveTo),
    );
    const [old] = await t.database.db.select().from(taxRateVersions).where(current);
    if (!old) throw new Error('Massachusetts 911 is seeded');
    await t.database.db
      .update(taxRateVersions)
      .set({ effectiveTo: secondRenewalDay })
      .where(eq(taxRateVersions.id, old.id));
    const { id: _id, ...rest } = old;
    await t.database.db
      .insert(taxRateVersions)
      .values({ ...rest, amountCents: 150, effectiveFrom: secondRenewalDay });

    await renewOnce();
    await expect.poll(renewalCharges, { timeout: 20_000 }).toEqual([4500]);
    await renewOnce();
    await expect.poll(renewalCharges, { timeout: 20_000 }).toEqual([4500, 4550]);
  }, 120_000);
});
