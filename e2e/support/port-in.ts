import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomer } from './accounts';
import { saveCardByApi, testNumber } from './lines';
import { planTile } from './shop';

/** The port-in journeys' customer: Robin Hart with a saved card, and the number they bring. */
export async function customerBringingANumber(request: APIRequestContext) {
  const customer = await createCustomer(request, { firstName: 'Robin', lastName: 'Hart' });
  await saveCardByApi(request, customer);
  return { customer, brought: testNumber('5550199') };
}

/** In the shop: Unlimited on an eSIM bringing `number` (service ZIP 10001), then Continue to the checkout. */
export async function chooseUnlimitedBringing(page: Page, number: string): Promise<void> {
  await planTile(page, 'Unlimited').getByRole('button', { name: 'Choose plan' }).click();
  for (const option of ['eSIM', 'Bring my number']) await page.locator('label', { hasText: option }).click();
  await page.getByLabel('Number to bring').fill(number);
  await page.getByLabel('ZIP Code of its service address').fill('10001');
  await page.getByRole('button', { name: 'Continue' }).click();
}
