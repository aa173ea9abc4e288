/**
 * Changing a line's plan (decision 018), on a test clock two app instances share: an upgrade now
 * charges the prorated difference once per key and switches the plan at once; a change at the
 * renewal charges nothing now and the renewal charges and switches to the new plan; a downgrade
 * is refused now; a scheduled change can be cancelled; a declined card changes nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Line } from '@mvno/contracts/api/lines';
import type { PlanChangeQuote } from '@mvno/contracts/api/plan-change';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { sandboxCharges } from '../../src/db/schema/payments';
import { planChanges } from '../../src/db/schema/plan-changes';
import { plans } from '../../src/db/schema/shop';
import { DAY_MS } from '../../src/lib/clock';
import { assistedSessionOf } from '../support/assisted';
import { call, mailsTo } from '../support/auth';
import { createPlan, DECLINED_CARD, newCustomer, saveCard, type TestCustomer } from '../support/commerce';
import { customerWithPaidLine, firstLineOf } from '../support/lines';
import { waitForJobs } from '../support/jobs';
import { advanceClock, useClockApps } from '../support/clock-apps';

const P = PRODUCT_MESSAGES.planChanges;
const R = PRODUCT_MESSAGES.renewals;
const DAY_SECONDS = DAY_MS / 1000;

const { clock, t, other } = useClockApps();

/** Moves the shared clock forward and runs the renewal sweep, then waits for the renewals it queued. */
async function advance(seconds: number) {
  await advanceClock(t.app, seconds);
  await waitForJobs(t.database);
}

/**
 * A customer who bought the $40 "Unlimited" plan in Texas (6.25% sales tax and the 2% 911 fee: a renewal is $44.80), and the
 * plans on sale beside it: "Premium" at $60 (renews at $66.45) and "Starter" at $20 ($23.15).
 */
async function customerWithLine() {
  const { customer, card, line } = await customerWithPaidLine(t);
  const premium = await createPlan(t.database, { retailName: 'Premium', retailPriceCents: 6000 });
  const starter = await createPlan(t.database, { retailName: 'Starter', retailPriceCents: 2000 });
  return { customer, card, premium, starter, line };
}

const key = () => `plan-${crypto.randomUUID()}`;
const changePath = (line: Line) => `/app/users/lines/${line.id}/plan-change`;
const change = (
  customer: TestCustomer,
  line: Line,
  planId: string,
  when: 'now' | 'renewal',
  idempotencyKey = key(),
) => customer.post(changePath(line), { planId, when, periodEnd: line.renewal?.periodEnd, idempotencyKey });
const quote = async (customer: TestCustomer, line: Line, planId: string) => {
  const response = await customer.post(`${changePath(line)}/quote`, { planId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlanChangeQuote;
};

/** Charges at the card provider by the kind of their key: `plan-change-` or `renewal-`. */
const chargesOf = async (kind: string) =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt))).filter(
    (charge) => charge.idempotencyKey.startsWith(kind),
  );

type HistoryRow = { item: string; successful: boolean; paymentDetails: Record<string, number | null> };
const historyOf = async (customer: TestCustomer) =>
  ((await customer.get('/app/payments/transactions?limit=50')).json() as { transactions: HistoryRow[] })
    .transactions;

