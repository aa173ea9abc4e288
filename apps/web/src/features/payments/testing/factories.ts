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
