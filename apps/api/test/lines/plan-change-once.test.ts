/**
 * An upgrade now, and Renew now of a renewal that is due, are charged at most once per line and
 * period whatever the keys (decisions 018 and 017): two app instances on one database, with a card
 * provider that takes 400 ms to answer, get twelve requests per line at once, each with a fresh
 * key (two tabs, a retry after an answer). One charge, one paid order history row and one receipt
 * per line; every other request answers the first outcome or a 409 in the error shape.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Line } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { lineRenewals } from '../../src/db/schema/lines';
import { sandboxCharges } from '../../src/db/schema/payments';
import { planChanges } from '../../src/db/schema/plan-changes';
import { DAY_MS } from '../../src/lib/clock';
import { mailsTo } from '../support/auth';
import { createPlan, DECLINED_CARD, newCustomer, saveCard, type TestCustomer } from '../support/commerce';
import { useClockApps } from '../support/clock-apps';
import { createLine } from '../support/lines';

const P = PRODUCT_MESSAGES.planChanges;
const R = PRODUCT_MESSAGES.renewals;

const LINES = 10;
const REQUESTS_PER_LINE = 12;

/** The card provider's answer time (SANDBOX_CHARGE_DELAY_MS): a card network's round trip. */
const CHARGE_ANSWER_MS = 400;

const { clock, t, other } = useClockApps({ SANDBOX_CHARGE_DELAY_MS: String(CHARGE_ANSWER_MS) });

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** When the line's upgrade (or renewal) was first claimed (its row appeared), in this process's time. */
async function claimOf(lineId: string, table: typeof planChanges | typeof lineRenewals = planChanges) {
  for (;;) {
    const rows = await t.database.db.select({ id: table.id }).from(table).where(eq(table.lineId, lineId));
    if (rows.length > 0) return Date.now();
    await sleepUntil(Date.now() + 2);
  }
}

/**
 * Per line: two requests at once, then (while the first is being charged) ten more, the last of
 * them around the moment the card provider answers it: one that read the line before the first
 * was recorded and claims just after must not be charged too.
 */
function burst(
  lineId: string,
  table: typeof planChanges | typeof lineRenewals,
  request: (turn: number) => Promise<Answer>,
): Promise<Answer[]> {
  const first = [request(0), request(1)];
  const later = claimOf(lineId, table).then((claimedAt) =>
    Array.from({ length: REQUESTS_PER_LINE - 2 }, async (_, index) => {
      await sleepUntil(claimedAt + CHARGE_ANSWER_MS - 45 + index * 5);
      return request(index);
    }),
  );
  return later.then((rest) => Promise.all([...first, ...rest]));
}

type Answer = { statusCode: number; body: string; json: () => unknown };

/** The customer's request through the first instance (even turns) or the second (odd turns). */
function send(customer: TestCustomer, turn: number, url: string, payload: object): Promise<Answer> {
  const app = turn % 2 === 0 ? t : other();
  return app.app.inject({
    method: 'POST',
    url,
    headers: { ...app.headers, authorization: `Bearer ${customer.token}` },
    payload,
  });
}

/**
 * Customers with one line each on the $40 plan (a line without an order pays no tax), saved
 * card, and the period given in days around the shared clock's now.
 */
async function linesOn(period: { startDays: number; endDays: number }) {
  const unlimited = await createPlan(t.database, { retailName: 'Unlimited', retailPriceCents: 4000 });
  const premium = await createPlan(t.database, { retailName: 'Premium', retailPriceCents: 6000 });
  const now = clock.now().getTime();
  const lines = [];
  for (let index = 0; index < LINES; index += 1) {
    const customer = await newCustomer(t);
    const card = await saveCard(t, customer);
    const row = await createLine(t.database, customer.id, {
      planId: unlimited.id,
      periodStart: new Date(now + period.startDays * DAY_MS),
      periodEnd: new Date(now + period.endDays * DAY_MS),
    });
    const response = await customer.get('/app/users/lines');
    const line = (response.json() as { lines: Line[] }).lines.find((each) => each.id === row.id);
    if (!line?.renewal) throw new Error('no line with a renewal');
    lines.push({ customer, line, card });
  }
  return { premium, lines };
}

/** The card provider's charges by the kind of their key (`plan-change-`, `renewal-`). */
const chargesOf = async (kind: string) =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt))).filter(
    (charge) => charge.idempotencyKey.startsWith(kind),
  );

type HistoryRow = { item: string; successful: boolean };
const historyOf = async (customer: TestCustomer) =>
  ((await customer.get('/app/payments/transactions?limit=50')).json() as { transactions: HistoryRow[] })
    .transactions;