describe('upgrade now', () => {
  it('after 10 of 30 days charges the prorated difference, switches the plan at once and keeps the period', async () => {
    const { customer, line, premium, card } = await customerWithLine();
    await advance(10 * DAY_SECONDS);

    // ($66.45 - $44.80) x 20/30 = $14.4333... -> $14.43: $13.33 of plan price and $1.10 of its taxes.
    const offer = await quote(customer, line, premium.id);
    expect(offer).toEqual({
      currentPlan: { id: expect.any(String), name: 'Unlimited' },
      plan: { id: premium.id, name: 'Premium', price: 60 },
      periodEnd: line.renewal?.periodEnd,
      now: { amount: 14.43, until: line.renewal?.periodEnd },
      nowUnavailable: null,
      atRenewal: { amount: 66.45, on: line.renewal?.periodEnd },
    });

    const upgraded = await change(customer, line, premium.id, 'now');
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({
      successful: true,
      message: P.upgraded('Premium'),
      renewal: { amount: 66.45, planChange: null, periodEnd: line.renewal?.periodEnd },
    });

    const charges = await chargesOf('plan-change-');
    expect(charges.map((charge) => charge.amountCents)).toEqual([1443]);
    const [row] = (await historyOf(customer)).filter((entry) => entry.item.startsWith('Plan change'));
    expect(row).toMatchObject({
      item: P.historyItem('Unlimited', 'Premium'),
      successful: true,
      paymentDetails: { orderTotal: 13.33, taxAmount: 1.1, finalCheckoutAmount: 14.43, regulatoryFee: null },
    });
    const now = await firstLineOf(customer);
    expect(now.planName).toBe('Premium');
    expect(now.renewal).toMatchObject({
      periodStart: line.renewal?.periodStart,
      periodEnd: line.renewal?.periodEnd,
      state: 'scheduled',
    });
    const receipt = (await mailsTo(t.database, customer.email)).find((mail) =>
      mail.subject.includes('is now Premium'),
    );
    expect(receipt?.textBody).toContain('$14.43');
    expect(receipt?.textBody).toContain(`ending in ${card.last4Digits}`);

    // The next renewal charges the new plan.
    await advance(20 * DAY_SECONDS + 60);
    expect((await chargesOf('renewal-')).map((charge) => charge.amountCents)).toEqual([6645]);
    expect((await historyOf(customer)).map((entry) => entry.item)).toContain(R.historyItem('Premium'));
    expect((await firstLineOf(customer)).planName).toBe('Premium');
  });

  it('with a declined card changes nothing, records the failed payment and answers the decline', async () => {
    const { customer, line, premium } = await customerWithLine();
    const declined = await saveCard(t, customer, { number: DECLINED_CARD });
    await customer.post('/app/payments/cards/setdefault', { cardId: declined.id });

    const answer = await change(customer, line, premium.id, 'now');

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      successful: false,
      message: PRODUCT_MESSAGES.payments.cardDeclined,
    });
    const now = await firstLineOf(customer);
    expect(now.planName).toBe('Unlimited');
    expect(now.renewal).toMatchObject({ amount: 44.8, planChange: null });
    const rows = (await historyOf(customer)).filter(
      (entry) => entry.item === P.historyItem('Unlimited', 'Premium'),
    );
    expect(rows.map((entry) => entry.successful)).toEqual([false]);
    const mails = await mailsTo(t.database, customer.email);
    expect(mails.filter((mail) => mail.subject.includes('is now Premium'))).toHaveLength(0);
  });

  it('charges once for one key, sent twice at once to two servers and again later; a second tab is told', async () => {
    const { customer, line, premium } = await customerWithLine();
    const body = {
      planId: premium.id,
      when: 'now',
      periodEnd: line.renewal?.periodEnd,
      idempotencyKey: key(),
    };

    const answers = await Promise.all([
      customer.post(changePath(line), body),
      other().app.inject({
        method: 'POST',
        url: changePath(line),
        headers: { ...other().headers, authorization: `Bearer ${customer.token}` },
        payload: body,
      }),
    ]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const again = await customer.post(changePath(line), body);
    expect(again.json()).toMatchObject({ successful: true, message: P.upgraded('Premium') });
    // Another tab, with a key of its own, still shows the old plan: the line has the new one already.
    const secondTab = await change(customer, line, premium.id, 'now');
    expect(secondTab.statusCode).toBe(409);
    expect(secondTab.json()).toEqual({ message: P.samePlan });

    expect(await chargesOf('plan-change-')).toHaveLength(1);
    const rows = (await historyOf(customer)).filter((entry) => entry.item.startsWith('Plan change'));
    expect(rows).toHaveLength(1);
  });
});

describe('an upgrade whose request died after charging', () => {
  it('is finished once by the renewal sweep with the charge already made', async () => {
    const { customer, line, premium } = await customerWithLine();
    const id = crypto.randomUUID();
    // What a server that died between the charge and its record leaves: the charge, and the claim.
    await t.database.db.insert(sandboxCharges).values({
      id: `ch_sb_${id.replaceAll('-', '')}`,
      idempotencyKey: `plan-change-${id}`,
      customerRef: 'cus_stalled',
      paymentMethodToken: 'pm_stalled',
      amountCents: 2125,
      currency: 'usd',
      status: 'succeeded',
      message: 'Payment successful',
    });
    const [unlimited] = await t.database.db.select().from(plans).where(eq(plans.retailName, 'Unlimited'));
    await t.database.db.insert(planChanges).values({
      id,
      lineId: line.id,
      userId: customer.id,
      fromPlanId: unlimited?.id ?? null,
      toPlanId: premium.id,
      kind: 'now',
      status: 'pending',
      periodEnd: new Date(line.renewal?.periodEnd ?? ''),
      idempotencyKey: key(),
      amountCents: 2125,
      planCents: 2000,
      leaseUntil: new Date(clock.now().getTime() - 1000),
    });

    await advance(0);
    await advance(0);

    expect((await chargesOf('plan-change-')).map((charge) => charge.amountCents)).toEqual([2125]);
    const rows = (await historyOf(customer)).filter((entry) => entry.item.startsWith('Plan change'));
    expect(rows).toMatchObject([{ successful: true, paymentDetails: { finalCheckoutAmount: 21.25 } }]);
    expect((await firstLineOf(customer)).planName).toBe('Premium');
    const receipts = (await mailsTo(t.database, customer.email)).filter((mail) =>
      mail.subject.includes('is now Premium'),
    );
    expect(receipts).toHaveLength(1);
  });
});

