import type { Card, Transaction } from '@mvno/contracts/entities';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function makeCard(overrides: Partial<Card> = {}): Card {
  const id = nextId('card');
  return {
    id,
    cardholderName: 'Jo Tester',
    last4Digits: String(1000 + sequence).slice(-4),
    expiry: '12/29',
    primaryCard: false,
    network: 'visa',
    ...overrides,
  };
}

/** `at` is built with local constructors so dates read the same in every time zone. */
export function makeTransaction(at: Date, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: nextId('txn'),
    item: 'Unlimited Plus',
    transactionTime: at.toISOString(),
    successful: true,
    last4DigitCard: '4242',
    paymentDetails: {
      orderTotal: 40,
      taxAmount: 2.9,
      regulatoryFee: 1.5,
      activationFee: 10,
      discountAmount: 5,
      paymentMethod: 'visa',
      last4DigitCard: '4242',
      finalCheckoutAmount: 49.4,
    },
    ...overrides,
  };
}

/**
 * `GET /app/payments/transactions` as the API answers it: newest first, within `from`/`to`, after
 * the `cursor` order, `limit` at a time (5 by default), with the next page's cursor.
 */
export function historyRoute(transactions: readonly Transaction[]) {
  return (_body: unknown, url: URL) => {
    const time = (t: Transaction) => Date.parse(t.transactionTime);
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    const cursor = url.searchParams.get('cursor');
    const limit = Number(url.searchParams.get('limit') ?? 5);
    let list = [...transactions]
      .sort((a, b) => time(b) - time(a))
      .filter((t) => (!from || time(t) >= Date.parse(from)) && (!to || time(t) < Date.parse(to)));
    if (cursor) list = list.slice(list.findIndex((t) => t.id === cursor) + 1);
    const page = list.slice(0, limit);
    const nextCursor = list.length > limit ? (page.at(-1)?.id ?? null) : null;
    return { body: { transactions: page, nextCursor } };
  };
}
