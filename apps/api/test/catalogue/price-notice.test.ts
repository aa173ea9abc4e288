/**
 * A price rise is charged only from a line's first renewal at least PRICE_NOTICE_DAYS (30) after its
 * customer was told (decision 063, issue 30 item 1): a plan raised from $25 to $45 four days before a
 * line's renewal renews that line at $25 (its reminder says so), and the renewal after it at $45. The
 * console lists the pending change with its day; an editor's day before the notice period is refused.
 */
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CataloguePlan, PlanInput } from '@mvno/contracts/api/catalogue-plans';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { sandboxCharges } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';
import { customerDay } from '../../src/lib/customer-dates';
import { mailsTo } from '../support/auth';
import { newStaff } from '../support/chat';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { newCustomer, payBody, saveCard } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { CHANNEL_HEADERS } from '../support/test-app';

const { t, clock } = useClockApps();
const C = STAFF_MESSAGES.catalogue;
const HOUR = 3600;
const DAY = 24 * HOUR;

const planInput = (price: number): PlanInput => ({
  retailName: `Notice ${Math.random().toString(36).slice(2, 7)}`,
  retailDescription: 'Unlimited talk & text\n5GB data',
  price,
  popular: false,
  sortOrder: 7,
});

async function editor() {
  const staff = await newStaff(t, 'catalogue_editor', 'Cat');
  const send = (method: 'GET' | 'POST', url: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${staff.token}` },
      ...(body === undefined ? {} : { payload: body }),
    });
  return { send };
}

const renewalCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt)))
    .filter((charge) => charge.idempotencyKey.startsWith('renewal-'))
    .map((charge) => charge.amountCents);

describe('a price rise of a held plan', () => {
  it('is charged from the first renewal 30 days after the notice; the renewal before, its reminder and the dashboard keep the old price', async () => {
    let cat = await editor();
    const created = (
      await cat.send('POST', '/app/care/catalogue/plans', planInput(25))
    ).json() as CataloguePlan;
    const plan = (
      await cat.send('POST', `/app/care/catalogue/plans/${created.id}/publish`, {})
    ).json() as CataloguePlan;
    const customer = await newCustomer(t);
    const card = await saveCard(t, customer);
    const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
    expect(paid.json()).toMatchObject({ successful: true });
    await waitForJobs(t.database);
    const lineOf = async () =>
      (
        (await customer.get('/app/users/lines')).json().lines as {
          renewal: { amount: number; periodEnd: string };
        }[]
      )[0];
    const firstRenewal = new Date((await lineOf())!.renewal.periodEnd);
    // $25 + $1.56 sales tax (Texas 6.25%) + $0.50 prepaid 911 fee (2%) + $1.50 regulatory fee.
    expect((await lineOf())?.renewal.amount).toBe(28.56);

    // Four days before the line's renewal, the plan goes from $25 to $45.
    await advanceClock(t.app, Math.floor((firstRenewal.getTime() - clock.now().getTime()) / 1000) - 4 * DAY);
    cat = await editor();
    const { id: _id, status: _s, effectiveFrom: _f, lines: _l, pendingPriceChanges: _p, ...fields } = plan;

    // A day for the held lines before the notice period's end is refused at its field; nothing changes.
    const tooSoon = await cat.send('POST', `/app/care/catalogue/plans/${plan.id}`, {
      ...fields,
      price: 45,
      priceFrom: new Date(clock.now().getTime() + 10 * DAY_MS).toISOString(),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'priceFrom', message: C.priceFromTooSoon(30) }],
    });

    const changedAt = clock.now();
    const changed = await cat.send('POST', `/app/care/catalogue/plans/${plan.id}`, { ...fields, price: 45 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ price: 45, lines: 1 });
    await waitForJobs(t.database);

    // The console shows the change pending, with the day from which the line pays it.
    const noticeEnd = changedAt.getTime() + 30 * DAY_MS;
    const listed = (await cat.send('GET', '/app/care/catalogue/plans')).json() as {
      plans: CataloguePlan[];
      priceNoticeDays: number;
    };
    expect(listed.priceNoticeDays).toBe(30);
    const [pending] = listed.plans.find((p) => p.id === plan.id)?.pendingPriceChanges ?? [];
    expect(pending).toMatchObject({ oldPrice: 25, newPrice: 45, linesWaiting: 1 });
    expect(Math.abs(new Date(pending!.effectiveFrom).getTime() - noticeEnd)).toBeLessThan(60_000);

    // The notice names the renewal that first charges $45: the one after next.
    const secondRenewal = new Date(firstRenewal.getTime() + 30 * DAY_MS);
    const notice = (await mailsTo(t.database, customer.email)).find((mail) =>
      mail.subject.includes(C.priceChangeSubject('Brightline Mobile', plan.retailName)),
    );
    expect(notice?.textBody).toContain('renews at $25.00 until the renewal below');
    const day = customerDay;
    expect(notice?.textBody).toContain(`$45.00 from the renewal on ${day(secondRenewal)}`);

    // The dashboard and the 3-day reminder say what is charged: the old price.
    expect((await lineOf())?.renewal.amount).toBe(28.56);
    await advanceClock(t.app, 1 * DAY + HOUR);
    await waitForJobs(t.database);
    const reminders = async () =>
      (await mailsTo(t.database, customer.email)).filter((mail) => mail.subject.includes('plan renews on'));
    expect((await reminders())[0]?.textBody).toContain('Amount: $28.56');

    // The renewal four days after the change charges the old price.
    await advanceClock(t.app, 3 * DAY + HOUR);
    await waitForJobs(t.database);
    expect(await renewalCharges()).toEqual([2856]);
    // The next renewal is past the notice period: $45 + $2.81 + $0.90 + $1.50, as the dashboard and reminder say.
    expect((await lineOf())?.renewal.amount).toBe(50.21);
    cat = await editor();
    const afterFirst = (await cat.send('GET', '/app/care/catalogue/plans')).json() as {
      plans: CataloguePlan[];
    };
    expect(afterFirst.plans.find((p) => p.id === plan.id)?.pendingPriceChanges).toEqual([]);
    await advanceClock(t.app, 27 * DAY);
    await waitForJobs(t.database);
    expect((await reminders()).find((mail) => mail.subject.includes(day(secondRenewal)))?.textBody).toContain(
      'Amount: $50.21',
    );
    await advanceClock(t.app, 3 * DAY + HOUR);
    await waitForJobs(t.database);
    expect(await renewalCharges()).toEqual([2856, 5021]);
  });
});
