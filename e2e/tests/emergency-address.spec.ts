/**
 * A line's emergency (E911) address (decision 032), on a 375 px phone: the line card says Wi-Fi
 * calling is not ready; the dialog checks the fields and the 911 notice's box; once saved, the card
 * says Wi-Fi calling is ready. axe on the dialog.
 */
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { MESSAGES } from '@mvno/contracts/messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, sticksOut } from '../support/lines';

const E = ACCOUNT_MESSAGES.emergencyAddress;

const lineCard = (page: Page, nickname = 'Line 1') =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
});

test('add an emergency address and see Wi-Fi calling ready', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Elio', lastName: 'Marsh' });
  await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page);
  await expect(card).toContainText(E.notReady);
  await card.getByRole('button', { name: `${E.add}: Line 1` }).click();
  const dialog = page.getByRole('dialog', { name: E.title });
  await expect(dialog).toBeVisible();
  expect(await sticksOut(dialog)).toBe(false);
  await expectNoAxeViolations(page, 'emergency address dialog');

  await dialog.getByRole('button', { name: E.save }).click();
  await expect(dialog.getByText(MESSAGES.enterAddress)).toBeVisible();
  await dialog.getByLabel(E.addressOneLabel).fill('500 Congress Ave');
  await dialog.getByLabel(E.companyNameLabel).fill('Acme Widgets');
  await dialog.getByLabel(E.cityLabel).fill('Austin');
  await dialog.getByLabel(E.stateLabel).selectOption({ label: 'Texas' });
  await dialog.getByLabel(E.zipLabel).fill('78701');
  await dialog.getByRole('button', { name: E.save }).click();
  await expect(dialog.getByText(E.acknowledgeRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'emergency address dialog with errors');
  await dialog.getByRole('checkbox', { name: E.acknowledge }).check();
  await dialog.getByRole('button', { name: E.save }).click();

  await expect(dialog).toBeHidden();
  await expect(card).toContainText(E.ready);
  await page.reload();
  await expect(lineCard(page)).toContainText(E.ready);
});
