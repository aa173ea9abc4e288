import type { Locator, Page } from '@playwright/test';
import { PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, testNumber } from '../support/lines';

// Keyboard only (WCAG 2.4.3): after a change of page the focus is on the new page's main heading,
// and after a dialog closes (Save, Cancel or Escape) on the control that opened it, never on the
// page's body, from where a keyboard or screen-reader user would start again at the top.

const L = PRODUCT_MESSAGES.lines;

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Presses Tab (or Shift+Tab, back towards the header) at most `limit` times until `target` has
 * the focus, as a keyboard user does.
 */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  limit = 60,
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

const mainHeading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('after each change of page the focus is on the new page’s main heading', async ({ page, request }) => {
  const customer = await createCustomer(request);

  // The first load leaves the focus to the browser.
  await page.goto('/login');
  await expect(page.locator('body')).toBeFocused();

  // The login's email step -> the password step.
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(customer.email);
  await tabTo(page, page.getByRole('button', { name: 'Continue with password' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login-with-password$/);
  await expect(mainHeading(page, 'Log in with your password')).toBeFocused();
  await expectNoAxeViolations(page, 'the password step with its heading focused');

  // The password step -> the dashboard.
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(customer.password);
  await tabTo(page, page.getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page, 'My account')).toBeFocused();

  // The header's links.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Shop' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(mainHeading(page, 'Choose your plan')).toBeFocused();
  await expectNoAxeViolations(page, '/shop with its heading focused');

  await tabTo(page, nav.getByRole('link', { name: 'About' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(mainHeading(page, /^About /)).toBeFocused();

  await tabTo(page, nav.getByRole('link', { name: 'FAQ' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(mainHeading(page, 'Frequently asked questions')).toBeFocused();

  // The browser's Back button is a change of page too.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(mainHeading(page, /^About /)).toBeFocused();
});

test('after a dialog closes by Save, Cancel or Escape the focus is back on what opened it', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Kai', lastName: 'Moreno' });
  await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard/setting');
  await expect(mainHeading(page, 'My account')).toBeVisible();

  // Escape and Cancel.
  const changePassword = page.getByRole('button', { name: 'Change Password' });
  await tabTo(page, changePassword);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'Change Password dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(changePassword).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(changePassword).toBeFocused();

  // Save, at the end of a flow of dialogs (each step replaced the last with the control that
  // moved on): the port-in details go back to "Bring a number".
  const dashboardNav = page.getByRole('navigation', { name: 'Account sections' });
  await tabTo(page, dashboardNav.getByRole('link', { name: 'Profile' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(mainHeading(page, 'My account')).toBeFocused();

  const lines = page.getByRole('region', { name: 'My lines' });
  const bring = lines.getByRole('button', { name: L.bringNumber });
  await tabTo(page, bring);
  await page.keyboard.press('Enter');
  const simCheck = page.getByRole('dialog', { name: 'Quick SIM check' });
  await tabTo(page, simCheck.getByLabel('SIM number (ICCID)'));
  await page.keyboard.type('8901410123456789010');
  await tabTo(page, simCheck.getByRole('button', { name: 'Check' }));
  await page.keyboard.press('Enter');
  await expect(simCheck.getByRole('status')).toHaveText(L.simIsOurs);
  await tabTo(page, simCheck.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  const check = page.getByRole('dialog', { name: 'Port-in eligibility check' });
  await tabTo(page, check.getByLabel('Number to bring'));
  await page.keyboard.type(testNumber('5550122'));
  await tabTo(page, check.getByLabel('ZIP Code of its service address'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10001');
  await tabTo(page, check.getByRole('button', { name: 'Check eligibility' }));
  await page.keyboard.press('Enter');
  const good = page.getByRole('dialog', { name: RESULT_MODAL.portIn.title });
  await tabTo(page, good.getByRole('button', { name: RESULT_MODAL.portIn.button }));
  await page.keyboard.press('Enter');

  const form = page.getByRole('dialog', { name: PORT_IN_MODAL.title });
  await tabTo(page, form.getByLabel('Account number at your old carrier'));
  await page.keyboard.type('123456789');
  await tabTo(page, form.getByLabel('Transfer PIN', { exact: true }));
  await page.keyboard.type('4321');
  // The line has its own number: the customer confirms it is given up (decision 048).
  await tabTo(page, form.getByRole('checkbox', { name: /^Yes, give up / }));
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'port-in details');
  await tabTo(page, form.getByRole('button', { name: PORT_IN_MODAL.save }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(bring).toBeFocused();
  await expectNoAxeViolations(page, 'the dashboard after the port-in details were saved');
});
