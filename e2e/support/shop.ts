import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { logIn, type Customer, type SessionToken } from './accounts';
import { CHANNEL_HEADERS } from './server';

/** The seeded demo customer (apps/api/src/db/seed-data/catalog.ts). Read-only in the tests. */
export const DEMO = {
  email: 'demo@brightline.example',
  password: 'Demo#2026',
  firstName: 'Jordan',
  lastName: 'Rivera',
};

/** Logs the page in as the demo customer, through the API (not the UI). */
export async function logInAsDemo(page: Page, request: APIRequestContext, at: string): Promise<Customer> {
  const response = await request.post('/app/auth/login', {
    headers: CHANNEL_HEADERS,
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as SessionToken;
  const customer = {
    ...DEMO,
    token: session.token,
    expiresAt: session.expiresAt,
    assisted: session.assisted,
  };
  await logIn(page, customer, at);
  return customer;
}

/** The plan's tile in the shop. */
export const planTile = (page: Page, retailName: string) =>
  page.getByRole('article', { name: retailName, exact: true });

/**
 * Shop -> choose the plan -> in the cart choose an eSIM and a new number in the ZIP's area.
 * Leaves the page on the cart, before Continue.
 */
export async function fillCartForEsim(page: Page, retailName: string, zipCode: string): Promise<void> {
  await page.goto('/shop');
  await planTile(page, retailName).getByRole('button', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await chooseEsimWithNewNumber(page, zipCode);
}

/** On the cart page: an eSIM and a new number in the ZIP's area. */
export async function chooseEsimWithNewNumber(page: Page, zipCode: string): Promise<void> {
  // The option's label covers its whole box (radio included), so the label is what takes the click.
  for (const option of ['eSIM', 'Get a new number']) {
    await page.locator('label', { hasText: option }).click();
    await expect(page.getByRole('radio', { name: option })).toBeChecked();
  }
  await page.getByLabel('ZIP Code for your new number').fill(zipCode);
}

/** What the header's cart button shows. */
export const cartCount = (page: Page) => page.getByTestId('cart-count');

/**
 * Ticks the consent to the automatic renewal beside Pay (decision 027), in the page or a dialog:
 * the one place the journeys give it in the browser.
 */
export async function agreeToRenewal(scope: Page | Locator): Promise<void> {
  const box = scope.getByRole('checkbox', { name: ACCOUNT_MESSAGES.renewalConsent.checkbox });
  await box.check();
  await expect(box).toBeChecked();
}
