import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { paymentCards, sandboxPaymentMethods } from '../../src/db/schema/payments';
import {
  cardForm,
  newCustomer,
  postSandboxForm,
  rowCount,
  saveCard,
  startCardSession,
} from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

type CardView = { id: string; last4Digits: string; primaryCard: boolean };
const cardsOf = async (customer: Awaited<ReturnType<typeof newCustomer>>) =>
  (await customer.get('/app/payments/cards')).json().cards as CardView[];

describe('saved cards', () => {
  it('starts with none; the first card becomes primary and the list shows the primary first', async () => {
    const customer = await newCustomer(t);
    expect(await cardsOf(customer)).toEqual([]);

    const first = await saveCard(t, customer, { number: '4242 4242 4242 4242' });
    const second = await saveCard(t, customer, { number: '5555 5555 5555 4444' });

    expect(first.primaryCard).toBe(true);
    expect(second.primaryCard).toBe(false);
    const cards = await cardsOf(customer);
    expect(cards.map((c) => [c.last4Digits, c.primaryCard])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
  });

  it('saves the card of a session once, even when confirm is called twice at once', async () => {
    const customer = await newCustomer(t);
    const { sessionId, pagePath } = await startCardSession(customer);
    await postSandboxForm(t.app, pagePath, cardForm());

    const [a, b] = await Promise.all([
      customer.post('/app/payments/storecardpage/confirm', { sessionId }),
      customer.post('/app/payments/storecardpage/confirm', { sessionId }),
    ]);
    const c = await customer.post('/app/payments/storecardpage/confirm', { sessionId });

    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(a.json().card.id).toBe(b.json().card.id);
    expect(c.json().card.id).toBe(a.json().card.id);
    expect(await rowCount(t.database, paymentCards)).toBe(1);
  });

  it('does not save a card for a session the customer has not completed, nor for another customer', async () => {
    const customer = await newCustomer(t);
    const { sessionId, pagePath } = await startCardSession(customer);

    const early = await customer.post('/app/payments/storecardpage/confirm', { sessionId });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: MESSAGES.cardSaveFailed });

    await postSandboxForm(t.app, pagePath, cardForm());
    const stranger = await newCustomer(t);
    const stolen = await stranger.post('/app/payments/storecardpage/confirm', { sessionId });
    expect(stolen.statusCode).toBe(404);
    expect(await rowCount(t.database, paymentCards)).toBe(0);
  });

  it("answers 404 for another customer's card on delete and set-primary, and changes nothing", async () => {
    const owner = await newCustomer(t);
    const card = await saveCard(t, owner);
    const other = await saveCard(t, owner, { number: '5555 5555 5555 4444' });
    const stranger = await newCustomer(t);

    const deleted = await stranger.del('/app/payments/cards', { cardId: card.id });
    const primary = await stranger.post('/app/payments/cards/setdefault', { cardId: other.id });
    const unknown = await owner.del('/app/payments/cards', { cardId: 'not-a-card' });

    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual({ message: PRODUCT_MESSAGES.payments.cardNotFound });
    expect(primary.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect((await cardsOf(owner)).map((c) => [c.id, c.primaryCard])).toEqual([
      [card.id, true],
      [other.id, false],
    ]);
  });

  it('sets another card as primary', async () => {
    const customer = await newCustomer(t);
    const first = await saveCard(t, customer);
    const second = await saveCard(t, customer, { number: '5555 5555 5555 4444' });

    const response = await customer.post('/app/payments/cards/setdefault', { cardId: second.id });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PRODUCT_MESSAGES.payments.primaryChanged });
    expect((await cardsOf(customer)).map((c) => [c.id, c.primaryCard])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('deleting the primary card makes the newest other card primary and forgets it at the provider', async () => {
    const customer = await newCustomer(t);
    const primary = await saveCard(t, customer);
    const older = await saveCard(t, customer, { number: '5555 5555 5555 4444' });
    const newest = await saveCard(t, customer, { number: '3782 822463 10005', cvv: '1234' });

    const response = await customer.del('/app/payments/cards', { cardId: primary.id });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(PRODUCT_MESSAGES.payments.cardDeleted);
    expect(body.cards.map((c: CardView) => [c.id, c.primaryCard])).toEqual([
      [newest.id, true],
      [older.id, false],
    ]);
    const detached = (await t.database.db.select().from(sandboxPaymentMethods)).filter((m) => m.detachedAt);
    expect(detached.map((m) => m.last4)).toEqual(['4242']);

    const last = await customer.del('/app/payments/cards', { cardId: newest.id });
    await customer.del('/app/payments/cards', { cardId: older.id });
    expect(last.json().cards.map((c: CardView) => [c.id, c.primaryCard])).toEqual([[older.id, true]]);
    expect(await cardsOf(customer)).toEqual([]);
  });
});
