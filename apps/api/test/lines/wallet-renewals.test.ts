/**
 * Account credit at renewals (decision 071), on the shared test clock of two app instances (two
 * queue workers on one database): credit is spent before the card, once per renewal try; two lines
 * of one account renewing at the same moment on both instances never spend the same credit twice
 * nor take the balance below zero. Referrals pay both sides once, after the referred customer's
 * first renewal, and never a self-referral.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { users } from '../../src/db/schema/accounts';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { referrals } from '../../src/db/schema/wallet';
import { DAY_MS } from '../../src/lib/clock';
import { mailsTo } from '../support/auth';
import { advanceClock, useClockApps } from '../support/clock-apps';
import { futureExpiry, newCustomer, payBody, saveCard, type TestCustomer } from '../support/commerce';
import { waitForJobs } from '../support/jobs';
import { customerWithPaidLine, linesOf } from '../support/lines';
import { entriesOf, expectBalanceIsSumOfEntries, loadBody, sweepWallet, walletOf } from '../support/wallet';

const W = ACCOUNT_MESSAGES.wallet;
const DAY_SECONDS = DAY_MS / 1000;
// Small referral amounts and one referral a year, to see the yearly limit.
const { clock, t, other } = useClockApps({
  WALLET_REFERRER_CENTS: '1500',
  WALLET_REFERRED_CENTS: '700',
  WALLET_REFERRALS_PER_YEAR: '1',
});

const renewalCharges = async () =>
  (await t.database.db.select().from(sandboxCharges).orderBy(asc(sandboxCharges.createdAt))).filter((c) =>
    c.idempotencyKey.startsWith('renewal-'),
  );

const renewalRows = async (userId: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId))).filter((row) =>
    row.item.startsWith('Plan renewal'),
  );

const walletSweep = () => sweepWallet(t, clock);

/** Renews the line now through the instance's API (Renew now). */
const renewOn = (
  app: ReturnType<typeof other>,
  customer: TestCustomer,
  line: { id: string; periodEnd: string },
) =>
  app.app.inject({
    method: 'POST',
    url: `/app/users/lines/${line.id}/renew`,
    headers: { ...app.headers, authorization: `Bearer ${customer.token}` },
    payload: { periodEnd: line.periodEnd },
  });

describe('credit at renewal', () => {
  it('is spent before the card: a renewal of $44.80 with $50 of credit charges no card', async () => {
    const { customer, line } = await customerWithPaidLine(t);
    await customer.post('/app/wallet/loads', loadBody(50));

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);

    expect(await renewalCharges()).toEqual([]);
    expect(await renewalRows(customer.id)).toEqual([
      expect.objectContaining({ successful: true, taxCents: 330, creditCents: 4480, finalCents: 0 }),
    ]);
    // The order history shows the credit, and the card's part as the final amount.
    const history = (await customer.get('/app/payments/transactions')).json() as {
      transactions: { item: string; paymentDetails: Record<string, unknown> }[];
    };
    expect(
      history.transactions.find((row) => row.item.startsWith('Plan renewal'))?.paymentDetails,
    ).toMatchObject({
      accountCredit: 44.8,
      finalCheckoutAmount: 0,
    });
    const receipt = (await mailsTo(t.database, customer.email)).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.textBody).toContain('Account credit used: $44.80');
    expect(receipt?.textBody).toContain('Paid with account credit');
    const after = (await linesOf(customer))[0] as { renewal: { periodStart: string } };
    expect(after.renewal.periodStart).toBe(line.renewal?.periodEnd);
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(520);
    // The renewal is invoiced whole, with its taxes, though no card paid it (decision 069).
    const invoices = (await customer.get('/app/payments/invoices')).json() as {
      documents: { item: string; total: number }[];
    };
    expect(invoices.documents.find((document) => document.item.startsWith('Plan renewal'))).toMatchObject({
      total: 44.8,
    });
  });

  it('two lines of one account falling due at once, on two instances, never spend the same credit twice', async () => {
    const { customer, plan, card, line } = await customerWithPaidLine(t);
    expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json()).toMatchObject({
      successful: true,
    });
    await waitForJobs(t.database);
    const lines = (await linesOf(customer)) as { id: string; renewal: { periodEnd: string } }[];
    expect(lines).toHaveLength(2);
    await customer.post('/app/wallet/loads', loadBody(50));
    // Both lines' periods end at the same moment.
    const periodEnd = line.renewal?.periodEnd ?? '';
    const { subscriptionLines } = await import('../../src/db/schema/lines');
    for (const l of lines) {
      await t.database.db
        .update(subscriptionLines)
        .set({ periodEnd: new Date(periodEnd) })
        .where(eq(subscriptionLines.id, l.id));
    }
    clock.advance(30 * DAY_MS + 60_000);
    const [first, second] = lines.map((l) => ({ id: l.id, periodEnd }));
    if (!first || !second) throw new Error('two lines');

    // Renew now of each line on each instance, and both instances' sweeps, all at once.
    const answers = await Promise.all([
      renewOn(t, customer, first),
      renewOn(other(), customer, second),
      renewOn(other(), customer, first),
      renewOn(t, customer, second),
      advanceClock(t.app, 0),
      advanceClock(other().app, 0),
    ]);
    await waitForJobs(t.database);

    for (const answer of answers.slice(0, 4)) expect([200, 409]).toContain(answer?.statusCode);
    const rows = await renewalRows(customer.id);
    expect(rows).toHaveLength(2);
    // $50 of credit against 2 x $44.80: $44.80 and $5.20 of it, the card charged $39.60 once.
    expect(rows.map((r) => r.creditCents).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([520, 4480]);
    expect(rows.map((r) => r.finalCents).sort((a, b) => a - b)).toEqual([0, 3960]);
    expect((await renewalCharges()).map((c) => c.amountCents)).toEqual([3960]);
    const spends = (await entriesOf(t.database, customer.id)).filter((e) => e.kind === 'spend');
    expect(spends.reduce((sum, e) => sum + e.amountCents, 0)).toBe(-5000);
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(0);
  });

  it('gives the credit back when the card declines the rest', async () => {
    const { customer, line } = await customerWithPaidLine(t);
    await customer.post('/app/wallet/loads', loadBody(10));
    const declined = await saveCard(t, customer, { number: '4000 0000 0000 0002' });
    await customer.post('/app/payments/cards/setdefault', { cardId: declined.id });

    const answer = await renewOn(t, customer, {
      id: line.id,
      periodEnd: line.renewal?.periodEnd ?? '',
    });

    expect(answer.json()).toMatchObject({ successful: false });
    const kinds = (await entriesOf(t.database, customer.id)).map((e) => [e.kind, e.amountCents]);
    expect(kinds).toEqual([
      ['load', 1000],
      ['spend', -1000],
      ['given_back', 1000],
    ]);
    expect(await expectBalanceIsSumOfEntries(t.database, customer)).toBe(1000);
  });
});

