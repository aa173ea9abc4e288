/**
 * Decision 023: a number that cannot move is refused before payment; a partner SIM moves the
 * number after payment with no account number or PIN; what the eligibility check was given is
 * carried into the cart and the post-payment form.
 */
import type { Page } from '@playwright/test';
import { FAILURE_DIALOG, MESSAGES, PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { formatted, saveCardByApi, testNumber } from '../support/lines';
import { planTile, agreeToRenewal } from '../support/shop';

const L = PRODUCT_MESSAGES.lines;
// A port takes a few steps of a second each (PORT_IN_STEP_SECONDS in e2e/support/server.ts).
const PORT_TIMEOUT = { timeout: 20_000 };
const PARTNER_SIM = '8901410123456789010';

const linesRegion = (page: Page) => page.getByRole('region', { name: 'My lines' });
const lineCard = (page: Page, nickname: string) =>
  linesRegion(page).getByRole('listitem', { name: nickname });

async function choosePlan(page: Page) {
  await planTile(page, 'Unlimited').getByRole('button', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Dashboard: Bring my number -> quick SIM check -> eligibility -> Good News -> Continue (no line yet: the shop). */
async function checkNumberInDashboard(page: Page, iccid: string, msisdn: string, zipCode: string) {
  await linesRegion(page).getByRole('button', { name: L.bringNumber }).click();
  const simCheck = page.getByRole('dialog', { name: 'Quick SIM check' });
  await simCheck.getByLabel('SIM number (ICCID)').fill(iccid);
  await simCheck.getByRole('button', { name: 'Check' }).click();
  await simCheck.getByRole('button', { name: 'Next' }).click();
  const check = page.getByRole('dialog', { name: 'Port-in eligibility check' });
  await check.getByLabel('Number to bring').fill(msisdn);
  await check.getByLabel('ZIP Code of its service address').fill(zipCode);
  await check.getByRole('button', { name: 'Check eligibility' }).click();
  const good = page.getByRole('dialog', { name: RESULT_MODAL.portIn.title });
  await good.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();
  await expect(page).toHaveURL(/\/shop$/);
}

test('a number that cannot move is refused in the cart with "Oops!", before any payment, on a 375 px phone', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await saveCardByApi(request, customer);
  const refused = testNumber('5550100');
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, customer, '/shop');
  const pays: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/app/checkout/')) pays.push(sent.url());
  });

  await choosePlan(page);
  for (const option of ['eSIM', 'Bring my number']) await page.locator('label', { hasText: option }).click();
  await page.getByLabel('Number to bring').fill(refused);
  await page.getByLabel('ZIP Code of its service address').fill('10001');
  await page.getByRole('button', { name: 'Continue' }).click();

  const oops = page.getByRole('dialog', { name: FAILURE_DIALOG.failed.title });
  await expect(oops).toContainText(FAILURE_DIALOG.failed.text);
  await expect(page.getByText(L.carrierRefused)).toBeVisible();
  await expectNoAxeViolations(page, 'Oops! in the cart at 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await oops.getByRole('button', { name: MESSAGES.tryAgain }).click();
  await expect(oops).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('Number to bring')).toHaveValue(refused);
  await expect(page.getByLabel('Number to bring')).toBeFocused();
  expect(pays).toEqual([]);
});

test('partner SIM + "Use the SIM I have": the cart is filled from the check, no eSIM is promised, and the number moves with no account number or PIN', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Lee', lastName: 'Park' });
  await saveCardByApi(request, customer);
  // Refused for the PIN when moved with the old account: a partner SIM is not asked for it.
  const brought = testNumber('5550122');
  await logIn(page, customer, '/dashboard');
  const quotes: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().endsWith('/app/checkout/quote')) quotes.push(answer.status());
  });

  await checkNumberInDashboard(page, PARTNER_SIM, brought, '10001');
  await choosePlan(page);
  // What the check was given is carried: no retyping.
  await expect(page.getByRole('radio', { name: 'Bring my number' })).toBeChecked();
  await expect(page.getByLabel('Number to bring')).toHaveValue(formatted(brought));
  await expect(page.getByLabel('ZIP Code of its service address')).toHaveValue('10001');
  await expect(page.getByRole('radio', { name: L.useOwnSim })).toBeVisible();
  await expectNoAxeViolations(page, 'cart filled from the eligibility check');
  // A partner SIM moves the number only onto the line activated on it (decision 076).
  await page.locator('label', { hasText: L.useOwnSim }).click();
  await expect(page.getByRole('radio', { name: L.useOwnSim })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(
    page.getByText('Your line uses the SIM you have: nothing is shipped; the state sets the sales tax.'),
  ).toBeVisible();
  await expect(page.getByText(/Your eSIM arrives by email/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'New York' });
  await agreeToRenewal(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const result = page.getByRole('dialog', { name: RESULT_MODAL.payment.title });
  await result.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(L.portInStarted)).toBeVisible();
  await expect(page.getByRole('dialog', { name: PORT_IN_MODAL.title })).toHaveCount(0);
  const card = lineCard(page, 'Line 1');
  await expect(card.getByText(L.statusLabels.active)).toBeVisible(PORT_TIMEOUT);
  await expect(card.locator('.line-card__number')).toHaveText(formatted(brought));
  await expect(card.getByRole('button', { name: 'Add port-in details' })).toHaveCount(0);
  // The paid order was not quoted again afterwards (it would be refused).
  expect(quotes.filter((status) => status !== 200)).toEqual([]);
});

test('eligibility check -> cart and the post-payment port-in form are filled with the number and its ZIP Code', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Ari', lastName: 'Cole' });
  await saveCardByApi(request, customer);
  const brought = testNumber('5550199');
  await logIn(page, customer, '/dashboard');

  // Not one of our SIMs: the number moves with the old account's details after payment.
  await checkNumberInDashboard(page, '8901260123456789011', brought, '60601');
  await choosePlan(page);
  await expect(page.getByLabel('Number to bring')).toHaveValue(formatted(brought));
  await expect(page.getByLabel('ZIP Code of its service address')).toHaveValue('60601');
  await expect(page.getByRole('radio', { name: L.useOwnSim })).toHaveCount(0);
  await page.locator('label', { hasText: 'eSIM' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'Illinois' });
  await agreeToRenewal(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const result = page.getByRole('dialog', { name: RESULT_MODAL.payment.title });
  await result.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();

  const form = page.getByRole('dialog', { name: PORT_IN_MODAL.title });
  await expect(form).toContainText(formatted(brought));
  await expect(form.getByLabel('ZIP Code of the service address')).toHaveValue('60601');
  await expect(form.getByLabel('Account holder first name')).toHaveValue('Ari');
  await expectNoAxeViolations(page, 'post-payment port-in form filled from the check');
  await form.getByLabel('Account number at your old carrier').fill('123456789');
  await form.getByLabel('Transfer PIN', { exact: true }).fill('4321');
  await form.getByRole('button', { name: PORT_IN_MODAL.save }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const card = lineCard(page, 'Line 1');
  await expect(card.getByText(L.statusLabels.active)).toBeVisible(PORT_TIMEOUT);
  await expect(card.locator('.line-card__number')).toHaveText(formatted(brought));
});
