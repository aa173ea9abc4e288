/**
 * Delete my account (decision 032), on a 375 px phone: the dialog says what goes and what is kept,
 * refuses until its box is ticked, asks for the step-up, then the browser is signed out, the final
 * mail is in the outbox and the password no longer signs in. axe on each dialog.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, sticksOut } from '../support/lines';

const D = ACCOUNT_MESSAGES.accountDeletion;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
});

test('delete my account through the step-up, then I cannot sign in', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Dora', lastName: 'Quist' });
  await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard/setting');

  const section = page.getByRole('region', { name: 'Privacy' });
  await section.getByRole('button', { name: D.open }).click();
  const dialog = page.getByRole('dialog', { name: D.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(D.goes[0]);
  await expect(dialog).toContainText(D.kept[0]);
  expect(await sticksOut(dialog)).toBe(false);
  await expectNoAxeViolations(page, 'delete account dialog');

  await dialog.getByRole('button', { name: D.title }).click();
  await expect(dialog.getByText(D.acknowledgeRequired)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: D.acknowledge })).toBeFocused();
  await dialog.getByRole('checkbox', { name: D.acknowledge }).check();
  await dialog.getByRole('button', { name: D.title }).click();

  const stepUp = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
  await expect(stepUp).toBeVisible();
  const mail = await latestMail(request, customer.email, /code/i);
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1] ?? '';
  await expectNoAxeViolations(page, 'step-up dialog before deleting');
  await stepUp.getByLabel('Code', { exact: true }).focus();
  await page.keyboard.type(code);
  await expect(stepUp).toBeHidden();

  await expect(page.getByRole('status').filter({ hasText: D.deleted })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy' })).toBeHidden();
  const final = await latestMail(request, customer.email, /account is deleted/);
  expect(final.text).toContain('Dora');

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login-with-password$/);
});