describe('a change at the next renewal', () => {
  it('refuses a downgrade now; at the renewal it charges nothing now, then the new price, and switches the plan', async () => {
    const { customer, line, starter } = await customerWithLine();

    const offer = await quote(customer, line, starter.id);
    expect(offer).toMatchObject({
      now: null,
      nowUnavailable: P.downgradeAtRenewal,
      atRenewal: { amount: 23.15, on: line.renewal?.periodEnd },
    });
    const now = await change(customer, line, starter.id, 'now');
    expect(now.statusCode).toBe(409);
    expect(now.json()).toEqual({ message: P.downgradeAtRenewal });

    const scheduled = await change(customer, line, starter.id, 'renewal');
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ successful: true, message: P.scheduled('Starter') });
    const before = await firstLineOf(customer);
    expect(before.planName).toBe('Unlimited');
    expect(before.renewal).toMatchObject({
      amount: 23.15,
      planChange: { planId: starter.id, planName: 'Starter', amount: 23.15 },
    });
    expect(await chargesOf('')).toHaveLength(1); // the purchase only

    await advance(30 * DAY_SECONDS + 60);

    expect((await chargesOf('renewal-')).map((charge) => charge.amountCents)).toEqual([2315]);
    expect((await historyOf(customer)).map((entry) => entry.item)).toContain(R.historyItem('Starter'));
    const after = await firstLineOf(customer);
    expect(after.planName).toBe('Starter');
    expect(after.renewal).toMatchObject({
      amount: 23.15,
      planChange: null,
      periodStart: line.renewal?.periodEnd,
    });
  });

  it('can be cancelled: the renewal then charges the plan the line has', async () => {
    const { customer, line, premium } = await customerWithLine();
    await change(customer, line, premium.id, 'renewal');
    expect((await firstLineOf(customer)).renewal?.planChange?.planName).toBe('Premium');

    const cancelled = await customer.del(changePath(line));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: P.cancelled,
      renewal: { amount: 44.8, planChange: null },
    });

    await advance(30 * DAY_SECONDS + 60);
    expect((await chargesOf('renewal-')).map((charge) => charge.amountCents)).toEqual([4480]);
    expect((await firstLineOf(customer)).planName).toBe('Unlimited');
  });

  it('stays when auto-renew is turned off, and Renew now of the ended plan charges and switches to it', async () => {
    const { customer, line, premium } = await customerWithLine();
    await change(customer, line, premium.id, 'renewal');
    await customer.post(`/app/users/lines/${line.id}/auto-renew`, { autoRenew: false });
    expect(await quote(customer, line, premium.id)).toMatchObject({ atRenewal: { amount: 66.45, on: null } });

    await advance(30 * DAY_SECONDS + 60);
    const ended = await firstLineOf(customer);
    expect(ended.status).toBe('expired');
    expect(ended.renewal?.planChange?.planName).toBe('Premium');
    expect(await quote(customer, ended, premium.id)).toMatchObject({ now: null, nowUnavailable: P.expired });
    expect(await chargesOf('renewal-')).toHaveLength(0);

    const renewed = await customer.post(`/app/users/lines/${line.id}/renew`, {
      periodEnd: ended.renewal?.periodEnd,
    });
    expect(renewed.json()).toMatchObject({ successful: true, renewal: { amount: 66.45, planChange: null } });
    expect((await chargesOf('renewal-')).map((charge) => charge.amountCents)).toEqual([6645]);
    expect(await firstLineOf(customer)).toMatchObject({ planName: 'Premium', status: 'active' });
  });
});

describe('who may change a plan, and to what', () => {
  it("answers 404 for another customer's line and changes nothing", async () => {
    const { line, premium } = await customerWithLine();
    const stranger = await newCustomer(t);
    await saveCard(t, stranger);

    const answers = [
      await stranger.post(`${changePath(line)}/quote`, { planId: premium.id }),
      await change(stranger, line, premium.id, 'now'),
      await change(stranger, line, premium.id, 'renewal'),
      await stranger.del(changePath(line)),
      await stranger.post('/app/users/lines/not-a-line/plan-change/quote', { planId: premium.id }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: PRODUCT_MESSAGES.lines.lineNotFound });
    }
    expect(await chargesOf('plan-change-')).toHaveLength(0);
  });

  it('refuses an assisted (support) session, the same plan and a plan not on sale', async () => {
    const { customer, line, premium } = await customerWithLine();
    const session = await assistedSessionOf(t, customer.email);
    const agent = await call(t, 'POST', changePath(line), {
      token: session.token,
      body: { planId: premium.id, when: 'now', periodEnd: line.renewal?.periodEnd, idempotencyKey: key() },
    });
    expect(agent.statusCode).toBe(403);
    expect(agent.json()).toEqual({ message: PRODUCT_MESSAGES.accounts.assistedRefused });

    const [current] = await t.database.db.select().from(plans).where(eq(plans.retailName, 'Unlimited'));
    const same = await change(customer, line, current?.id ?? '', 'renewal');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: P.samePlan });

    await t.database.db.update(plans).set({ status: 'retired' }).where(eq(plans.id, premium.id));
    const retired = await change(customer, line, premium.id, 'now');
    expect(retired.statusCode).toBe(400);
    expect(retired.json().errors).toEqual([
      { field: 'planId', message: PRODUCT_MESSAGES.shop.planUnavailable },
    ]);

    expect(await chargesOf('plan-change-')).toHaveLength(0);
    expect((await firstLineOf(customer)).planName).toBe('Unlimited');
  });
});
