import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { DEMO_CUSTOMER, DEMO_LINES } from '../src/db/seed-data/catalog';
import { newCustomer, payBody, saveCard } from './support/commerce';
import { useTestApp } from './support/test-app';

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

    const response = await demo.get('/app/payments/transactions');

    expect(response.statusCode).toBe(200);
    const list = response.json().transactions as Tx[];
    expect(list).toHaveLength(9);
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
    // Starter 5GB $15 - $5 = $10; Texas 6.25% = $0.63 (rounded half up from 0.625); + $1.50.
    expect(newest?.paymentDetails).toEqual({
      orderTotal: 15,
      taxAmount: 0.63,
      regulatoryFee: 1.5,
      activationFee: null,
      discountAmount: 5,
      paymentMethod: 'visa',
      last4DigitCard: '4242',
      finalCheckoutAmount: 12.13,
    });
    const lines = (await demo.get('/app/users/lines')).json().lines as { mdn: string }[];
    expect(lines.map((l) => l.mdn)).toEqual([...DEMO_LINES.map((l) => l.mdn), placed.json().line.mdn]);
  });

  it('shows a customer only their own history and lines', async () => {
    const demo = await demoCustomer();
    const newcomer = await newCustomer(t);

    expect((await newcomer.get('/app/payments/transactions')).json()).toEqual({ transactions: [] });
    expect((await newcomer.get('/app/users/lines')).json()).toEqual({ lines: [] });
    expect((await demo.get('/app/users/lines')).json().lines).toHaveLength(2);
    await saveCard(t, newcomer);
    expect((await newcomer.get('/app/payments/transactions')).json().transactions).toEqual([]);
  });
});
