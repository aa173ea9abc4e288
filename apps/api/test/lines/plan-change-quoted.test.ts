/**
 * Upgrade now charges at most what the customer saw (issue 30, item 6): when the target plan's price
 * rises between the quote and the confirmation, nothing is charged and the answer names the new
 * amount at `quotedAmount`, in English and in Spanish; confirmed again with the new amount, it is
 * charged. The prorated amount only shrinks with time, so a confirmation a moment later still passes.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Line } from '@mvno/contracts/api/lines';
import type { PlanChangeQuote } from '@mvno/contracts/api/plan-change';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { PRODUCT_MESSAGES_ES } from '@mvno/contracts/locales/product-messages-es';
import { sandboxCharges } from '../../src/db/schema/payments';
import { plans } from '../../src/db/schema/shop';
import { DAY_MS } from '../../src/lib/clock';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { createPlan, type TestCustomer } from '../support/commerce';
import { customerWithPaidLine } from '../support/lines';
import { waitForJobs } from '../support/jobs';
import { CHANNEL_HEADERS } from '../support/test-app';

const P = PRODUCT_MESSAGES.planChanges;
const { t } = useClockApps();

const changePath = (line: Line) => `/app/users/lines/${line.id}/plan-change`;
const quote = async (customer: TestCustomer, line: Line, planId: string) =>
  (await customer.post(`${changePath(line)}/quote`, { planId })).json() as PlanChangeQuote;
const upgradeBody = (line: Line, planId: string, quotedAmount: number) => ({
  planId,
  when: 'now',
  periodEnd: line.renewal?.periodEnd,
  idempotencyKey: `plan-${crypto.randomUUID()}`,
  quotedAmount,
});
const upgrade = (customer: TestCustomer, line: Line, planId: string, quotedAmount: number) =>
  customer.post(changePath(line), upgradeBody(line, planId, quotedAmount));
const upgradeCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt)))
    .filter((charge) => charge.idempotencyKey.startsWith('plan-change-'))
    .map((charge) => charge.amountCents);

describe('upgrade now after the quote', () => {
  it('refuses a price that rose since the quote, naming the new amount, and charges nothing', async () => {
    const { customer, line } = await customerWithPaidLine(t);
    const premium = await createPlan(t.database, { retailName: 'Premium', retailPriceCents: 6000 });
    await advanceClock(t.app, (10 * DAY_MS) / 1000);
    await waitForJobs(t.database);
    const seen = await quote(customer, line, premium.id);
    expect(seen.now?.amount).toBe(14.43);

    // The plan goes from $60 to $90 before the customer confirms: the upgrade would be $36.09.
    await t.database.db.update(plans).set({ retailPriceCents: 9000 }).where(eq(plans.id, premium.id));
    const refused = await upgrade(customer, line, premium.id, seen.now!.amount);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'quotedAmount', message: P.upgradePriceChanged('$36.09') }],
    });
    expect(await upgradeCharges()).toEqual([]);
    const spanish = await t.app.inject({
      method: 'POST',
      url: changePath(line),
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}`, 'accept-language': 'es-US' },
      payload: upgradeBody(line, premium.id, seen.now!.amount),
    });
    expect(spanish.json().errors).toEqual([
      { field: 'quotedAmount', message: PRODUCT_MESSAGES_ES.planChanges?.upgradePriceChanged('$36.09') },
    ]);
    const [lineNow] = (await customer.get('/app/users/lines')).json().lines as Line[];
    expect(lineNow?.planName).toBe('Unlimited');

    // Quoted again and confirmed an hour later: charged, at most what was shown.
    const again = await quote(customer, line, premium.id);
    expect(again.now?.amount).toBe(36.09);
    await advanceClock(t.app, 3600);
    const paid = await upgrade(customer, line, premium.id, again.now!.amount);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ successful: true });
    const [charged] = await upgradeCharges();
    expect(charged).toBeGreaterThan(3550);
    expect(charged).toBeLessThanOrEqual(3609);
  });
});
