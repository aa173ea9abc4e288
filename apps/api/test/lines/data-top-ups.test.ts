/**
 * Data add-ons (decision 027): priced with the line's tax, charged once per key however many
 * requests carry it, added to the period's allowance at once, in the order history with a receipt;
 * the 80% and 100% data mails link to them.
 */
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDataPath } from '@mvno/contracts/top-up-links';
import type { LineUsage } from '@mvno/contracts/api/line-usage';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import {
  createPlan,
  DECLINED_CARD,
  newCustomer,
  payBody,
  saveCard,
  type TestCustomer,
} from '../support/commerce';
import { firstLineOf } from '../support/lines';
import { waitForJobs } from '../support/jobs';

const T = ACCOUNT_MESSAGES.topUps;
const { t } = useClockApps();

/** A customer in Texas (6.25% tax) with a line on a plan with 1 GB of data a period. */
async function customerWithLine(dataAllowanceMb: number | null = 1024, cardNumber?: string) {
  const plan = await createPlan(t.database, { retailName: 'Starter 1GB', dataAllowanceMb });
  const customer = await newCustomer(t);
  const card = await saveCard(t, customer);
  expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(true);
  const other = cardNumber ? await saveCard(t, customer, { number: cardNumber }) : undefined;
  await waitForJobs(t.database);
  return { customer, line: await firstLineOf(customer), card, other };
}

const usageOf = async (customer: TestCustomer, lineId: string) =>
  (await customer.get(`/app/users/lines/${lineId}/usage`)).json() as LineUsage;

const topUpCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt))).filter((c) =>
    c.idempotencyKey.startsWith('top-up-'),
  );

const buy = (customer: TestCustomer, lineId: string, body: Record<string, unknown>) =>
  customer.post(`/app/users/lines/${lineId}/top-ups`, body);

