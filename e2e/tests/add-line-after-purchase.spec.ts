import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { formatted } from '../support/lines';
import { saveCardOnSandbox, TEST_CARDS } from '../support/sandbox-card';
import { agreeToRenewal, chooseEsimWithNewNumber, planTile } from '../support/shop';

const A = PRODUCT_MESSAGES.addLine;
const R = PRODUCT_MESSAGES.renewals;

/**
 * Issue 30, item 7: after a purchase in the shop (its result dialog left open), Auto-renew turned off,
 * Add a line still pays. Its Pay sent the shop cart's key, which the first purchase had used, so the
 * server answered "already paid for ... with other details" for good (fixed on main by 013b078).
 */
test('after buying in the shop and turning Auto-renew off, Add a line pays and adds the line', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Rowan', lastName: 'Pike' });
  await logIn(page, customer, '/shop');
  await planTile(page, 'Unlimited').getByRole('button', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await chooseEsimWithNewNumber(page, '78702');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await saveCardOnSandbox(page, { number: TEST_CARDS.visa });
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'Texas' });
  await agreeToRenewal(page);
  const bought = page.waitForResponse((r) => r.url().endsWith('/app/checkout/pay'));
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  expect((await bought).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();

  // The result dialog is never closed: the customer goes to the dashboard by its address.
  await page.goto('/dashboard');
  const lines = page.getByRole('region', { name: 'My lines' });
  const first = lines.getByRole('listitem', { name: 'Line 1' });
  const autoRenew = first.getByRole('switch', { name: R.autoRenewLabel });
  await expect(autoRenew).toBeChecked();
  await autoRenew.click();
  await expect(autoRenew).not.toBeChecked();

  await lines.getByRole('button', { name: A.title }).click();
  const dialog = page.getByRole('dialog', { name: A.title });
  await dialog.locator('label', { hasText: /^Plus 15GB$/ }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.locator('label', { hasText: /^eSIM$/ }).click();
  await dialog.getByRole('textbox', { name: 'ZIP Code for your new number' }).fill('10001');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(A.step(3, 3, A.stepPay))).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'New York' });
  await agreeToRenewal(dialog);
  const paid = page.waitForResponse((r) => r.url().endsWith('/app/checkout/pay'));
  await dialog.getByRole('button', { name: /^Pay\b/ }).click();
  const answer = await paid;
  expect(answer.status(), await answer.text()).toBe(200);
  const order = (await answer.json()) as { line: { mdn: string } };
  await expect(dialog.getByText(A.added(formatted(order.line.mdn)))).toBeVisible();
  await expectNoAxeViolations(page, 'Add a line after a shop purchase');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(lines.getByRole('listitem')).toHaveCount(2);
});
