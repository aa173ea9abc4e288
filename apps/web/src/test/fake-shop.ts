import type { OrderRequest, PlacedOrder, Quote } from '@mvno/contracts/api/checkout';
import type { Card } from '@mvno/contracts/entities';
import type { FakeAnswer, FakeRoute } from './fake-api';
import { stubApi } from './fake-api';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';

export const PLAN = { id: 'plan-unlimited', retailName: 'Unlimited Plus', retailPrice: 40 };
const TAX_RATES: Record<string, number> = { CA: 0.0725, NY: 0.04, TX: 0.0625 };

export function makeCard(overrides: Partial<Card> & Pick<Card, 'id' | 'last4Digits'>): Card {
  return { cardholderName: 'Jo Tester', expiry: '12/29', primaryCard: false, network: 'visa', ...overrides };
}

/** Prices an order the way the contract describes: tax by state, fixed fees, promo SAVE5. */
export function priceOrder(request: OrderRequest): FakeAnswer {
  const state = request.billingState ?? request.shippingAddress?.state ?? '';
  if (request.promoCode && request.promoCode !== 'SAVE5') {
    return {
      status: 400,
      body: {
        message: 'Some fields need your attention',
        errors: [{ field: 'promoCode', message: 'This promo code is not valid' }],
      },
    };
  }
  const discountAmount = request.promoCode ? 5 : 0;
  const orderTotal = PLAN.retailPrice;
  const taxAmount = Math.round(orderTotal * (TAX_RATES[state] ?? 0.05) * 100) / 100;
  const quote: Quote = {
    orderTotal,
    taxAmount,
    taxRate: TAX_RATES[state] ?? 0.05,
    regulatoryFee: 1.5,
    activationFee: 10,
    discountAmount,
    finalCheckoutAmount: Math.round((orderTotal + taxAmount + 1.5 + 10 - discountAmount) * 100) / 100,
    // Each automatic renewal: the plan with its tax and the regulatory fee (decision 027).
    renewal: {
      amount: Math.round((orderTotal + taxAmount + 1.5) * 100) / 100,
      periodDays: 30,
      termsVersion: RENEWAL_TERMS_VERSION,
    },
  };
  return { body: quote };
}

export function placedOrder(request: OrderRequest, successful: boolean): PlacedOrder {
  const quote = priceOrder(request).body as Quote;
  return {
    orderId: 'order-1',
    transactionId: 'txn-1',
    successful,
    message: successful ? 'Payment successful' : 'Your card was declined',
    quote,
    line: successful
      ? {
          id: 'line-1',
          nickname: '',
          mdn: '2135550100',
          subscriberNumber: 'sub-1',
          zipCode: '90210',
          iccid: '8901260000000000001',
          activationCode: null,
        }
      : null,
    portInFollows: false,
  };
}

type ShopOptions = {
  cards?: Card[];
  /** The saved cards are answered once this settles (a slow answer after a reload). */
  cardsAfter?: Promise<unknown>;
  /** Answers each pay request in turn; the last one repeats. */
  pay?: ((request: OrderRequest) => FakeAnswer | Promise<FakeAnswer>)[];
  /** More of the API, e.g. the lines and plans the dashboard reads. */
  routes?: Record<string, FakeRoute>;
};

export function fakeShop({
  cards = [],
  cardsAfter,
  pay = [(request) => ({ body: placedOrder(request, true) })],
  routes = {},
}: ShopOptions = {}) {
  let payCount = 0;
  return stubApi({
    ...routes,
    'GET /app/payments/cards': async () => {
      await cardsAfter;
      return { body: { cards } };
    },
    'POST /app/checkout/quote': (body) => priceOrder(body as OrderRequest),
    'POST /app/checkout/pay': (body) => {
      const answer = pay[Math.min(payCount++, pay.length - 1)];
      return answer!(body as OrderRequest);
    },
    'POST /app/payments/storecardpage': () => ({
      body: { url: '#provider-card-page', sessionId: 'cs_checkout' },
    }),
  });
}
