/**
 * A line's usage in its plan period (decision 019), on a test clock two app instances share as in
 * line-renewals.test.ts: the simulated carrier's amounts grow over the period and are the same for
 * the same line and time, start again with the next period, come with the plan's allowances (which
 * the public plan list does not show), and the 80% and 100% data mails go out once per line and
 * period whatever the number of sweeps and workers.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LineUsage } from '@mvno/contracts/api/line-usage';
import type { Line } from '@mvno/contracts/api/lines';
import { formatMdn } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { subscriptionLines } from '../../src/db/schema/lines';
import { plans } from '../../src/db/schema/shop';
import { carrierUsageExtras } from '../../src/db/schema/usage';
import { seedDemoData } from '../../src/db/seed';
import { DAY_MS } from '../../src/lib/clock';
import { customerDay } from '../../src/lib/customer-dates';
import { call, mailsTo } from '../support/auth';
import { createPlan, newCustomer, payBody, saveCard, type TestCustomer } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { createLine } from '../support/lines';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { createTestApp, withProductionDemoApp, type TestApp } from '../support/test-app';

const U = PRODUCT_MESSAGES.usage;
const DAY_SECONDS = DAY_MS / 1000;
const GB = 1024;

const { clock, t, other, quiet: QUIET } = useClockApps();

async function addUsage(app: TestApp['app'], body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/dev/carrier/usage', payload: body });
  expect(response.statusCode).toBe(200);
  await waitForJobs(t.database);
}

async function usageOf(customer: TestCustomer, lineId: string, app = t.app): Promise<LineUsage> {
  const response = await app.inject({
    method: 'GET',
    url: `/app/users/lines/${lineId}/usage`,
    headers: { ...t.headers, authorization: `Bearer ${customer.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as LineUsage;
}

/** A customer who bought a plan with `dataAllowanceMb` of data a period and a card that renews it. */
async function customerWithMeteredLine(dataAllowanceMb: number | null = GB) {
  const plan = await createPlan(t.database, {
    retailName: 'Starter 1GB',
    retailPriceCents: 1500,
    dataAllowanceMb,
  });
  const customer = await newCustomer(t);
  const card = await saveCard(t, customer);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
  expect(paid.json()).toMatchObject({ successful: true });
  await waitForJobs(t.database);
  const [line] = ((await customer.get('/app/users/lines')).json() as { lines: Line[] }).lines;
  if (!line?.renewal) throw new Error('no line with a plan period');
  return { customer, line, periodEnd: line.renewal.periodEnd };
}

const dataMails = async (customer: TestCustomer) => {
  const mails = await mailsTo(t.database, customer.email);
  return {
    at80: mails.filter((mail) => mail.subject.startsWith('You have used 80% of your')),
    at100: mails.filter((mail) => mail.subject.startsWith('You have used all of your')),
  };
};

const mailDay = (iso: string) => customerDay(new Date(iso));

describe('usage of a line in its plan period', () => {
  it('starts at 0, grows over the period, and reads the same for the same line and time', async () => {
    const { customer, line } = await customerWithMeteredLine();

    const first = await usageOf(customer, line.id);
    expect(first).toMatchObject({
      lineId: line.id,
      periodStart: line.renewal?.periodStart,
      periodEnd: line.renewal?.periodEnd,
      dataMb: { used: 0, allowance: GB },
      talkMinutes: { used: 0, allowance: null },
      texts: { used: 0, allowance: null },
    });
    const readings = [first];
    for (const days of [1, 4, 10]) {
      clock.advance(days * DAY_MS);
      readings.push(await usageOf(customer, line.id));
    }
    for (let i = 1; i < readings.length; i++) {
      const [before, after] = [readings[i - 1]!, readings[i]!];
      expect(after.dataMb.used).toBeGreaterThan(before.dataMb.used);
      expect(after.talkMinutes.used).toBeGreaterThanOrEqual(before.talkMinutes.used);
      expect(after.texts.used).toBeGreaterThanOrEqual(before.texts.used);
    }
    // After 15 days: a plausible amount of each (a line uses 30 to 140 MB, 5 to 40 minutes, 5 to 60 texts a day).
    const day15 = readings.at(-1)!;
    expect(day15.dataMb.used).toBeGreaterThan(15 * 30 * 0.3);
    expect(day15.dataMb.used).toBeLessThan(15 * 140 * 1.7);
    expect(day15.talkMinutes.used).toBeGreaterThan(0);
    expect(day15.texts.used).toBeGreaterThan(0);
    expect(Date.parse(day15.asOf) - Date.parse(first.asOf)).toBeGreaterThanOrEqual(15 * DAY_MS);

    // Past the period end (no sweep ran, so it is not renewed yet) the reading stays at the end:
    // the same line at the same time reads the same, from either instance and again later.
    clock.advance(20 * DAY_MS);
    const atEnd = await usageOf(customer, line.id);
    expect(atEnd.asOf).toBe(line.renewal?.periodEnd);
    expect(atEnd.dataMb.used).toBeGreaterThan(day15.dataMb.used);
    expect(await usageOf(customer, line.id, other().app)).toEqual(atEnd);
    clock.advance(3600_000);
    expect(await usageOf(customer, line.id)).toEqual(atEnd);
  });

  it('starts again at 0 with the next period', async () => {
    const { customer, line, periodEnd } = await customerWithMeteredLine();
    clock.advance(29 * DAY_MS);
    const lastPeriod = await usageOf(customer, line.id);
    expect(lastPeriod.dataMb.used).toBeGreaterThan(0);

    // The renewal moves the line to its next period.
    await advanceClock(t.app, DAY_SECONDS + 60);
    await waitForJobs(t.database);
    const renewed = await usageOf(customer, line.id);
    expect(renewed.periodStart).toBe(periodEnd);
    expect(renewed).toMatchObject({ dataMb: { used: 0 }, talkMinutes: { used: 0 }, texts: { used: 0 } });

    clock.advance(5 * DAY_MS);
    expect((await usageOf(customer, line.id)).dataMb.used).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's line, and 409 for a line without a plan or out of service", async () => {
    const { customer, line } = await customerWithMeteredLine();
    const stranger = await newCustomer(t);

    for (const id of [line.id, 'not-a-line', crypto.randomUUID()]) {
      const response = await stranger.get(`/app/users/lines/${id}/usage`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.lines.lineNotFound });
    }

    const planless = await createLine(t.database, customer.id);
    await t.database.db
      .update(subscriptionLines)
      .set({ status: 'suspended' })
      .where(eq(subscriptionLines.id, line.id));
    for (const id of [planless.id, line.id]) {
      const response = await customer.get(`/app/users/lines/${id}/usage`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: U.notMetered });
    }
  });
});

