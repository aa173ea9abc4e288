/**
 * Which card a renewal is charged to (decision 017, amended): Pay now and Renew now take any of
 * the customer's saved cards (another customer's is "not found"), and an automatic renewal
 * declined on the primary card is tried once on the backup card before it counts as declined.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Card } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { paymentCards, sandboxCharges, transactions } from '../../src/db/schema/payments';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { mailsTo } from '../support/auth';
import { advanceClock } from '../support/clock-apps';
import { customerWithCard, DECLINED_CARD, newCustomer, payBody, saveCard } from '../support/commerce';
import { firstLineOf } from '../support/lines';
import { waitForJobs } from '../support/jobs';
import { useTestApp } from '../support/test-app';

const R = PRODUCT_MESSAGES.renewals;
const P = PRODUCT_MESSAGES.payments;
const DAY_SECONDS = DAY_MS / 1000;

const clock = createAdjustableClock();
const t = useTestApp({ clock, content: true, overrides: { ORDER_RECOVERY_INTERVAL_SECONDS: '86400' } });

/** A customer whose line was bought with a good card, now with a declined card as the primary. */
async function lineOnDeclinedPrimary() {
  const { plan, customer, card: good } = await customerWithCard(t);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, good.id));
  expect(paid.json()).toMatchObject({ successful: true });
  await waitForJobs(t.database);
  const declined = await saveCard(t, customer, { number: DECLINED_CARD });
  expect((await customer.post('/app/payments/cards/setdefault', { cardId: declined.id })).statusCode).toBe(
    200,
  );
  return { customer, good, declined, line: await firstLineOf(customer) };
}

/** The renewal charges made at the provider, oldest first, with the saved card each went to. */
async function renewalCharges() {
  const cards = await t.database.db.select().from(paymentCards);
  // In the order they were made: without an order PostgreSQL returns an updated row where it now lies.
  return (await t.database.db.select().from(sandboxCharges).orderBy(sandboxCharges.createdAt))
    .filter((charge) => charge.idempotencyKey.startsWith('renewal-'))
    .map((charge) => ({
      cardId: cards.find((card) => card.providerToken === charge.paymentMethodToken)?.id,
      status: charge.status,
    }));
}

async function renewalRows(userId: string) {
  const rows = await t.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(transactions.transactionTime);
  return rows.filter((row) => row.item.startsWith(R.historyItem('')));
}

describe('Pay now with a chosen card', () => {
  it('reactivates a suspended line with a second card, which is the one charged', async () => {
    const { customer, good, declined, line } = await lineOnDeclinedPrimary();
    // Every automatic try is declined on the primary card: the line is suspended.
    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    await advanceClock(t.app, DAY_SECONDS);
    await waitForJobs(t.database);
    await advanceClock(t.app, 2 * DAY_SECONDS);
    await waitForJobs(t.database);
    expect((await firstLineOf(customer)).status).toBe('suspended');
    const before = (await renewalCharges()).length;

    const paid = await customer.post(`/app/users/lines/${line.id}/renew`, {
      periodEnd: line.renewal?.periodEnd,
      cardId: good.id,
    });

    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ successful: true, renewal: { state: 'scheduled' } });
    const now = await firstLineOf(customer);
    expect(now.status).toBe('active');
    const charges = await renewalCharges();
    expect(charges.slice(before)).toEqual([{ cardId: good.id, status: 'succeeded' }]);
    const rows = await renewalRows(customer.id);
    expect(rows.at(-1)).toMatchObject({ successful: true, last4: good.last4Digits });
    // The primary card stays the primary card.
    const cards = (await customer.get('/app/payments/cards')).json() as { cards: Card[] };
    expect(cards.cards.find((card) => card.primaryCard)?.id).toBe(declined.id);
  });

  it("answers 404 for another customer's card and charges nothing", async () => {
    const { customer, line } = await lineOnDeclinedPrimary();
    const stranger = await newCustomer(t);
    const strangersCard = await saveCard(t, stranger);
    const before = (await renewalCharges()).length;

    for (const cardId of [strangersCard.id, 'not-a-card']) {
      const response = await customer.post(`/app/users/lines/${line.id}/renew`, {
        periodEnd: line.renewal?.periodEnd,
        cardId,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: P.cardNotFound });
    }
    expect(await renewalCharges()).toHaveLength(before);
    expect(await renewalRows(customer.id)).toHaveLength(0);
  });
});

describe('the backup card', () => {
  it('takes an automatic renewal declined on the primary card, once, with no declined mail', async () => {
    const { customer, good, line } = await lineOnDeclinedPrimary();
    const marked = await customer.post('/app/payments/cards/setbackup', { cardId: good.id, backup: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ message: P.backupSet });
    expect((marked.json() as { cards: Card[] }).cards.find((card) => card.id === good.id)).toMatchObject({
      backupCard: true,
      primaryCard: false,
    });
    expect((await firstLineOf(customer)).renewal?.backupCard).toEqual({
      network: good.network,
      last4: good.last4Digits,
    });
    const before = (await renewalCharges()).length;

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    await advanceClock(t.app, 0);
    await waitForJobs(t.database);

    const now = await firstLineOf(customer);
    expect(now.status).toBe('active');
    expect(now.renewal?.state).toBe('scheduled');
    expect(now.renewal?.periodStart).toBe(line.renewal?.periodEnd);
    const charges = (await renewalCharges()).slice(before);
    expect(charges.map((charge) => charge.status)).toEqual(['declined', 'succeeded']);
    expect(charges[1]?.cardId).toBe(good.id);
    const rows = await renewalRows(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ successful: true, last4: good.last4Digits });
    const declinedMails = (await mailsTo(t.database, customer.email)).filter((m) =>
      m.subject.includes('did not go through'),
    );
    expect(declinedMails).toHaveLength(0);
  });

  it('is never the primary card, and only the owner marks it', async () => {
    const { customer, declined, good } = await lineOnDeclinedPrimary();
    const primary = await customer.post('/app/payments/cards/setbackup', {
      cardId: declined.id,
      backup: true,
    });
    expect(primary.statusCode).toBe(409);
    expect(primary.json()).toEqual({ message: P.backupIsPrimary });

    const stranger = await newCustomer(t);
    const foreign = await stranger.post('/app/payments/cards/setbackup', { cardId: good.id, backup: true });
    expect(foreign.statusCode).toBe(404);

    // A backup card made primary is no longer the backup.
    await customer.post('/app/payments/cards/setbackup', { cardId: good.id, backup: true });
    await customer.post('/app/payments/cards/setdefault', { cardId: good.id });
    const cards = ((await customer.get('/app/payments/cards')).json() as { cards: Card[] }).cards;
    expect(cards.filter((card) => card.backupCard)).toEqual([]);

    const cleared = await customer.post('/app/payments/cards/setbackup', {
      cardId: declined.id,
      backup: false,
    });
    expect(cleared.json()).toMatchObject({ message: P.backupCleared });
  });
});
