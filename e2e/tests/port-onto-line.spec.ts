/**
 * Bringing a number onto a line that has a number of its own (decision 048): the port-in form
 * says plainly that the line's number is given up, asks to confirm it, and offers a new line for
 * the number instead, which opens Add a line with the number filled in.
 */
import type { Page } from '@playwright/test';
import { PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, formatted, sticksOut, testNumber } from '../support/lines';
import { planTile } from '../support/shop';

const L = PRODUCT_MESSAGES.lines;
const linesRegion = (page: Page) => page.getByRole('region', { name: 'My lines' });
// A port takes a few steps of a second each (PORT_IN_STEP_SECONDS in e2e/support/server.ts).
const PORT_TIMEOUT = { timeout: 20_000 };

/** Bring a number -> quick SIM check -> eligibility check of `msisdn`; answers the result dialog. */
async function checkNumber(page: Page, msisdn: string) {
  await linesRegion(page).getByRole('button', { name: L.bringNumber }).click();
  const simCheck = page.getByRole('dialog', { name: 'Quick SIM check' });
  await simCheck.getByLabel('SIM number (ICCID)').fill('8901260123456789011');
  await simCheck.getByRole('button', { name: 'Check' }).click();
  await simCheck.getByRole('button', { name: 'Next' }).click();
  const check = page.getByRole('dialog', { name: 'Port-in eligibility check' });
  await check.getByLabel('Number to bring').fill(msisdn);
  await check.getByLabel('ZIP Code of its service address').fill('10001');
  await check.getByRole('button', { name: 'Check eligibility' }).click();
  return page.getByRole('dialog', { name: RESULT_MODAL.portIn.title });
}

test('two lines: the port-in form warns that the chosen line loses its number, asks to confirm, and offers a new line instead', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const customer = await createCustomer(request, { firstName: 'Noor', lastName: 'Haddad' });
  const first = await buyLineByApi(request, customer);
  const second = await buyLineByApi(request, customer);
  const brought = testNumber('5550199');
  await logIn(page, customer, '/dashboard');
  await expect(
    linesRegion(page)
      .getByRole('listitem')
      .filter({ hasText: formatted(second.mdn) }),
  ).toHaveCount(1);

  const good = await checkNumber(page, brought);
  await good.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();

  const form = page.getByRole('dialog', { name: PORT_IN_MODAL.title });
  const picker = form.getByLabel('Line that gets the number');
  await expect(picker).toBeVisible();
  // Whichever line is chosen, the form says what becomes of its number.
  for (const line of [first, second]) {
    await picker.selectOption({ value: line.id });
    await expect(form.getByText(L.replacesOwnNumber(formatted(line.mdn), formatted(brought)))).toBeVisible();
  }
  await form.getByLabel('Account number at your old carrier').fill('123456789');
  await form.getByLabel('Transfer PIN', { exact: true }).fill('4321');
  await form.getByRole('button', { name: PORT_IN_MODAL.save }).click();
  const confirm = form.getByRole('checkbox', { name: L.confirmReplace(formatted(second.mdn)) });
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription(L.confirmReplaceNeeded(formatted(second.mdn)));
  expect(await sticksOut(form)).toBe(false);
  await expectNoAxeViolations(page, 'port-in form asking to confirm that a line gives up its number');

  // The way that keeps both numbers: a new line for the brought number.
  await form.getByRole('button', { name: L.addLineForNumber }).click();
  await expect(form).toBeHidden();
  const addLine = page.getByRole('dialog', { name: new RegExp(PRODUCT_MESSAGES.addLine.title) });
  await expect(addLine).toBeVisible();
  await addLine.locator('label', { hasText: /^Unlimited$/ }).click();
  await addLine.getByRole('button', { name: 'Next' }).click();
  await expect(addLine.getByRole('radio', { name: 'Bring my number', exact: true })).toBeChecked();
  await expect(addLine.getByRole('textbox', { name: 'Number to bring' })).toHaveValue(
    new RegExp(brought.slice(-4)),
  );
  await expectNoAxeViolations(page, 'Add a line for the brought number');
  // Both lines still have their numbers.
  await addLine.getByRole('button', { name: 'Cancel' }).click();
  for (const line of [first, second])
    await expect(linesRegion(page).getByText(formatted(line.mdn))).toBeVisible();
});

test('confirmed: the brought number replaces the line\'s own, which is no line\'s and never "already with us": it can be brought back', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Omar', lastName: 'Sabri' });
  const first = await buyLineByApi(request, customer);
  const second = await buyLineByApi(request, customer);
  const brought = testNumber('5550199');
  await logIn(page, customer, '/dashboard');

  const good = await checkNumber(page, brought);
  await good.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();
  const form = page.getByRole('dialog', { name: PORT_IN_MODAL.title });
  await form.getByLabel('Line that gets the number').selectOption({ value: second.id });
  await expect(form.getByText(L.replacesOwnNumber(formatted(second.mdn), formatted(brought)))).toBeVisible();
  await form.getByLabel('Account number at your old carrier').fill('123456789');
  await form.getByLabel('Transfer PIN', { exact: true }).fill('4321');
  await form.getByRole('checkbox', { name: L.confirmReplace(formatted(second.mdn)) }).check();
  await form.getByRole('button', { name: PORT_IN_MODAL.save }).click();
  await expect(page.getByText(L.portInStarted)).toBeVisible();

  // The port completes: the line has the brought number, the first line keeps its own.
  await page.reload();
  await expect(linesRegion(page).getByText(formatted(brought), { exact: true }).first()).toBeVisible(
    PORT_TIMEOUT,
  );
  await expect(async () => {
    await page.reload();
    await expect(linesRegion(page).getByText(formatted(second.mdn))).toHaveCount(0);
  }).toPass(PORT_TIMEOUT);
  await expect(linesRegion(page).getByText(formatted(first.mdn))).toBeVisible();

  // The given-up number went back to the pool: checking it is not "already with us".
  const again = await checkNumber(page, second.mdn);
  await expect(again).toBeVisible();
  await expect(page.getByText(L.alreadyOurs)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the given-up number can be brought back');
});

test("no line free for a checked number, a plan in the cart: the number goes into the cart, survives a reload, and the notice leaves the header's buttons free at 1280 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const customer = await createCustomer(request, { firstName: 'Ines', lastName: 'Moreau' });
  const brought = testNumber('5550199');
  await logIn(page, customer, '/shop');
  await planTile(page, 'Unlimited').getByRole('button', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/dashboard');

  const good = await checkNumber(page, brought);
  await good.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const notice = page.getByRole('status').filter({ hasText: L.numberInCart('Unlimited') });
  await expect(notice).toBeVisible();
  await expect(page.getByText(L.noLineForNumber)).toHaveCount(0);
  // The notice starts below the header: its cart and account buttons stay visible and clickable.
  const box = await page.locator('.notification').first().boundingBox();
  for (const button of [page.locator('.site-header__cart'), page.locator('.site-header__account')]) {
    const header = await button.boundingBox();
    expect(header && box && box.y >= header.y + header.height).toBe(true);
  }
  await expectNoAxeViolations(page, 'cart with the checked number and its notice');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Bring my number', exact: true })).toBeChecked();
  await expect(page.getByLabel('Number to bring')).toHaveValue(formatted(brought));
  await expect(page.getByLabel('ZIP Code of its service address')).toHaveValue('10001');
});
