/**
 * A small known history for the KPI acceptance test (decision 070): 40 customers over January to
 * April 2026, written as the modules' own rows with their times (the tables' times are the database's
 * `now()`, not the app's clock, so a history months long is written with its times rather than lived
 * through). Customer n is `c<n>`; odd customers are in California, even ones in Texas; plan A costs
 * $30.00 (+$2.40 tax, +$1.00 regulatory fee), plan B $50.00 (+$4.00, +$1.00).
 *
 * January: c1-c20 buy a line on Jan 10 (c1-c12 plan A, c13-c20 B); c1 and c2 a second line (A) on
 * Jan 20. c5, c6 chose a shipped SIM, c7 their own SIM, the rest eSIM; c6's line is still activating.
 * c20 cancels on Jan 25; c19 cancels on Jan 26 and undoes it on Jan 28. Ports: c9 submitted and
 * completed in 120 min; c10 rejected (account number), resubmitted, completed in 90 min; c11
 * submitted Jan 30, completed Feb 2 (3 days: 4320 min). One chat. A declined charge of c3.
 * February: c21-c30 buy on Feb 10 (c21-c25 A, c26-c30 B). The 21 January lines' renewals fall due:
 * 17 paid at once, c3 paid at the second try, c8 failed (suspended Feb 13, paid Feb 20: recovered),
 * c4 failed (suspended Feb 13), c2's second line still open. c18 ports out (Feb 22), care suspends
 * c17 (Feb 24, restored Mar 3). A $10.00 care refund to c21. Three chats, a contact-form
 * conversation, two contact messages.
 * March: c31-c38 (B) buy on Mar 5, c39 (A) on Mar 20. Ports of c31-c36: three rejected (PIN twice,
 * account number once; their lines wait for attention), three completed in 45, 1440 and 60 min. 28
 * renewals: 26 at once, c22 recovered, c13 failed (suspended Mar 15). c14 cancels (Mar 20), c30
 * ports out (Mar 25), c15 cancels Mar 30 and undoes it Apr 2. A $5.00 refund to c31. Four chats,
 * one contact message.
 * April, to the 10th at noon: c40 (A) buys on Apr 2; c31-c38's renewals fall due on Apr 4: seven
 * paid, c38's open. c16 cancels (Apr 5); c12's line expires on Apr 8 (auto-renew off).
 */
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/accounts';
import { lineEndings, lineRenewals, subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { transactions } from '../../src/db/schema/payments';
import { contactMessages, supportConversations } from '../../src/db/schema/support';
import { createPlan } from './commerce';
import { recordPort } from './kpi-day-lines';

export const KPI_NOW = new Date('2026-04-10T12:00:00Z');
const at = (text: string) => new Date(`2026-${text}Z`);

const PRICE = { A: { total: 3000, tax: 240, fee: 100 }, B: { total: 5000, tax: 400, fee: 100 } } as const;
type PlanName = keyof typeof PRICE;
const final = (plan: PlanName) => PRICE[plan].total + PRICE[plan].tax + PRICE[plan].fee;

export async function buildKpiHistory(database: Database) {
  const { db } = database;
  const planA = await createPlan(database, { retailName: 'Plan A', retailPriceCents: 3000 });
  const planB = await createPlan(database, { retailName: 'Plan B', retailPriceCents: 5000 });
  const planIds = { A: planA.id, B: planB.id };
  const customer: Record<number, string> = {};
  const line: Record<string, string> = {};
  const planOf: Record<string, PlanName> = {};

  for (let n = 1; n <= 40; n += 1) {
    const [user] = await db
      .insert(users)
      .values({ email: `c${n}@kpi.test`, firstName: `C${n}`, lastName: 'Known' })
      .returning({ id: users.id });
    customer[n] = user!.id;
  }
  const stateOf = (n: number) => (n % 2 ? 'CA' : 'TX');

  const pay = (n: number, plan: PlanName, when: Date, item: string, successful = true) =>
    db.insert(transactions).values({
      userId: customer[n]!,
      item,
      transactionTime: when,
      successful,
      orderTotalCents: PRICE[plan].total,
      taxCents: PRICE[plan].tax,
      regulatoryFeeCents: PRICE[plan].fee,
      finalCents: final(plan),
    });

  type Buy = { sim?: 'esim' | 'psim'; ownSim?: boolean; status?: string; periodEnd?: Date };
  async function buy(key: string, n: number, plan: PlanName, when: Date, options: Buy = {}) {
    const [made] = await db
      .insert(subscriptionLines)
      .values({
        userId: customer[n]!,
        planId: planIds[plan],
        mdn: `5550${String(n).padStart(3, '0')}${key.endsWith('b') ? '9' : '0'}00`,
        subscriberNumber: `sub-${key}`,
        zipCode: n % 2 ? '90001' : '73301',
        simType: options.sim ?? 'esim',
        activationCode: (options.sim ?? 'esim') === 'esim' ? `LPA:1$smdp$${key}` : null,
        status: options.status ?? 'active',
        createdAt: when,
        periodStart: when,
        periodEnd: options.periodEnd ?? new Date(when.getTime() + 30 * 86_400_000),
      })
      .returning({ id: subscriptionLines.id });
    line[key] = made!.id;
    planOf[key] = plan;
    await db.insert(orders).values({
      userId: customer[n]!,
      idempotencyKey: `order-${key}`,
      requestHash: key,
      status: 'completed',
      leaseUntil: when,
      planId: planIds[plan],
      item: `Plan ${plan}`,
      simType: options.sim ?? 'esim',
      numberType: 'new',
      zipCode: n % 2 ? '90001' : '73301',
      ownSimIccid: options.ownSim ? `8901260000000000${String(n).padStart(3, '0')}` : null,
      taxState: stateOf(n),
      taxRateMilliPercent: 8000,
      orderTotalCents: PRICE[plan].total,
      discountCents: 0,
      taxCents: PRICE[plan].tax,
      regulatoryFeeCents: PRICE[plan].fee,
      activationFeeCents: 0,
      finalCents: final(plan),
      cardNetwork: 'visa',
      cardLast4: '4242',
      lineId: made!.id,
      createdAt: when,
      completedAt: when,
    });
    await pay(n, plan, when, `Plan ${plan}`);
  }

  const end = (key: string, cause: string, when: Date, withdrawn?: Date, extra: object = {}) =>
    db.insert(lineEndings).values({
      lineId: line[key]!,
      userId: customer[Number(key.replace(/\D/g, ''))]!,
      cause,
      at: when,
      withdrawnAt: withdrawn ?? null,
      ...extra,
    });

  type Renewal = { status?: 'paid' | 'failed' | 'open'; tries?: number; paidAt?: Date };
  async function renew(key: string, due: Date, { status = 'paid', tries = 1, paidAt }: Renewal = {}) {
    const n = Number(key.replace(/\D/g, ''));
    await db.insert(lineRenewals).values({
      lineId: line[key]!,
      userId: customer[n]!,
      periodEnd: due,
      status,
      tries,
      attempts: status === 'paid' && tries === 1 ? 0 : tries,
      paidAt: status === 'paid' ? (paidAt ?? due) : null,
    });
    for (let declined = 1; declined < tries || (status !== 'paid' && declined <= tries); declined += 1)
      await pay(n, planOf[key]!, new Date(due.getTime() + declined * 3_600_000), 'Renewal', false);
    if (status === 'paid') await pay(n, planOf[key]!, paidAt ?? due, 'Renewal');
  }

  async function port(key: string, steps: [string, string, string?][]) {
    const n = Number(key.replace(/\D/g, ''));
    const last = steps[steps.length - 1]!;
    await recordPort(
      database,
      {
        userId: customer[n]!,
        lineId: line[key]!,
        msisdn: `212555${String(n).padStart(4, '0')}`,
        status: last[0] as 'completed',
        reason: last[2] ?? null,
        zipCode: '90001',
      },
      steps.map(([type, when, reason]) => ({ type, reason: reason ?? null, at: at(when) })),
    );
  }

  const chat = (when: string, source: 'chat' | 'contact_form' = 'chat') =>
    db
      .insert(supportConversations)
      .values({ name: 'Visitor', email: 'v@kpi.test', source, createdAt: at(when) });
  const contact = (when: string) =>
    db
      .insert(contactMessages)
      .values({ name: 'Visitor', email: 'v@kpi.test', message: 'Hi', createdAt: at(when) });
  const refund = (n: number, cents: number, when: string) =>
    db.insert(transactions).values({
      userId: customer[n]!,
      item: 'Refund',
      transactionTime: at(when),
      successful: true,
      orderTotalCents: -cents,
      taxCents: 0,
      finalCents: -cents,
    });

  // January
  for (let n = 1; n <= 20; n += 1) {
    const options: Buy =
      n === 5
        ? { sim: 'psim' }
        : n === 6
          ? { sim: 'psim', status: 'activating' }
          : n === 7
            ? { sim: 'psim', ownSim: true }
            : {};
    if (n === 20) Object.assign(options, { status: 'expired', periodEnd: at('01-25T09:00:00') });
    if (n === 12) Object.assign(options, { status: 'expired', periodEnd: at('04-08T10:00:00') });
    await buy(`c${n}`, n, n <= 12 ? 'A' : 'B', at('01-10T10:00:00'), options);
  }
  await buy('c1b', 1, 'A', at('01-20T10:00:00'));
  await buy('c2b', 2, 'A', at('01-20T10:00:00'));
  await pay(3, 'A', at('01-12T10:00:00'), 'Declined try', false);
  await end('c20', 'voluntary', at('01-25T09:00:00'), undefined, { reasonCode: 'too_expensive' });
  await end('c19', 'voluntary', at('01-26T09:00:00'), at('01-28T09:00:00'));
  await port('c9', [
    ['submitted', '01-10T10:00:00'],
    ['completed', '01-10T12:00:00'],
  ]);
  await port('c10', [
    ['submitted', '01-11T09:00:00'],
    ['rejected', '01-11T10:00:00', 'account_number_mismatch'],
    ['submitted', '01-12T09:00:00'],
    ['completed', '01-12T10:30:00'],
  ]);
  await port('c11', [
    ['submitted', '01-30T10:00:00'],
    ['pending', '01-30T11:00:00'],
    ['completed', '02-02T10:00:00'],
  ]);
  await chat('01-15T10:00:00');

  // February
  for (let n = 21; n <= 30; n += 1) await buy(`c${n}`, n, n <= 25 ? 'A' : 'B', at('02-10T10:00:00'));
  for (let n = 1; n <= 19; n += 1) {
    const due = at('02-09T10:00:00');
    if (n === 3) await renew('c3', due, { tries: 2, paidAt: at('02-11T10:00:00') });
    else if (n === 4) await renew('c4', due, { status: 'failed', tries: 3 });
    else if (n === 8) await renew('c8', due, { tries: 4, paidAt: at('02-20T10:00:00') });
    else await renew(`c${n}`, due);
  }
  await renew('c1b', at('02-19T10:00:00'));
  await renew('c2b', at('02-19T10:00:00'), { status: 'open', tries: 1 });
  await end('c4', 'non_payment', at('02-13T10:00:00'));
  await end('c8', 'non_payment', at('02-13T10:00:00'), at('02-20T10:00:00'));
  await end('c18', 'port_out', at('02-22T10:00:00'), undefined, { gainingCarrier: 'T-Mobile' });
  await end('c17', 'care', at('02-24T10:00:00'), at('03-03T10:00:00'), { reasonCode: 'other' });
  await refund(21, 1000, '02-15T10:00:00');
  for (const day of ['05', '06', '07']) await chat(`02-${day}T10:00:00`);
  await chat('02-08T10:00:00', 'contact_form');
  await contact('02-08T10:00:00');
  await contact('02-09T10:00:00');

  // March
  for (let n = 31; n <= 38; n += 1)
    await buy(`c${n}`, n, 'B', at('03-05T10:00:00'), n <= 33 ? { status: 'port_in_attention' } : {});
  await buy('c39', 39, 'A', at('03-20T10:00:00'));
  await port('c31', [
    ['submitted', '03-05T10:00:00'],
    ['rejected', '03-05T11:00:00', 'pin_mismatch'],
  ]);
  await port('c32', [
    ['submitted', '03-05T10:00:00'],
    ['rejected', '03-06T10:00:00', 'account_number_mismatch'],
  ]);
  await port('c33', [
    ['submitted', '03-05T10:00:00'],
    ['rejected', '03-06T12:00:00', 'pin_mismatch'],
  ]);
  await port('c34', [
    ['submitted', '03-05T10:00:00'],
    ['completed', '03-05T10:45:00'],
  ]);
  await port('c35', [
    ['submitted', '03-05T10:00:00'],
    ['completed', '03-06T10:00:00'],
  ]);
  await port('c36', [
    ['submitted', '03-05T10:00:00'],
    ['completed', '03-05T11:00:00'],
  ]);
  for (const n of [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19]) {
    if (n === 13) await renew('c13', at('03-11T10:00:00'), { status: 'failed', tries: 3 });
    else await renew(`c${n}`, at('03-11T10:00:00'));
  }
  await renew('c1b', at('03-21T10:00:00'));
  for (let n = 21; n <= 30; n += 1) {
    if (n === 22) await renew('c22', at('03-12T10:00:00'), { tries: 2, paidAt: at('03-13T10:00:00') });
    else await renew(`c${n}`, at('03-12T10:00:00'));
  }
  await end('c13', 'non_payment', at('03-15T10:00:00'));
  await end('c14', 'voluntary', at('03-20T10:00:00'), undefined, { reasonCode: 'too_expensive' });
  await end('c30', 'port_out', at('03-25T10:00:00'), undefined, { gainingCarrier: 'Verizon' });
  await end('c15', 'voluntary', at('03-30T10:00:00'), at('04-02T10:00:00'));
  await refund(31, 500, '03-28T10:00:00');
  for (const day of ['02', '09', '16', '23']) await chat(`03-${day}T10:00:00`);
  await contact('03-10T10:00:00');

  // April, to now
  await buy('c40', 40, 'A', at('04-02T10:00:00'));
  for (let n = 31; n <= 38; n += 1)
    await renew(`c${n}`, at('04-04T10:00:00'), n === 38 ? { status: 'open', tries: 1 } : {});
  await end('c16', 'voluntary', at('04-05T10:00:00'), undefined, { reasonCode: 'coverage' });

  /** The lines by key (c<n>, c<n>b for a second line) and the customers by number. */
  return { planIds, line, customer };
}
