/**
 * A hurried buyer on a phone: the same cart paid in two tabs at once (one with a double click),
 * then a reload and the back button after paying and Pay again: one order, one line. A reload in
 * the middle of the port-in step after paying (decision 038).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn, type Customer } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { formatted, saveCardByApi } from '../support/lines';
import { chooseUnlimitedBringing, customerBringingANumber } from '../support/port-in';
import { CHANNEL_HEADERS } from '../support/server';
import { agreeToRenewal, fillCartForEsim } from '../support/shop';

const authed = (customer: Customer) => ({ ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` });

async function ordersOf(request: APIRequestContext, customer: Customer) {
  const answer = await request.get('/app/payments/transactions', { headers: authed(customer) });
  return ((await answer.json()) as { transactions: { successful: boolean }[] }).transactions;
}

async function linesOf(request: APIRequestContext, customer: Customer) {
  const answer = await request.get('/app/users/lines', { headers: authed(customer) });
  return ((await answer.json()) as { lines: unknown[] }).lines;
}

async function readyToPay(page: Page) {
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'Texas' });
  await agreeToRenewal(page);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  return pay;
}

test('the same cart paid in two tabs at once, then again after a reload and Back, is one order', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request);
  await saveCardByApi(request, customer);
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, customer, '/shop');
  await fillCartForEsim(page, 'Unlimited', '78702');
  await page.getByRole('button', { name: 'Continue' }).dblclick();
  const second = await context.newPage();
  await second.setViewportSize({ width: 375, height: 800 });
  await second.goto('/cart/checkout');

  const [payHere, payThere] = [await readyToPay(page), await readyToPay(second)];
  await Promise.all([payHere.dblclick(), payThere.click()]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('dialog', { name: RESULT_MODAL.payment.title })).toBeVisible();
  }
  expect(await ordersOf(request, customer)).toHaveLength(1);

  // A reload before leaving the result, Pay again: the first payment's answer, nothing charged.
  await page.reload();
  await (await readyToPay(page)).click();
  await expect(page.getByRole('dialog', { name: RESULT_MODAL.payment.title })).toBeVisible();
  await page.getByRole('button', { name: RESULT_MODAL.payment.button }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The other tab follows: the cart it showed is paid and gone.
  await expect(second.getByRole('link', { name: /^Cart, items:/ })).toContainText('0');

  // Back to the checkout: the cart is empty, nothing to pay.
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  expect(await ordersOf(request, customer)).toEqual([expect.objectContaining({ successful: true })]);
  expect(await linesOf(request, customer)).toHaveLength(1);
});

test('a reload in the middle of the port-in step after paying opens the step again, filled, and the number moves', async ({
  page,
  request,
}) => {
  const { customer, brought } = await customerBringingANumber(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, customer, '/shop');
  await chooseUnlimitedBringing(page, brought);
  await (await readyToPay(page)).dblclick();
  const result = page.getByRole('dialog', { name: RESULT_MODAL.payment.title });
  await result.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();
  await expect(page.getByRole('dialog', { name: PORT_IN_MODAL.title })).toBeVisible();

  await page.reload();
  const form = page.getByRole('dialog', { name: PORT_IN_MODAL.title });
  await expect(form).toContainText(formatted(brought));
  await expect(form.getByLabel('Account holder first name')).toHaveValue('Robin');
  await expect(form.getByLabel('ZIP Code of the service address')).toHaveValue('10001');
  await form.getByLabel('Account number at your old carrier').fill('123456789');
  await form.getByLabel('Transfer PIN', { exact: true }).fill('4321');
  await form.getByRole('button', { name: PORT_IN_MODAL.save }).dblclick();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(PRODUCT_MESSAGES.lines.portInStarted)).toBeVisible();
  expect(await ordersOf(request, customer)).toHaveLength(1);
});
