import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createStaff, signInAtCare } from '../support/staff';
import { saveCardOnSandbox, TEST_CARDS } from '../support/sandbox-card';
import { agreeToRenewal, chooseEsimWithNewNumber, planTile } from '../support/shop';

test('a catalogue editor creates a plan, publishes it, a visitor buys it, and a price change of the held plan mails its customer', async ({
  page,
  browser,
  request,
}) => {
  const editor = await createStaff(request, 'catalogue_editor', 'Casey');
  const name = `Launch ${randomUUID().slice(0, 6)}`;
  await signInAtCare(page, request, editor);
  await page.getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { name: 'Plans', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, '/care/plans');

  // A price of 0 is refused at its field, the input kept.
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Details (allowances, hotspot, features)').fill('Unlimited talk & text\n20GB data');
  await page.getByLabel('Price per period ($)').fill('0');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Price per period ($)')).toHaveAccessibleDescription(
    STAFF_MESSAGES.catalogue.planPriceRange,
  );
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expectNoAxeViolations(page, '/care/plans with a field error');

  await page.getByLabel('Price per period ($)').fill('29.99');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('draft');

  // A draft is not in the shop.
  const visitor = await browser.newPage();
  const customer = await createCustomer(request, { firstName: 'Avery', lastName: 'Stone' });
  await logIn(visitor, customer, '/shop');
  await expect(planTile(visitor, 'Unlimited')).toBeVisible();
  await expect(planTile(visitor, name)).toHaveCount(0);

  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(row).toContainText('active');

  // Published: the visitor's next visit to the prerendered shop shows it, without a server restart.
  await visitor.goto('/shop');
  await expect(planTile(visitor, name)).toContainText('$29.99');
  await expectNoAxeViolations(visitor, '/shop with the new plan');
  await planTile(visitor, name).getByRole('button', { name: 'Choose plan' }).click();
  await expect(visitor).toHaveURL(/\/cart$/);
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await chooseEsimWithNewNumber(visitor, '78702');

  // The visitor buys it: checkout, a card saved on the sandbox provider's page, the renewal terms, Pay.
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(/\/cart\/checkout$/);
  await visitor.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'Texas' });
  await visitor.getByRole('button', { name: 'Add a new card' }).click();
  await saveCardOnSandbox(visitor, { number: TEST_CARDS.visa });
  await expect(visitor).toHaveURL(/\/cart\/checkout$/);
  await agreeToRenewal(visitor);
  // The answer is awaited first: under a loaded machine the charge and the carrier's order take longer
  // than a step's wait, and a refusal's text is then in the failure, not only a missing dialog.
  const paid = visitor.waitForResponse((r) => r.url().endsWith('/app/checkout/pay'));
  await visitor.getByRole('button', { name: /^Pay\b/ }).click();
  const answer = await paid;
  expect(answer.status(), await answer.text()).toBe(200);
  const result = visitor.getByRole('dialog', { name: 'Payment Successful' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'To Dashboard' }).click();
  await expect(visitor.getByRole('region', { name: 'My lines' })).toContainText(name);
  const renewalPanel = visitor.getByRole('region', { name: 'Plan renewal' });
  await expect(renewalPanel).toContainText('$');
  const renewalBefore = await renewalPanel.locator('.line-renewal__amount').innerText();

  // A price change of the plan the new line holds: the dialog says who pays it and from when
  // (decision 063: the first renewal at least 30 days after the customer's notice).
  await page.reload();
  const held = page.getByRole('row', { name: new RegExp(name) });
  await expect(held.getByRole('cell').nth(3)).toHaveText('1');
  await held.getByRole('button', { name: `Change price of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the price of ${name}` });
  await expect(dialog).toContainText(STAFF_MESSAGES.catalogue.priceChangeHeld(1, 30));
  const earliest = new Date(Date.now() + 30 * 86_400_000);
  const longDay = (at: Date) => at.toLocaleDateString('en-US', { dateStyle: 'long' });
  await expect(dialog.getByTestId('price-effective')).toContainText(longDay(earliest));
  const newPrice = dialog.getByLabel('New price per period ($)');
  await newPrice.fill('0');
  await dialog.getByRole('button', { name: 'Change price' }).click();
  await expect(newPrice).toHaveAccessibleDescription(STAFF_MESSAGES.catalogue.planPriceRange);
  await expectNoAxeViolations(page, 'price change dialog with a field error');
  // A day for the held lines within the notice period is refused at its field.
  const from = dialog.getByLabel('Held lines pay it from (optional)');
  const inTenDays = new Date(Date.now() + 10 * 86_400_000);
  const dateValue = (at: Date) =>
    `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  await from.fill(dateValue(inTenDays));
  await newPrice.fill('34.99');
  await expect(dialog.getByTestId('price-effective')).toContainText(longDay(inTenDays));
  await dialog.getByRole('button', { name: 'Change price' }).click();
  await expect(dialog).toContainText(STAFF_MESSAGES.catalogue.priceFromTooSoon(30));
  await expectNoAxeViolations(page, 'price change dialog with a day too soon');
  await from.fill('');
  await dialog.getByRole('button', { name: 'Change price' }).click();
  await expect(dialog).toBeHidden();
  await expect(held).toContainText('$34.99');
  // The plan table lists the change held lines do not pay yet, with its day.
  const pending = held.getByRole('list', { name: `Pending price changes of ${name}` });
  await expect(pending).toContainText(
    `$29.99 to $34.99 for held lines from renewals on or after ${longDay(earliest)}`,
  );
  await expect(pending).toContainText('1 line still at $29.99');
  const notice = await latestMail(request, customer.email, /a new price/);
  expect(notice.text).toContain('renews at $29.99 until the renewal below');
  expect(notice.text).toContain('$34.99 from the renewal on');

  // The customer's next renewal, within the notice period, still charges what it did.
  await visitor.reload();
  await expect(renewalPanel.locator('.line-renewal__amount')).toHaveText(renewalBefore);
  await visitor.close();
});