/** A new customer who came with the referrer's code and bought a line with a card of their own. */
async function referredCustomer(referrer: TestCustomer, expiryYears = 5) {
  const code = (await walletOf(referrer)).referral.code;
  const { plan } = await customerWithPaidLine(t);
  const customer = await newCustomer(t);
  const used = await customer.post('/app/wallet/referral', { code });
  expect(used.json()).toMatchObject({ message: W.referredBy });
  const card = await saveCard(t, customer, { expiry: futureExpiry(expiryYears) });
  expect((await customer.post('/app/checkout/pay', payBody(plan.id, card.id))).json().successful).toBe(true);
  await waitForJobs(t.database);
  return customer;
}

describe('referrals', () => {
  it('pay both sides once, after the referred customer first renews, at most once a year for the referrer', async () => {
    const { customer: referrer } = await customerWithPaidLine(t);
    const friend = await referredCustomer(referrer);
    const secondFriend = await referredCustomer(referrer, 6);

    // Before the first renewal nothing is paid.
    await walletSweep();
    expect((await walletOf(friend)).balance).toBe(0);

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    await Promise.all([walletSweep(), walletSweep()]);
    await walletSweep();

    const referrerCredit = (await entriesOf(t.database, referrer.id)).filter((e) => e.kind === 'referral');
    expect(referrerCredit.map((e) => e.amountCents)).toEqual([1500]);
    for (const referred of [friend, secondFriend]) {
      const credit = (await entriesOf(t.database, referred.id)).filter((e) => e.kind === 'referral');
      expect(credit.map((e) => e.amountCents)).toEqual([700]);
      await expectBalanceIsSumOfEntries(t.database, referred);
    }
    const rows = await t.database.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(rows.map((r) => [r.status, r.reason]).sort()).toEqual([
      ['paid', null],
      ['paid', 'yearly_limit'],
    ]);
  });

  it('never pays a self-referral: the same card, or the same address', async () => {
    const { customer: referrer } = await customerWithPaidLine(t);
    const code = (await walletOf(referrer)).referral.code;
    // The same card (network, last four, expiry) as the referrer's: refused when the code is used.
    const sameCard = await newCustomer(t);
    await saveCard(t, sameCard);
    const refused = await sameCard.post('/app/wallet/referral', { code });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(W.ownCode);
    // Their own code.
    expect((await referrer.post('/app/wallet/referral', { code })).statusCode).toBe(400);
    // The same address, known only later: refused at payout.
    const sameAddress = await referredCustomer(referrer);
    const address = { streetNumber: '12', streetName: 'Elm St', zipCode: '78702' };
    await t.database.db.update(users).set(address).where(eq(users.id, referrer.id));
    await t.database.db
      .update(users)
      .set({ ...address, streetName: 'ELM  st' })
      .where(eq(users.id, sameAddress.id));

    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    await walletSweep();

    const [row] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, sameAddress.id));
    expect(row).toMatchObject({ status: 'refused', reason: 'same_address' });
    for (const c of [referrer, sameAddress, sameCard]) {
      expect((await entriesOf(t.database, c.id)).filter((e) => e.kind === 'referral')).toEqual([]);
    }
  });

  it('refuses a code after the first renewal, a second referral, and an unknown code', async () => {
    const { customer: referrer } = await customerWithPaidLine(t);
    const code = (await walletOf(referrer)).referral.code;
    const friend = await referredCustomer(referrer);

    expect((await friend.post('/app/wallet/referral', { code })).statusCode).toBe(409);
    expect((await friend.post('/app/wallet/referral', { code: 'NOSUCHCODE' })).statusCode).toBe(400);
    const { customer: renewed } = await customerWithPaidLine(t);
    await advanceClock(t.app, 30 * DAY_SECONDS + 60);
    await waitForJobs(t.database);
    const late = await renewed.post('/app/wallet/referral', { code });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: W.notNew });
  });
});
