// With a plan in the cart the app starts at once on /register and renders the page afresh over the
// prerendered form (decision 077). A visitor typing in that moment keeps every key: the text typed
// into the prerendered form goes into the app's form, and the focus into the app's field of the same
// name, before the next key (decision 098).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { INPUT_CAPS } from '@mvno/contracts/constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { holdAppCode } from '../support/pages';

const started = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-app-started'));

test('with a plan in the cart, keys typed into /register while the app starts all land, in the field that had the focus', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Choose plan' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);

  const release = await holdAppCode(page, { slowMs: 150 });
  await page.goto('/register');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.click();
  await page.keyboard.type('Quin');
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  // The code comes; the visitor types on, key by key, while the app starts and replaces the form.
  release();
  // A loaded machine may take long enough for the field to reach its cap (SPEC §9: a key past it is
  // refused): near it, a Backspace takes the place of the next letter, keys landing all the same.
  let typed = 'Quin';
  while (!(await started(page))) {
    if (typed.length < INPUT_CAPS.name - 10) {
      await page.keyboard.type('n');
      typed += 'n';
    } else {
      await page.keyboard.press('Backspace');
      typed = typed.slice(0, -1);
    }
  }
  await page.keyboard.type('ie');
  typed += 'ie';
  await expect(firstName).toHaveValue(typed);
  await expect(firstName).toBeFocused();

  // The keyboard goes on from there, and the app's form holds what was typed: the account is made.
  await page.keyboard.press('Tab');
  await page.keyboard.type('Harper');
  await page.getByRole('textbox', { name: 'Email' }).fill(`typed-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(PRODUCT_MESSAGES.web.welcome(typed))).toBeVisible();
});
