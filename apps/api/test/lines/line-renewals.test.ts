/**
 * Plan periods and renewals (decision 017), on a test clock that two app instances (two queue
 * workers on one database) share: a line renews exactly once per period, the reminder goes out
 * before, a declined renewal is retried on its schedule with a mail each time and suspends the
 * line after the last try, paying reactivates it, and with auto-renew off the line expires.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { lineEndings, lineRenewals, subscriptionLines } from '../../src/db/schema/lines';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { DAY_MS } from '../../src/lib/clock';
import { customerDay } from '../../src/lib/customer-dates';
import { mailsTo } from '../support/auth';
import { DECLINED_CARD, newCustomer, saveCard } from '../support/commerce';
import { customerWithPaidLine, firstLineOf } from '../support/lines';
import { waitForJobs } from '../support/jobs';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { createTestApp, withProductionDemoApp } from '../support/test-app';

const R = PRODUCT_MESSAGES.renewals;
const DAY_SECONDS = DAY_MS / 1000;

const { clock, t, other, quiet: QUIET } = useClockApps();

/** A customer who bought a $40 plan in Texas (6.25% sales tax, 2% 911 fee): a renewal is $40 + $3.30 + $1.50. */
const customerWithLine = () => customerWithPaidLine(t);

/** Charges made at the card provider for renewals (each test has one customer with a line). */
const renewalCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt))).filter(
    (charge) => charge.idempotencyKey.startsWith('renewal-'),
  ).length;

async function renewalTransactions(userId: string) {
  return (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId))).filter(
    (row) => row.item.startsWith(R.historyItem('')),
  );
}

describe('a line and its plan period', () => {
  it('gets a 30-day period from activation with auto-renew on and the renewal amount and card', async () => {
    const { line, card } = await customerWithLine();

    expect(line.renewal).toMatchObject({ autoRenew: true, state: 'scheduled', amount: 44.8 });
    expect(line.renewal?.card).toEqual({ network: card.network, last4: card.last4Digits });
    const { periodStart, periodEnd } = line.renewal ?? { periodStart: '', periodEnd: '' };
    expect(Date.parse(periodEnd) - Date.parse(periodStart)).toBe(30 * DAY_MS);
  });
});

