import type { Locator, Page } from '@playwright/test';
import { PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, decodeQrCode, expectFits, formatted, testNumber } from '../support/lines';
import { lastFour, TEST_CARDS } from '../support/sandbox-card';
import { agreeToRenewal } from '../support/shop';

const A = PRODUCT_MESSAGES.addLine;
const L = PRODUCT_MESSAGES.lines;

const linesRegion = (page: Page) => page.getByRole('region', { name: 'My lines' });
const lineCard = (page: Page, nickname: string) =>
  linesRegion(page).getByRole('listitem', { name: nickname });

/** Picks an option of a radio group by its box, as a customer taps it (the box, not only the small circle). */
async function choose(dialog: Locator, option: string) {
  await dialog.locator('label', { hasText: new RegExp(`^${option}$`) }).click();
  await expect(dialog.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

/** The SIM step: a physical SIM bringing `number` from a San Francisco service address. */
async function bringOnPhysicalSim(dialog: Locator, number: string) {
  await choose(dialog, 'Physical SIM');
  await choose(dialog, 'Bring my number');
  await dialog.getByRole('textbox', { name: 'Number to bring' }).fill(number);
  await dialog.getByRole('textbox', { name: 'ZIP Code of its service address' }).fill('94105');
}

/** The shipping address step, in San Francisco. */
async function fillShippingAddress(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Street number' }).fill('350');
  await dialog.getByRole('textbox', { name: 'Street name' }).fill('Market St');
  await dialog.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await dialog.getByRole('combobox', { name: 'State' }).selectOption({ label: 'California' });
  await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill('94105');
}

async function expectNoSidewaysScroll(page: Page, dialog: Locator, label: string) {
  await expectFits(dialog, label);
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrolls, `${label}: the page scrolls sideways`).toBe(false);
}

test('a customer with one line adds an eSIM line with a new number, paid with the saved card', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Noor', lastName: 'Adley' });
  const first = await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard');
  await expect(lineCard(page, 'Line 1')).toContainText(formatted(first.mdn));

  await linesRegion(page).getByRole('button', { name: A.title }).click();
  const dialog = page.getByRole('dialog', { name: A.title });
  await expect(dialog.getByText(A.step(1, 3, A.stepPlan))).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Plus 15GB' })).toBeVisible();
  await expectNoAxeViolations(page, 'Add a line: plans');
  await choose(dialog, 'Plus 15GB');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByText(A.step(2, 3, A.stepChoices))).toBeVisible();
  await choose(dialog, 'eSIM');
  await dialog.getByRole('textbox', { name: 'ZIP Code for your new number' }).fill('10001');
  await expectNoAxeViolations(page, 'Add a line: SIM and number');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The server's quote for New York's tax, an eSIM without activation fee.
  await expect(dialog.getByText(A.step(3, 3, A.stepPay))).toBeVisible();
  const quote = page.waitForResponse((response) => response.url().endsWith('/app/checkout/quote'));
  await dialog.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'New York' });
  const { finalCheckoutAmount, taxAmount } = (await (await quote).json()) as {
    finalCheckoutAmount: number;
    taxAmount: number;
  };
  const usd = (amount: number) => `$${amount.toFixed(2)}`;
  await expect(dialog.getByText('Activation Fee').locator('xpath=..')).toContainText('$0.00');
  await expect(dialog.getByText('Tax Amount').locator('xpath=..')).toContainText(usd(taxAmount));
  await expect(dialog.getByRole('radio', { name: new RegExp(lastFour(TEST_CARDS.visa)) })).toBeChecked();
  await expectNoAxeViolations(page, 'Add a line: quote and card');

  const pay = dialog.getByRole('button', { name: `Pay ${usd(finalCheckoutAmount)}` });
  const paid = page.waitForResponse((response) => response.url().endsWith('/app/checkout/pay'));
  await agreeToRenewal(dialog);
  await pay.click();
  const order = (await (await paid).json()) as {
    line: { mdn: string; activationCode: string };
  };
  await expect(dialog.getByText(A.added(formatted(order.line.mdn)))).toBeVisible();
  const qr = dialog.getByRole('img', { name: /QR code of the eSIM activation code/ });
  expect(await decodeQrCode(qr)).toBe(order.line.activationCode);
  await expectNoAxeViolations(page, 'Add a line: the new line');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Both lines under the account.
  await expect(lineCard(page, 'Line 2')).toContainText(formatted(order.line.mdn));
  await expect(lineCard(page, 'Line 1')).toContainText(formatted(first.mdn));
  await expect(linesRegion(page).getByRole('listitem')).toHaveCount(2);

  // The charge in the order history, beside the first purchase.
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Payment' })
    .click();
  const rows = page.getByRole('region', { name: 'Order History' }).getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Plus 15GB' })).toContainText(usd(finalCheckoutAmount));
});

test('on a 375 px phone: Cancel charges nothing; a physical SIM bringing a number goes on to the port-in step', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const customer = await createCustomer(request, { firstName: 'Ines', lastName: 'Carro' });
  await buyLineByApi(request, customer);
  const brought = testNumber('5550199');
  await logIn(page, customer, '/dashboard');

  await linesRegion(page).getByRole('button', { name: A.title }).click();
  const dialog = page.getByRole('dialog', { name: A.title });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription(A.choosePlan);
  await expectNoSidewaysScroll(page, dialog, 'plans');
  await choose(dialog, 'Unlimited');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await bringOnPhysicalSim(dialog, brought);
  await expectNoSidewaysScroll(page, dialog, 'SIM and number');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await fillShippingAddress(dialog);
  await expect(dialog.getByText('Activation Fee').locator('xpath=..')).toContainText('$10.00');
  await expectNoSidewaysScroll(page, dialog, 'address, quote and card');
  await expectNoAxeViolations(page, 'Add a line at 375 px: address, quote and card');

  // Cancel closes without charging; opened again, it starts afresh.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(linesRegion(page).getByRole('listitem')).toHaveCount(1);

  await linesRegion(page).getByRole('button', { name: A.title }).click();
  await choose(dialog, 'Unlimited');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await bringOnPhysicalSim(dialog, brought);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillShippingAddress(dialog);

  // A double click pays once.
  const pays: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/app/checkout/pay')) pays.push(sent.postData() ?? '');
  });
  await agreeToRenewal(dialog);
  await dialog.getByRole('button', { name: /^Pay \$/ }).dblclick();

  const result = dialog.getByText(/Your new line works now with the temporary number/);
  await expect(result).toBeVisible();
  expect(pays).toHaveLength(1);
  await expectNoSidewaysScroll(page, dialog, 'the new line');
  await expectNoAxeViolations(page, 'Add a line at 375 px: the new line');
  await dialog.getByRole('button', { name: RESULT_MODAL.portIn.button }).click();

  // The port-in step, as after a shop purchase.
  const form = page.getByRole('dialog', { name: PORT_IN_MODAL.title });
  await expect(form).toContainText(formatted(brought));
  await expect(form.getByLabel('Account holder first name')).toHaveValue('Ines');
  await form.getByLabel('Account number at your old carrier').fill('123456789');
  await form.getByLabel('Transfer PIN', { exact: true }).fill('4321');
  await form.getByLabel('ZIP Code of the service address').fill('94105');
  await form.getByRole('button', { name: PORT_IN_MODAL.save }).click();

  await expect(page.getByText(L.portInStarted)).toBeVisible();
  const card = lineCard(page, 'Line 2');
  await expect(card).toContainText(`Bringing ${formatted(brought)}`);
  await expect(lineCard(page, 'Line 1')).toBeVisible();
  await expectFits(linesRegion(page));
});
