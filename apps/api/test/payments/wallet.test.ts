/**
 * Account credit (decision 071): loads of $10/$20/$50 with a saved card once per key and untaxed,
 * the balance as the sum of the ledger's entries, credit spent before the card for a data add-on,
 * goodwill credit within the role's limit (audited, shown on the care console's ledger), and credit
 * that expires as an entry of its own.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { GOODWILL_LIMIT_CENTS, PROMOTIONAL_CREDIT_DAYS } from '@mvno/contracts/product-constants/wallet';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { staffAuditLog } from '../../src/db/schema/platform';
import { DAY_MS } from '../../src/lib/clock';
import { formatUsd } from '../../src/lib/money';
import { call } from '../support/auth';
import { verifiedStaff } from '../support/care';
import { newStaff } from '../support/chat';
import { useClockApps } from '../support/clock-apps';
import { createPlan, DECLINED_CARD, newCustomer, payBody, saveCard } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { firstLineOf } from '../support/lines';
import { entriesOf, expectBalanceIsSumOfEntries, loadBody, sweepWallet, walletOf } from '../support/wallet';

const W = ACCOUNT_MESSAGES.wallet;
const C = STAFF_MESSAGES.care;
const { clock, t } = useClockApps();

const loadCharges = async () =>
  (await t.database.db.select().from(sandboxCharges)).filter((c) =>
    c.idempotencyKey.startsWith('wallet-load-'),
  );

const walletSweep = () => sweepWallet(t, clock);

describe('loading the wallet', () => {
  it('charges the card once for one key sent five times at once, untaxed, and adds the credit', async () => {
    const customer = await newCustomer(t);
    await saveCard(t, customer);
    const body = loadBody(20);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => customer.post('/app/wallet/loads', body)),
    );

    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const settled = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(settled.length).toBeGreaterThan(0);
    for (const answer of settled)
      expect(answer).toMatchObject({ successful: true, message: W.loaded('$20.00') });
    expect((await customer.post('/app/wallet/loads', body)).json()).toMatchObject({ successful: true });
    expect(await loadCharges()).toHaveLength(1);
    expect((await loadCharges())[0]?.amountCents).toBe(2000);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id));
    expect(rows).toEqual([
      expect.objectContaining({ item: W.historyItem, successful: true, taxCents: 0, finalCents: 2000 }),
    ]);
    const wallet = await walletOf(customer);
    expect(wallet.balance).toBe(20);
    expect(wallet.entries).toEqual([expect.objectContaining({ kind: 'load', amount: 20, expiresAt: null })]);
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(2000);
  });

  it('adds nothing when the card is declined, and refuses amounts other than $10, $20 and $50', async () => {
    const customer = await newCustomer(t);
    await saveCard(t, customer, { number: DECLINED_CARD });

    const declined = await customer.post('/app/wallet/loads', loadBody(50));
    const odd = await customer.post('/app/wallet/loads', loadBody(15));

    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ successful: false });
    expect(odd.statusCode).toBe(400);
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(0);
    expect(await entriesOf(t.database, customer.id)).toEqual([]);
  });

  it('answers 409 for one key used again for another amount, and asks for a card without one', async () => {
    const customer = await newCustomer(t);
    const noCard = await customer.post('/app/wallet/loads', loadBody(10));
    expect(noCard.statusCode).toBe(400);
    expect(JSON.stringify(noCard.json())).toContain(W.noCard);
    await saveCard(t, customer);
    const body = loadBody(10);
    expect((await customer.post('/app/wallet/loads', body)).statusCode).toBe(200);

    const reused = await customer.post('/app/wallet/loads', { ...body, amount: 50 });

    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: W.keyReused });
    expect((await walletOf(customer)).balance).toBe(10);
  });
});

describe('credit spent before the card', () => {
  it('pays a data add-on with the credit first and charges the card only for the rest, taxed at the purchase', async () => {
    const plan = await createPlan(t.database, { retailName: 'Starter 1GB', dataAllowanceMb: 1024 });
    const customer = await newCustomer(t);
    const card = await saveCard(t, customer);
    expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(
      true,
    );
    await waitForJobs(t.database);
    const line = await firstLineOf(customer);
    await customer.post('/app/wallet/loads', loadBody(10));

    const bought = await customer.post(`/app/users/lines/${line.id}/top-ups`, {
      topUpId: 'data-1gb',
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });

    expect(bought.json()).toMatchObject({ successful: true, dataAllowanceMb: 2048 });
    // $10 + $0.83 tax: $10 of credit, the card charged $0.83.
    const charges = (await t.database.db.select().from(sandboxCharges)).filter((c) =>
      c.idempotencyKey.startsWith('top-up-'),
    );
    expect(charges.map((c) => c.amountCents)).toEqual([83]);
    const [row] = (
      await t.database.db.select().from(transactions).where(eq(transactions.userId, customer.id))
    ).filter((r) => r.item.startsWith('Data add-on'));
    expect(row).toMatchObject({ orderTotalCents: 1000, taxCents: 83, creditCents: 1000, finalCents: 83 });
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(0);
    expect((await walletOf(customer)).entries.map((e) => [e.kind, e.amount])).toEqual([
      ['spend', -10],
      ['load', 10],
    ]);
  });
});

describe('goodwill credit from care', () => {
  it("is granted within the role's limit once per key, audited, and shown on the customer's ledger", async () => {
    const customer = await newCustomer(t);
    const agent = await verifiedStaff(t, 'agent', customer);
    const limit = GOODWILL_LIMIT_CENTS.agent / 100;
    const grant = (amount: number, idempotencyKey = `gw-${crypto.randomUUID()}`) =>
      call(t, 'POST', `/app/care/customers/${customer.id}/wallet/goodwill`, {
        token: agent.token,
        body: { amount, reason: 'Outage on the 3rd', idempotencyKey },
      });

    const over = await grant(limit + 0.01);
    const key = `gw-${crypto.randomUUID()}`;
    const first = await grant(limit, key);
    const again = await grant(limit, key);

    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      message: C.goodwillOverLimit(formatUsd(GOODWILL_LIMIT_CENTS.agent)),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: C.goodwillGranted(formatUsd(GOODWILL_LIMIT_CENTS.agent)) });
    expect(again.statusCode).toBe(200);
    expect((await grant(limit - 1, key)).statusCode).toBe(409);
    expect((await walletOf(customer)).balance).toBe(limit);
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'wallet.goodwill'));
    expect(audits.filter((a) => a.customerId === customer.id)).toHaveLength(1);
    const ledger = await call(t, 'GET', `/app/care/customers/${customer.id}/wallet`, { token: agent.token });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({
      balance: limit,
      entries: [{ kind: 'goodwill', amount: limit, note: 'Outage on the 3rd' }],
    });
  });

  it('is refused to a staff member who has not verified the customer, and to roles without the permission', async () => {
    const customer = await newCustomer(t);
    const unverified = await newStaff(t, 'agent', 'Una');
    const editor = await newStaff(t, 'content_editor', 'Ed');
    const body = { amount: 5, reason: 'Sorry', idempotencyKey: `gw-${crypto.randomUUID()}` };

    for (const staff of [unverified, editor]) {
      const answer = await call(t, 'POST', `/app/care/customers/${customer.id}/wallet/goodwill`, {
        token: staff.token,
        body,
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(await entriesOf(t.database, customer.id)).toEqual([]);
  });
});

describe('expiry', () => {
  it('writes the unspent rest of expired credit as an entry of its own, once, and never spends it', async () => {
    const customer = await newCustomer(t);
    const admin = await verifiedStaff(t, 'admin', customer);
    await call(t, 'POST', `/app/care/customers/${customer.id}/wallet/goodwill`, {
      token: admin.token,
      body: { amount: 30, reason: 'Goodwill', idempotencyKey: `gw-${crypto.randomUUID()}` },
    });
    await saveCard(t, customer);
    await customer.post('/app/wallet/loads', loadBody(10));

    clock.advance(PROMOTIONAL_CREDIT_DAYS * DAY_MS + 1000);
    await walletSweep();
    await walletSweep();

    const entries = await entriesOf(t.database, customer.id);
    expect(entries.filter((e) => e.kind === 'expiry').map((e) => e.amountCents)).toEqual([-3000]);
    // The goodwill entry itself is unchanged: the expiry is a new entry.
    expect(entries.find((e) => e.kind === 'goodwill')?.amountCents).toBe(3000);
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(1000);
  });
});