describe('renewal', () => {
  it('renews exactly once per period even with two workers, a repeated sweep and Renew now racing', async () => {
    const { customer, line } = await customerWithLine();
    const periodEnd = line.renewal?.periodEnd ?? '';

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    const renewNow = () =>
      Promise.all([
        customer.post(`/app/users/lines/${line.id}/renew`, { periodEnd }),
        other().app.inject({
          method: 'POST',
          url: `/app/users/lines/${line.id}/renew`,
          headers: { ...other().headers, authorization: `Bearer ${customer.token}` },
          payload: { periodEnd },
        }),
      ]);
    const [answers] = await Promise.all([renewNow(), advanceClock(other().app, 0), advanceClock(t.app, 0)]);
    await waitForJobs(t.database);
    await Promise.all([advanceClock(other().app, 0), advanceClock(t.app, 0)]);
    await waitForJobs(t.database);

    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(await renewalCharges()).toBe(1);
    const renewed = await renewalTransactions(customer.id);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toMatchObject({ successful: true, finalCents: 4480 });
    const after = await firstLineOf(customer);
    expect(after.renewal?.periodStart).toBe(periodEnd);
    expect(Date.parse(after.renewal?.periodEnd ?? '')).toBe(Date.parse(periodEnd) + 30 * DAY_MS);
    expect(after.status).toBe('active');
    const receipts = (await mailsTo(t.database, customer.email)).filter((mail) =>
      mail.subject.startsWith('Receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.textBody).toContain('$44.80');

    // The renewal shows in the order history with its own text.
    const history = (await customer.get('/app/payments/transactions')).json() as {
      transactions: { item: string; successful: boolean }[];
    };
    expect(history.transactions.map((row) => row.item)).toContain(R.historyItem('Unlimited'));

    // The next period renews once more, a period later.
    await advanceClock(t.app, 30 * DAY_SECONDS);
    await waitForJobs(t.database);
    await advanceClock(other().app, 0);
    await waitForJobs(t.database);
    expect(await renewalCharges()).toBe(2);
  });

  it('renews at the start-up of a server a renewal fell due while none ran', async () => {
    const { customer, line } = await customerWithLine();
    // The date passes with no sweep and no job queued (no process was running).
    clock.advance(30 * DAY_MS + 60_000);
    expect(await renewalCharges()).toBe(0);

    const restarted = await createTestApp(QUIET, { clock });
    try {
      await restarted.app.ready();
      await expect.poll(async () => renewalCharges(), { timeout: 10_000 }).toBe(1);
      await waitForJobs(t.database);
    } finally {
      await restarted.close();
    }
    const after = await firstLineOf(customer);
    expect(after.renewal?.periodStart).toBe(line.renewal?.periodEnd);
  });

  it('mails a reminder 3 days before, with the amount, the card and the date, once', async () => {
    const { customer, line, card } = await customerWithLine();

    await advanceClock(t.app, 26 * DAY_SECONDS);
    expect(
      (await mailsTo(t.database, customer.email)).filter((m) => m.subject.includes('renews')),
    ).toHaveLength(0);
    await advanceClock(t.app, 1 * DAY_SECONDS + 3600);
    await advanceClock(other().app, 0);
    await advanceClock(t.app, 0);

    const reminders = (await mailsTo(t.database, customer.email)).filter((m) =>
      m.subject.includes('renews on'),
    );
    expect(reminders).toHaveLength(1);
    const text = reminders[0]?.textBody ?? '';
    expect(text).toContain('$44.80');
    expect(text).toContain(`ending in ${card.last4Digits}`);
    expect(text).toContain(customerDay(new Date(line.renewal?.periodEnd ?? '')));
    expect(await renewalCharges()).toBe(0);
  });

  it('reminds and renews once a line whose period the database wrote to the microsecond', async () => {
    // Periods set by the database (migration 0008 for older lines, column defaults for seeded ones)
    // carry microseconds on PostgreSQL, finer than a JavaScript date read back from them.
    const { customer, line } = await customerWithLine();
    await t.database.execute(
      `update subscription_lines set period_start = period_start + interval '123 microseconds',
         period_end = period_end + interval '123 microseconds' where id = $1`,
      [line.id],
    );

    await advanceClock(t.app, 27 * DAY_SECONDS + 3600);
    await advanceClock(t.app, 0);
    const reminders = (await mailsTo(t.database, customer.email)).filter((m) =>
      m.subject.includes('renews on'),
    );
    expect(reminders).toHaveLength(1);

    await advanceClock(t.app, 3 * DAY_SECONDS);
    await advanceClock(other().app, 0);
    await waitForJobs(t.database);
    expect(await renewalCharges()).toBe(1);
    const after = await firstLineOf(customer);
    expect(new Date(after.renewal!.periodStart).getTime()).toBeGreaterThan(
      new Date(line.renewal!.periodStart).getTime() + 29 * DAY_MS,
    );
    expect(after.status).toBe('active');
  });

  it('retries a declined renewal after 1 and 3 days, mails each time, suspends after the last, and paying reactivates', async () => {
    const { customer, line, card } = await customerWithLine();
    const declined = await saveCard(t, customer, { number: DECLINED_CARD });
    await customer.post('/app/payments/cards/setdefault', { cardId: declined.id });
    const declinedMails = async () =>
      (await mailsTo(t.database, customer.email)).filter(
        (m) => m.subject.includes('did not go through') || m.subject.includes('is suspended'),
      );

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    let now = await firstLineOf(customer);
    expect(now.status).toBe('active');
    expect(now.renewal).toMatchObject({
      state: 'retrying',
      lastFailure: PRODUCT_MESSAGES.payments.cardDeclined,
    });
    expect(Date.parse(now.renewal?.nextAttemptAt ?? '')).toBe(
      Date.parse(line.renewal?.periodEnd ?? '') + DAY_MS,
    );
    expect(await declinedMails()).toHaveLength(1);
    expect((await declinedMails())[0]?.textBody).toContain('/dashboard');

    // Not yet due: nothing happens half a day later.
    await advanceClock(t.app, DAY_SECONDS / 2);
    await waitForJobs(t.database);
    expect(await declinedMails()).toHaveLength(1);

    await advanceClock(other().app, DAY_SECONDS / 2);
    await waitForJobs(t.database);
    expect(await declinedMails()).toHaveLength(2);
    expect((await firstLineOf(customer)).status).toBe('active');

    await advanceClock(t.app, 2 * DAY_SECONDS);
    await waitForJobs(t.database);
    const mails = await declinedMails();
    expect(mails).toHaveLength(3);
    expect(mails[0]?.subject).toContain('is suspended');
    expect(mails[0]?.textBody).toContain('/dashboard');
    now = await firstLineOf(customer);
    expect(now.status).toBe('suspended');
    expect(now.statusReason).toBe(R.suspended);
    expect(now.renewal?.state).toBe('suspended');
    const endings = () => t.database.db.select().from(lineEndings).where(eq(lineEndings.lineId, line.id));
    expect(await endings()).toEqual([expect.objectContaining({ cause: 'non_payment', withdrawnAt: null })]);
    const failed = await renewalTransactions(customer.id);
    expect(failed.map((row) => row.successful)).toEqual([false, false, false]);

    // Nothing more is tried automatically.
    await advanceClock(t.app, 10 * DAY_SECONDS);
    await waitForJobs(t.database);
    expect(await declinedMails()).toHaveLength(3);

    // Pay now with a card that works: the line is active again with a new period from today.
    await customer.post('/app/payments/cards/setdefault', { cardId: card.id });
    const paid = await customer.post(`/app/users/lines/${line.id}/renew`, {
      periodEnd: line.renewal?.periodEnd,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ successful: true, renewal: { state: 'scheduled' } });
    now = await firstLineOf(customer);
    expect(now.status).toBe('active');
    expect(now.statusReason).toBeNull();
    // Paid late, the suspension is no ending any more (decision 068).
    expect((await endings())[0]?.withdrawnAt).toBeInstanceOf(Date);
    expect(Date.parse(now.renewal?.periodStart ?? '')).toBeGreaterThan(
      Date.parse(line.renewal?.periodEnd ?? ''),
    );
    expect(await renewalCharges()).toBe(4);

    // Sent again (a double click), it answers the renewal made and charges nothing.
    const again = await customer.post(`/app/users/lines/${line.id}/renew`, {
      periodEnd: line.renewal?.periodEnd,
    });
    expect(again.json()).toMatchObject({ successful: true, message: R.alreadyRenewed });
    expect(await renewalCharges()).toBe(4);
  });

  it('with auto-renew off charges nothing and the line expires at the period end', async () => {
    const { customer, line } = await customerWithLine();

    const off = await customer.post(`/app/users/lines/${line.id}/auto-renew`, { autoRenew: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: R.autoRenewOff,
      renewal: { autoRenew: false, state: 'ending' },
    });

    await advanceClock(t.app, 27 * DAY_SECONDS + 3600);
    await advanceClock(t.app, 3 * DAY_SECONDS);
    await waitForJobs(t.database);
    await advanceClock(other().app, 0);
    await waitForJobs(t.database);

    const now = await firstLineOf(customer);
    expect(now.status).toBe('expired');
    expect(now.statusReason).toBe(R.expired);
    expect(await renewalCharges()).toBe(0);
    expect(
      (await mailsTo(t.database, customer.email)).filter((m) => m.subject.includes('renews')),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(lineRenewals)).toHaveLength(0);
  });

  it("answers 404 for another customer's line and keeps it unchanged", async () => {
    const { line } = await customerWithLine();
    const stranger = await newCustomer(t);

    const toggled = await stranger.post(`/app/users/lines/${line.id}/auto-renew`, { autoRenew: false });
    const renewed = await stranger.post(`/app/users/lines/${line.id}/renew`, {
      periodEnd: line.renewal?.periodEnd,
    });
    const unknown = await stranger.post('/app/users/lines/not-a-line/renew', {
      periodEnd: line.renewal?.periodEnd,
    });

    for (const response of [toggled, renewed, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.lines.lineNotFound });
    }
    const [row] = await t.database.db
      .select()
      .from(subscriptionLines)
      .where(eq(subscriptionLines.id, line.id));
    expect(row?.autoRenew).toBe(true);
    expect(await renewalCharges()).toBe(0);
  });

  it('has no clock route in production', async () => {
    await withProductionDemoApp(async (production) => {
      const response = await production.app.inject({ method: 'POST', url: '/dev/clock', payload: {} });
      expect(response.statusCode).toBe(404);
    });
  });
});
