import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Customer } from './accounts';
import { futureExpiry, TEST_CARDS } from './sandbox-card';
import { CHANNEL_HEADERS } from './server';

/** Gives the customer a line the way a purchase does, through the API: save a card, pay for a plan. */
export async function buyLine(request: APIRequestContext, customer: Customer): Promise<{ mdn: string }> {
  const headers = { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` };
  const started = await request.post('/app/payments/storecardpage', { headers });
  expect(started.status(), await started.text()).toBe(200);
  const { url, sessionId } = (await started.json()) as { url: string; sessionId: string };
  const posted = await request.post(new URL(url).pathname, {
    form: { cardholderName: 'Casey Nguyen', number: TEST_CARDS.visa, expiry: futureExpiry(), cvv: '123' },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  const confirmed = await request.post('/app/payments/storecardpage/confirm', {
    headers,
    data: { sessionId },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { card } = (await confirmed.json()) as { card: { id: string } };
  const plans = (await (await request.get('/app/plans', { headers: CHANNEL_HEADERS })).json()) as {
    id: string;
  }[];
  const paid = await request.post('/app/checkout/pay', {
    headers,
    data: {
      planId: plans[0]!.id,
      simType: 'esim',
      numberChoice: { type: 'new', zipCode: '78702' },
      billingState: 'TX',
      cardId: card.id,
      idempotencyKey: `e2e-${randomUUID()}`,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { line } = (await paid.json()) as { line: { mdn: string } };
  return { mdn: line.mdn };
}

/** "5125550143" -> "(512) 555-0143", as the pages show a US number. */
export function showUsNumber(mdn: string): string {
  return `(${mdn.slice(0, 3)}) ${mdn.slice(3, 6)}-${mdn.slice(6)}`;
}
