import type { Locator, Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { lineOf } from '../support/renewals';
import { buyLineByApi, sticksOut, widestElements } from '../support/lines';

const P = PRODUCT_MESSAGES.planChanges;

const lineCard = (page: Page, nickname: string) =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });
// The page shows dates in the browser's time zone, which is this machine's, as here.
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** The text of the label around a radio. */
const labelOf = (radio: Locator) => radio.evaluate((input) => input.closest('label')?.textContent ?? '');

test('upgrading a line now on a 375 px phone charges the rest of the period, shown in the order history', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const customer = await createCustomer(request, { firstName: 'Ugo', lastName: 'Grade' });
  await buyLineByApi(request, customer, 'Unlimited');
  const { renewal } = await lineOf(request, customer);
  const periodEnd = day(renewal?.periodEnd ?? '');
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page, 'Line 1');
  await card.getByRole('button', { name: `${P.changePlan} for Line 1` }).click();
  const dialog = page.getByRole('dialog', { name: P.title });
  await expect(dialog.getByRole('radio', { name: /^Unlimited ·/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: `Unlimited Premium · ${P.pricePerMonth('$50.00')}` }).check();

  // The server's quote: today's amount for the rest of the period, and the new renewal amount.
  const now = dialog.getByRole('radio', { name: /^Upgrade now: \$\d+\.\d\d today/ });
  await expect(now).toBeVisible();
  await expect(now).toHaveAccessibleName(new RegExp(`for the rest of this period to ${periodEnd}$`));
  await expect(
    dialog.getByRole('radio', { name: P.atRenewalOn(periodEnd, '$55.63') }), // $50 + 6.25% tax + 2% prepaid 911 + $1.50 fee
  ).toBeVisible();
  const amount = /\$\d+\.\d\d/.exec(await labelOf(now))?.[0] ?? '';
  expect(amount).toMatch(/^\$\d+\.\d\d$/);
  await expectNoAxeViolations(page, 'Change plan dialog with a quote');
  expect(await sticksOut(dialog), await widestElements(dialog)).toBe(false);

  await now.check();
  await dialog.getByRole('button', { name: P.confirm }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(P.upgraded('Unlimited Premium'))).toBeVisible();
  // The line's plan (its Broadband Facts label names the plan too).
  await expect(card.getByRole('definition').filter({ hasText: /^Unlimited Premium$/ })).toBeVisible();
  await expect(card.getByText(/\$55\.63/)).toBeVisible();

  // The charge in the order history (Payment), with its own text and the amount quoted.
  await page.getByRole('link', { name: 'Payment' }).click();
  const order = page
    .getByRole('region', { name: 'Order History' })
    .getByRole('listitem')
    .filter({ hasText: P.historyItem('Unlimited', 'Unlimited Premium') });
  await expect(order).toHaveCount(1);
  await expect(order.getByText(amount, { exact: true })).toBeVisible();
});
