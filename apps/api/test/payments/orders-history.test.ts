import { describe, expect, it } from 'vitest';
import { PAYMENT_HISTORY_SUMMARY_COUNT } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { ORDER_HISTORY_PAGE_MAX } from '@mvno/contracts/product-constants/payments';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { seedDemoData } from '../../src/db/seed';
import { transactions } from '../../src/db/schema/payments';
import { DEMO_CUSTOMER, DEMO_LINES } from '../../src/db/seed-data/catalog';
import { newCustomer, payBody, saveCard } from '../support/commerce';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

async function demoCustomer() {
  await seedDemoData(t.database.db, { brandName: 'Brightline Mobile', product: 'brightline' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/app/auth/login',
    headers: t.headers,
    payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.statusCode).toBe(200);
  const headers = { ...t.headers, authorization: `Bearer ${login.json().token as string}` };
  return {
    get: (url: string) => t.app.inject({ url, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  };
}

type Tx = {
  transactionTime: string;
  successful: boolean;
  paymentDetails: Record<string, unknown>;
};

describe('order history and lines', () => {
  it('lists the demo transactions newest first, with absent fees as null', async () => {
    const demo = await demoCustomer();

    const response = await demo.get('/app/payments/transactions?limit=50');

    expect(response.statusCode).toBe(200);
    const list = response.json().transactions as Tx[];
    expect(list).toHaveLength(9);
    expect(response.json().nextCursor).toBeNull();
    const times = list.map((tx) => Date.parse(tx.transactionTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.filter((tx) => !tx.successful)).toHaveLength(1);
    const withoutActivation = list.find((tx) => tx.paymentDetails.activationFee === null);
    expect(withoutActivation?.paymentDetails).toMatchObject({ discountAmount: null, regulatoryFee: 1.5 });
    expect(list.some((tx) => tx.paymentDetails.activationFee === 10)).toBe(true);
  });

  it('puts a new order first, and the new line beside the existing ones', async () => {
    const demo = await demoCustomer();
    const [plan] = (await t.app.inject({ url: '/app/plans', headers: t.headers })).json() as { id: string }[];
    const [primary] = (await demo.get('/app/payments/cards')).json().cards as {
      id: string;
      primaryCard: boolean;
    }[];
    expect(primary?.primaryCard).toBe(true);

    // The seeded cards are known to the sandbox provider, so they can be charged.
    const placed = await demo.post(
      '/app/checkout/pay',
      payBody(plan!.id, primary!.id, { promoCode: 'SAVE5' }),
    );

    expect(placed.json()).toMatchObject({ successful: true });
    const [newest] = (await demo.get('/app/payments/transactions')).json().transactions as (Tx & {
      id: string;
    })[];
    expect(newest?.id).toBe(placed.json().transactionId);
    // Starter 5GB $15 - $5 = $10, taxed at the demo customer's address on file in Austin (decision 060):
    // Texas 6.25% = $0.63 (rounded half up from 0.625), Austin's 2% = $0.20, the 2% 911 fee $0.20; + $1.50.
    expect(newest?.paymentDetails).toEqual({
      orderTotal: 15,
      taxAmount: 1.03,
      regulatoryFee: 1.5,
      activationFee: null,
      discountAmount: 5,
      paymentMethod: 'visa',
      last4DigitCard: '4242',
      finalCheckoutAmount: 12.53,
      // Each of those taxes with its jurisdiction, from the order's invoice (decision 078).
      taxLines: expect.any(Array),
    });
    const taxLines = (
      newest?.paymentDetails as { taxLines: { amount: number; jurisdiction: { code: string } }[] }
    ).taxLines;
    expect(taxLines.map((line) => [line.jurisdiction.code, line.amount]).sort()).toEqual([
      ['US-TX', 0.2],
      ['US-TX', 0.63],
      ['US-TX-AUSTIN', 0.2],
    ]);
    const lines = (await demo.get('/app/users/lines')).json().lines as { mdn: string }[];
    expect(lines.map((l) => l.mdn)).toEqual([...DEMO_LINES.map((l) => l.mdn), placed.json().line.mdn]);
  });

  it('shows a customer only their own history and lines', async () => {
    const demo = await demoCustomer();
    const newcomer = await newCustomer(t);

    expect((await newcomer.get('/app/payments/transactions')).json()).toEqual({
      transactions: [],
      nextCursor: null,
    });
    expect((await newcomer.get('/app/users/lines')).json()).toEqual({ lines: [], nextCursor: null });
    expect((await demo.get('/app/users/lines')).json().lines).toHaveLength(2);
    await saveCard(t, newcomer);
    expect((await newcomer.get('/app/payments/transactions')).json().transactions).toEqual([]);
  });
});

describe('order history a page at a time', () => {
  /** `count` orders, one a day back from 2026-11-20, the first three at the very same instant. */
  async function history(userId: string, count: number) {
    const rows = Array.from({ length: count }, (_, i) => ({
      userId,
      item: `Order ${i + 1}`,
      transactionTime: new Date(Date.UTC(2026, 10, 20 - Math.max(0, i - 2), 12)),
      successful: true,
      orderTotalCents: 1000 + i,
      finalCents: 1000 + i,
    }));
    await t.database.db.insert(transactions).values(rows);
  }

  type Page = { transactions: { id: string; transactionTime: string }[]; nextCursor: string | null };

  it('pages through a long history newest first, each order once, with no page larger than asked', async () => {
    const customer = await newCustomer(t);
    await history(customer.id, 23);

    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const response = await customer.get(
        `/app/payments/transactions?limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);

    expect(pages.map((page) => page.transactions.length)).toEqual([10, 10, 3]);
    const all = pages.flatMap((page) => page.transactions);
    expect(new Set(all.map((tx) => tx.id)).size).toBe(23);
    const times = all.map((tx) => Date.parse(tx.transactionTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives the summary its five newest by default and keeps to one month when asked', async () => {
    const customer = await newCustomer(t);
    await history(customer.id, 60);

    const summary = (await customer.get('/app/payments/transactions')).json() as Page;
    const october = (
      await customer.get(
        '/app/payments/transactions?limit=50&from=2026-10-01T00:00:00Z&to=2026-11-01T00:00:00Z',
      )
    ).json() as Page;

    expect(summary.transactions).toHaveLength(PAYMENT_HISTORY_SUMMARY_COUNT);
    expect(summary.nextCursor).not.toBeNull();
    expect(october.transactions).toHaveLength(31);
    expect(october.transactions.every((tx) => tx.transactionTime.startsWith('2026-10-'))).toBe(true);
    expect(october.nextCursor).toBeNull();
  });

  it('refuses a page larger than the bound, and a cursor that is not an order id', async () => {
    const customer = await newCustomer(t);

    const tooMany = await customer.get(`/app/payments/transactions?limit=${ORDER_HISTORY_PAGE_MAX + 1}`);
    const badCursor = await customer.get('/app/payments/transactions?cursor=not-an-id');

    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: MESSAGES.api.validation, errors: [{ field: 'limit' }] });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ errors: [{ field: 'cursor' }] });
  });

  it('refuses a month bound the database cannot store with a field error, not a server error', async () => {
    const customer = await newCustomer(t);
    const outOfRange = {
      message: MESSAGES.api.validation,
      errors: [{ field: 'from', message: PRODUCT_MESSAGES.shop.historyDateOutOfRange }],
    };

    // Year 0 passes the ISO 8601 rule, and PostgreSQL refuses it.
    const yearZero = await customer.get('/app/payments/transactions?from=0000-02-29T20%3A00%3A00-20%3A00');
    const farFuture = await customer.get('/app/payments/transactions?to=9999-12-31T23%3A00%3A00-05%3A00');
    const lastDay = await customer.get('/app/payments/transactions?to=9999-12-31T23%3A00%3A00Z');

    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json()).toStrictEqual(outOfRange);
    expect(farFuture.statusCode).toBe(400);
    expect(farFuture.json()).toStrictEqual({
      ...outOfRange,
      errors: [{ ...outOfRange.errors[0], field: 'to' }],
    });
    expect(lastDay.statusCode).toBe(200);
  });

  it("reads nothing through another customer's order id used as a cursor", async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    await history(owner.id, 3);
    await history(other.id, 3);
    const [first] = ((await owner.get('/app/payments/transactions')).json() as Page).transactions;

    const response = await other.get(`/app/payments/transactions?cursor=${first!.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ transactions: [], nextCursor: null });
  });
});