describe('allowances', () => {
  it('come from the plan for each line, and the public plan list does not show them', async () => {
    await seedDemoData(t.database.db, { brandName: 'Brightline Mobile', product: 'brightline' });
    await t.app.referenceData.announceChange();
    const customer = await newCustomer(t);
    const catalogue = await t.database.db.select().from(plans);
    const allowances: Record<string, unknown> = {};
    for (const plan of catalogue) {
      const line = await createLine(t.database, customer.id, { planId: plan.id });
      const usage = await usageOf(customer, line.id);
      allowances[plan.retailName] = [
        usage.dataMb.allowance,
        usage.talkMinutes.allowance,
        usage.texts.allowance,
      ];
    }
    expect(allowances).toEqual({
      'Starter 5GB': [5 * GB, null, null],
      'Plus 15GB': [15 * GB, null, null],
      Unlimited: [null, null, null],
      'Unlimited Premium': [null, null, null],
    });

    const listed = await call(t, 'GET', '/app/plans');
    expect(listed.statusCode).toBe(200);
    const publicPlans = listed.json() as Record<string, unknown>[];
    expect(publicPlans).toHaveLength(4);
    for (const plan of publicPlans) {
      expect(Object.keys(plan).sort()).toEqual([
        'id',
        'popular',
        'retailDescription',
        'retailName',
        'retailPrice',
      ]);
    }
    expect(listed.body).not.toMatch(/allowance/i);
  });
});