describe('data add-ons', () => {
  it("are offered for the rest of the period at the line's tax", async () => {
    const { customer, line } = await customerWithLine();

    const response = await customer.get(`/app/users/lines/${line.id}/top-ups`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      periodEnd: line.renewal?.periodEnd,
      options: [
        { id: 'data-1gb', name: '1 GB', dataMb: 1024, price: 10, taxAmount: 0.83, total: 10.83 },
        { id: 'data-5gb', name: '5 GB', dataMb: 5120, price: 12, taxAmount: 0.99, total: 12.99 },
      ],
    });
  });

  it('charge once for one key sent ten times at once, raise the allowance at once, with a receipt', async () => {
    const { customer, line } = await customerWithLine();
    expect((await usageOf(customer, line.id)).dataMb.allowance).toBe(1024);
    const body = { topUpId: 'data-1gb', idempotencyKey: `key-${crypto.randomUUID()}` };

    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(customer, line.id, body)));

    const settled = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    // Each request answers the paid add-on, or (still charging) "in progress": never a second charge.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(settled.length).toBeGreaterThan(0);
    for (const answer of settled) {
      expect(answer).toMatchObject({ successful: true, message: T.bought('1 GB'), dataAllowanceMb: 2048 });
    }
    const again = (await buy(customer, line.id, body)).json();
    expect(again).toEqual({ ...settled[0], dataAllowanceMb: 2048 });
    expect(await topUpCharges()).toHaveLength(1);
    expect((await usageOf(customer, line.id)).dataMb.allowance).toBe(2048);
    const rows = (await t.database.db.select().from(transactions)).filter((row) =>
      row.item.startsWith('Data add-on'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      item: T.historyItem('1 GB', line.nickname),
      successful: true,
      orderTotalCents: 1000,
      taxCents: 83,
      finalCents: 1083,
    });
    expect(rows[0]?.id).toBe(again.transactionId);
    const history = (await customer.get('/app/payments/transactions')).json();
    expect(JSON.stringify(history)).toContain(T.historyItem('1 GB', line.nickname));
    const receipts = (await mailsTo(t.database, customer.email)).filter(
      (m) => m.subject === T.receiptSubject('Brightline Mobile', '1 GB'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.textBody).toContain('Final Checkout Amount: $10.83');

    // A new key is a new purchase: 5 GB more.
    const more = await buy(customer, line.id, {
      topUpId: 'data-5gb',
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });
    expect(more.json().dataAllowanceMb).toBe(2048 + 5120);
    expect(await topUpCharges()).toHaveLength(2);
  });

  it('refuse a key reused for another add-on', async () => {
    const { customer, line } = await customerWithLine();
    const key = `key-${crypto.randomUUID()}`;
    await buy(customer, line.id, { topUpId: 'data-1gb', idempotencyKey: key });

    const other = await buy(customer, line.id, { topUpId: 'data-5gb', idempotencyKey: key });

    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: T.keyReused });
    expect(await topUpCharges()).toHaveLength(1);
  });

  it('record a declined card as a failed row and add nothing', async () => {
    const { customer, line, other } = await customerWithLine(1024, DECLINED_CARD);

    const answer = (
      await buy(customer, line.id, {
        topUpId: 'data-1gb',
        cardId: other?.id,
        idempotencyKey: `key-${crypto.randomUUID()}`,
      })
    ).json();

    expect(answer).toMatchObject({ successful: false, dataAllowanceMb: 1024 });
    expect((await usageOf(customer, line.id)).dataMb.allowance).toBe(1024);
    const failed = (await t.database.db.select().from(transactions)).filter((r) => !r.successful);
    expect(failed).toHaveLength(1);
  });

  it("are refused for unlimited data, and another customer's line or card is not found", async () => {
    const unlimited = await customerWithLine(null);
    const refused = await buy(unlimited.customer, unlimited.line.id, {
      topUpId: 'data-1gb',
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: T.unlimited });

    const { customer, line, card } = await customerWithLine();
    const stranger = await newCustomer(t);
    const key = () => `key-${crypto.randomUUID()}`;
    expect((await stranger.get(`/app/users/lines/${line.id}/top-ups`)).statusCode).toBe(404);
    expect((await buy(stranger, line.id, { topUpId: 'data-1gb', idempotencyKey: key() })).statusCode).toBe(
      404,
    );
    const strangerLine = await customerWithLine();
    const foreignCard = await buy(strangerLine.customer, strangerLine.line.id, {
      topUpId: 'data-1gb',
      cardId: card.id,
      idempotencyKey: key(),
    });
    expect(foreignCard.statusCode).toBe(404);
    expect(await topUpCharges()).toHaveLength(0);
    expect((await usageOf(customer, line.id)).dataMb.allowance).toBe(1024);
  });

  it('in renewal grace (card still Active) say to pay the renewal first, not that the line is out of service', async () => {
    const { customer, line } = await customerWithLine();
    const declined = await saveCard(t, customer, { number: DECLINED_CARD });
    await customer.post('/app/payments/cards/setdefault', { cardId: declined.id });
    await advanceClock(t.app, 30 * 86_400 + 60);
    await waitForJobs(t.database);
    const now = await firstLineOf(customer);
    expect(now.status).toBe('active');
    expect(now.renewal?.state).toBe('retrying');

    const options = await customer.get(`/app/users/lines/${line.id}/top-ups`);
    const bought = await buy(customer, line.id, {
      topUpId: 'data-1gb',
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });

    for (const answer of [options, bought]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(T.renewalDue);
      expect(answer.json().message).not.toBe(PRODUCT_MESSAGES.usage.notMetered);
    }
    expect(await topUpCharges()).toHaveLength(0);
  });

  it('are linked from the 80% data mail', async () => {
    const { customer, line } = await customerWithLine();

    await t.app.inject({
      method: 'POST',
      url: '/dev/carrier/usage',
      payload: { lineId: line.id, dataMb: 900 },
    });
    await advanceClock(t.app, 0);

    const mail = (await mailsTo(t.database, customer.email)).find((m) => m.subject.includes('80%'));
    expect(mail?.textBody).toContain(T.mailLink(`${t.config.publicUrl ?? ''}`).split(':')[0]);
    expect(mail?.textBody).toContain(addDataPath(line.id));
  });
});