function expectOneOutcome(answers: Answer[], conflicts: string[]) {
  const successes = answers.filter((answer) => answer.statusCode === 200);
  expect(successes.length, answers.map((answer) => answer.body).join('\n')).toBeGreaterThanOrEqual(1);
  for (const success of successes) expect(success.json()).toMatchObject({ successful: true });
  for (const answer of answers.filter((each) => each.statusCode !== 200)) {
    expect(answer.statusCode, answer.body).toBe(409);
    const body = answer.json() as { message: string };
    expect(body).toEqual({ message: body.message });
    expect(conflicts).toContain(body.message);
  }
}

describe('an upgrade now', () => {
  it('is charged once per line for twelve requests with fresh keys sent to two servers at once', async () => {
    const { premium, lines } = await linesOn({ startDays: -10, endDays: 20 });
    const upgrade = (customer: TestCustomer, line: Line, turn: number) =>
      send(customer, turn, `/app/users/lines/${line.id}/plan-change`, {
        planId: premium.id,
        when: 'now',
        periodEnd: line.renewal?.periodEnd,
        idempotencyKey: `plan-${crypto.randomUUID()}`,
      });

    const answers = await Promise.all(
      lines.map(({ customer, line }) => burst(line.id, planChanges, (turn) => upgrade(customer, line, turn))),
    );

    const charges = await chargesOf('plan-change-');
    expect(charges).toHaveLength(LINES);
    for (const [index, { customer, line }] of lines.entries()) {
      const lineAnswers = answers[index] ?? [];
      expectOneOutcome(lineAnswers, [P.samePlan, P.inProgress, P.planChangedMeanwhile]);
      for (const success of lineAnswers.filter((answer) => answer.statusCode === 200)) {
        expect(success.json()).toMatchObject({ message: P.upgraded('Premium') });
      }
      const rows = (await historyOf(customer)).filter(
        (row) => row.item === P.historyItem('Unlimited', 'Premium'),
      );
      expect(rows.map((row) => row.successful)).toEqual([true]);
      const receipts = (await mailsTo(t.database, customer.email)).filter((mail) =>
        mail.subject.includes('is now Premium'),
      );
      expect(receipts).toHaveLength(1);
      const now = (await customer.get('/app/users/lines')).json() as { lines: Line[] };
      expect(now.lines.find((each) => each.id === line.id)?.planName).toBe('Premium');
    }
  });

  it('after a declined card can be tried again with a new key, and that one is charged', async () => {
    const { premium, lines } = await linesOn({ startDays: -10, endDays: 20 });
    const [first] = lines;
    if (!first) throw new Error('no line');
    const { customer, line, card } = first;
    const declined = await saveCard(t, customer, { number: DECLINED_CARD });
    await customer.post('/app/payments/cards/setdefault', { cardId: declined.id });
    const body = () => ({
      planId: premium.id,
      when: 'now',
      periodEnd: line.renewal?.periodEnd,
      idempotencyKey: `plan-${crypto.randomUUID()}`,
    });

    const refused = await send(customer, 0, `/app/users/lines/${line.id}/plan-change`, body());
    expect(refused.json()).toMatchObject({ successful: false });

    await customer.post('/app/payments/cards/setdefault', { cardId: card.id });
    const second = await send(customer, 1, `/app/users/lines/${line.id}/plan-change`, body());
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ successful: true, message: P.upgraded('Premium') });
    const paid = (await chargesOf('plan-change-')).filter((charge) => charge.status === 'succeeded');
    expect(paid).toHaveLength(1);
  });
});

describe('Renew now of a renewal that is due', () => {
  it('is charged once per line for twelve requests sent to two servers at once', async () => {
    const { lines } = await linesOn({ startDays: -31, endDays: -1 });

    const answers = await Promise.all(
      lines.map(({ customer, line }) =>
        burst(line.id, lineRenewals, (turn) =>
          send(customer, turn, `/app/users/lines/${line.id}/renew`, { periodEnd: line.renewal?.periodEnd }),
        ),
      ),
    );

    expect(await chargesOf('renewal-')).toHaveLength(LINES);
    for (const [index, { customer }] of lines.entries()) {
      expectOneOutcome(answers[index] ?? [], [R.inProgress]);
      const rows = (await historyOf(customer)).filter((row) => row.item === R.historyItem('Unlimited'));
      expect(rows.map((row) => row.successful)).toEqual([true]);
      const receipts = (await mailsTo(t.database, customer.email)).filter((mail) =>
        mail.subject.startsWith('Receipt'),
      );
      expect(receipts).toHaveLength(1);
    }
  });
});
