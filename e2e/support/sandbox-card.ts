import { expect, type Page } from '@playwright/test';

/** The sandbox provider's test cards, which behave like Stripe's when charged. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  mastercard: '5555555555554444',
} as const;

/** MM/YY a few years ahead, so the card never expires under the tests. */
export function futureExpiry(yearsAhead = 3): string {
  const year = (new Date().getUTCFullYear() + yearsAhead) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

export type SandboxCard = { number: string; cardholderName?: string; expiry?: string; cvv?: string };

/** The provider's hosted card page (outside the shop): waits for it, fills it and saves the card. */
export async function saveCardOnSandbox(page: Page, card: SandboxCard): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/?]+$/);
  await page.getByLabel('Cardholder name').fill(card.cardholderName ?? 'Casey Nguyen');
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date').fill(card.expiry ?? futureExpiry());
  await page.getByLabel('CVV').fill(card.cvv ?? '123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

/** '4242424242424242' -> '4242' */
export const lastFour = (number: string) => number.slice(-4);