describe('data mails', () => {
  it('sends the 80% mail once with repeated sweeps on two instances, then the 100% mail once, and both again next period', async () => {
    const { customer, line, periodEnd } = await customerWithMeteredLine();
    // The carrier counts 850 MB more (83%) while no sweep looks; then both instances sweep at once, twice.
    await t.database.db
      .insert(carrierUsageExtras)
      .values({ lineId: line.id, periodEnd: new Date(periodEnd), dataMb: 850 });
    await Promise.all([
      advanceClock(t.app, 0),
      advanceClock(other().app, 0),
      advanceClock(t.app, 0),
      advanceClock(other().app, 0),
    ]);
    await waitForJobs(t.database);
    await Promise.all([advanceClock(other().app, 0), advanceClock(t.app, 0)]);

    let mails = await dataMails(customer);
    expect(mails.at80).toHaveLength(1);
    expect(mails.at100).toHaveLength(0);
    const used = (await usageOf(customer, line.id)).dataMb.used;
    expect(used).toBeGreaterThanOrEqual(850);
    const text = mails.at80[0]?.textBody ?? '';
    expect(text).toContain(`has used ${used} MB of 1 GB of data this period (83%)`);
    expect(text).toContain(`Your data starts again on ${mailDay(periodEnd)}, when your plan renews.`);
    expect(text).toContain('Change your plan or renew it on your dashboard: ');
    expect(text).toContain('/dashboard');

    // 200 MB more passes 100%: that mail once, however often the sweeps run.
    await addUsage(t.app, { lineId: line.id, dataMb: 200 });
    await Promise.all([advanceClock(t.app, 0), advanceClock(other().app, 0)]);
    mails = await dataMails(customer);
    expect(mails.at80).toHaveLength(1);
    expect(mails.at100).toHaveLength(1);
    expect(mails.at100[0]?.textBody).toContain('GB of 1 GB of data this period (100%)');

    // The next period starts from 0 (no mail at its start), and each mail goes out once more.
    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    await advanceClock(other().app, 0);
    expect((await usageOf(customer, line.id)).periodStart).toBe(periodEnd);
    mails = await dataMails(customer);
    expect([mails.at80.length, mails.at100.length]).toEqual([1, 1]);
    await addUsage(t.app, { mdn: line.mdn, dataMb: 900 });
    await advanceClock(other().app, 0);
    await addUsage(other().app, { lineId: line.id, dataMb: 200 });
    await advanceClock(t.app, 0);
    mails = await dataMails(customer);
    expect([mails.at80.length, mails.at100.length]).toEqual([2, 2]);
  });

  it('reaching 100% at once sends only the 100% mail, also later in the period', async () => {
    const { customer, line } = await customerWithMeteredLine();
    await addUsage(t.app, { lineId: line.id, dataMb: 2 * GB });
    clock.advance(DAY_MS);
    await Promise.all([advanceClock(t.app, 0), advanceClock(other().app, 0)]);

    const mails = await dataMails(customer);
    expect(mails.at100).toHaveLength(1);
    expect(mails.at80).toHaveLength(0);
    expect(mails.at100[0]?.subject).toBe(
      `You have used all of your Brightline Mobile data on ${formatMdn(line.mdn)}`,
    );
  });

  it('mails a line whose period the database wrote to the microsecond once', async () => {
    const plan = await createPlan(t.database, { dataAllowanceMb: GB });
    const customer = await newCustomer(t);
    const line = await createLine(t.database, customer.id, { planId: plan.id });
    // As column defaults and migrations write periods on PostgreSQL: finer than JavaScript's milliseconds.
    const start = sql`${clock.now().toISOString()}::timestamptz + interval '123 microseconds'`;
    await t.database.db
      .update(subscriptionLines)
      .set({ periodStart: start, periodEnd: sql`${start} + interval '30 days'` })
      .where(eq(subscriptionLines.id, line.id));

    await addUsage(t.app, { lineId: line.id, dataMb: 900 });
    await Promise.all([advanceClock(t.app, 0), advanceClock(other().app, 0)]);

    expect((await dataMails(customer)).at80).toHaveLength(1);
    expect((await usageOf(customer, line.id)).dataMb.used).toBeGreaterThanOrEqual(900);
  });

  it('sends nothing for an unlimited plan', async () => {
    const { customer, line } = await customerWithMeteredLine(null);
    await addUsage(t.app, { lineId: line.id, dataMb: 500 * GB });
    await advanceClock(t.app, 0);
    expect(await dataMails(customer)).toEqual({ at80: [], at100: [] });
    expect((await usageOf(customer, line.id)).dataMb).toMatchObject({ allowance: null });
  });

  it('is found by the sweep at the start-up of a server when usage passed 80% while none ran', async () => {
    const { customer, line, periodEnd } = await customerWithMeteredLine();
    await t.database.db
      .insert(carrierUsageExtras)
      .values({ lineId: line.id, periodEnd: new Date(periodEnd), dataMb: 900 });
    expect((await dataMails(customer)).at80).toHaveLength(0);

    const restarted = await createTestApp(QUIET, { clock });
    try {
      await restarted.app.ready();
      await expect.poll(async () => (await dataMails(customer)).at80.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('records when a line is first seen in use, by the sweep on an unlimited plan too or by a reading, and never moves it', async () => {
    const firstUse = async (lineId: string) =>
      (
        await t.database.db
          .select({ at: subscriptionLines.firstUsedAt })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, lineId))
      )[0]!.at;
    // An unlimited plan (no data mails): the sweep reads it until it is seen in use.
    const { line } = await customerWithMeteredLine(null);
    await advanceClock(t.app, 0);
    expect(await firstUse(line.id)).toBeNull(); // nothing used at the period's start
    const sweptFrom = clock.now().getTime() + DAY_MS;
    await advanceClock(t.app, DAY_SECONDS);
    const seen = await firstUse(line.id);
    expect(seen?.getTime()).toBeGreaterThanOrEqual(sweptFrom); // the sweep's time
    expect(seen?.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    await advanceClock(t.app, DAY_SECONDS);
    expect(await firstUse(line.id)).toEqual(seen);

    // The customer's reading records it too, at the reading's time.
    const { customer, line: read } = await customerWithMeteredLine();
    clock.advance(DAY_MS);
    const reading = await usageOf(customer, read.id);
    expect((await firstUse(read.id))?.toISOString()).toBe(reading.asOf);
  });

  it('has no usage route in production', async () => {
    const { line } = await customerWithMeteredLine();
    await withProductionDemoApp(async (production) => {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/carrier/usage',
        payload: { lineId: line.id, dataMb: 2 * GB },
      });
      expect(response.statusCode).toBe(404);
    });
    expect(await t.database.db.select().from(carrierUsageExtras)).toEqual([]);
  });
});
