/** The renewal journeys' steps: a customer's line by the API, the development clock, declined tries. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Line } from '@mvno/contracts/api/lines';
import type { Customer } from './accounts';
import { CHANNEL_HEADERS } from './server';

export const DAY_SECONDS = 24 * 60 * 60;

export const authed = (customer: Customer) => ({
  ...CHANNEL_HEADERS,
  authorization: `Bearer ${customer.token}`,
});

/** The customer's first line, as the app's API answers it. */
export async function lineOf(request: APIRequestContext, customer: Customer): Promise<Line> {
  const response = await request.get('/app/users/lines', { headers: authed(customer) });
  expect(response.status()).toBe(200);
  const [line] = ((await response.json()) as { lines: Line[] }).lines;
  if (!line) throw new Error('no line');
  return line;
}

/** Moves the development server's clock forward (it then looks for renewals due at once). */
export async function advanceClock(request: APIRequestContext, seconds: number) {
  const response = await request.post('/dev/clock', { data: { advanceSeconds: seconds } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The renewal date passes with only a declined card: tried then, after 1 and after 3 days, and the
 * line is suspended after the last try.
 */
export async function declinedTriesSuspend(
  request: APIRequestContext,
  customer: Customer,
  suspendedWithin = 20_000,
) {
  await advanceClock(request, 30 * DAY_SECONDS + 60);
  await expect
    .poll(async () => (await lineOf(request, customer)).renewal?.state, { timeout: 20_000 })
    .toBe('retrying');
  await advanceClock(request, DAY_SECONDS);
  // The second try is declined too: the next is 3 days after the renewal date.
  await expect
    .poll(
      async () => {
        const { renewal } = await lineOf(request, customer);
        return renewal?.nextAttemptAt && Date.parse(renewal.nextAttemptAt) - Date.parse(renewal.periodEnd);
      },
      { timeout: 20_000 },
    )
    .toBe(3 * DAY_SECONDS * 1000);
  await advanceClock(request, 2 * DAY_SECONDS);
  await expect
    .poll(async () => (await lineOf(request, customer)).status, { timeout: suspendedWithin })
    .toBe('suspended');
}
