import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@mvno/contracts/messages';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn, PASSWORD } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { orderHistoryTable } from '../support/order-history';
import { futureExpiry, lastFour, saveCardOnSandbox, TEST_CARDS } from '../support/sandbox-card';
import {
  agreeToRenewal,
  cartCount,
  chooseEsimWithNewNumber,
  fillCartForEsim,
  planTile,
} from '../support/shop';

const PLAN = 'Unlimited';
const ZIP = '78702';
const usd = (amount: number) => `$${amount.toFixed(2)}`;

type Quote = {
  orderTotal: number;
  taxAmount: number;
  regulatoryFee: number;
  activationFee: number;
  discountAmount: number;
  finalCheckoutAmount: number;
  renewal: { amount: number; periodDays: number };
};

/** The next answer of the server's quote endpoint, read while the browser asks for it. */
function nextQuote(page: Page): Promise<Quote> {
  return page
    .waitForResponse(
      (r) => r.url().endsWith('/app/checkout/quote') && r.request().method() === 'POST' && r.ok(),
    )
    .then((r) => r.json() as Promise<Quote>);
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const billingState = (page: Page) => page.getByRole('combobox', { name: 'Billing state' });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay\b/ });

test('shop -> cart (eSIM, new number) -> log in -> checkout -> add a card -> pay -> dashboard shows the order and the line', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Avery', lastName: 'Stone' });

  // Shop: choosing a plan puts it in the cart; the header counts 1.
  await page.goto('/shop');
  await expect(cartCount(page)).toHaveText('0');
  await expect(planTile(page, PLAN)).toContainText('$35.00/mo');
  await expectNoAxeViolations(page, '/shop');
  await fillCartForEsim(page, PLAN, ZIP);
  await expect(cartCount(page)).toHaveText('1');
  await expect(page.getByRole('heading', { name: PLAN })).toBeVisible();
  await expectNoAxeViolations(page, '/cart with the choices made');

  // Continue while logged out: log in first (through the login page), then back to checkout.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(
    `New number in the ${ZIP} area`,
  );

  // The summary waits for the billing state, then shows the server's quote line by line.
  await expect(summary(page)).toContainText('Choose your billing state to see your total.');
  let quote = nextQuote(page);
  await billingState(page).selectOption({ label: 'Texas' });
  const texas = await quote;
  expect(texas.orderTotal).toBe(35);
  expect(texas.taxAmount).toBeGreaterThan(0);
  await expect(summary(page).locator('dt')).toHaveText([
    'Order Total',
    'Tax Amount',
    'Regulatory Fee',
    'Activation Fee',
    'Discount',
    'Final Checkout Amount',
  ]);
  await expect(summary(page).locator('dd')).toHaveText([
    usd(texas.orderTotal),
    usd(texas.taxAmount),
    usd(texas.regulatoryFee),
    usd(texas.activationFee),
    usd(texas.discountAmount),
    usd(texas.finalCheckoutAmount),
  ]);

  // Texas's taxes are listed beneath Tax Amount, each with its jurisdiction (decision 060).
  await expect(page.getByRole('list', { name: 'Taxes by jurisdiction' })).toContainText('Sales tax (Texas)');
  // Tax follows the state: Alaska has no state sales tax and no state prepaid 911 charge.
  quote = nextQuote(page);
  await billingState(page).selectOption({ label: 'Alaska' });
  const alaska = await quote;
  expect(alaska.taxAmount).toBe(0);
  await expect(summary(page).locator('dd').nth(1)).toHaveText('$0.00');
  await expect(summary(page).locator('dd').last()).toHaveText(usd(alaska.finalCheckoutAmount));
  await billingState(page).selectOption({ label: 'Texas' });
  await expect(summary(page).locator('dd').last()).toHaveText(usd(texas.finalCheckoutAmount));
  await expect(payButton(page)).toHaveText(`Pay ${usd(texas.finalCheckoutAmount)}`);
  await expectNoAxeViolations(page, '/cart/checkout');

  // Add a new card on the provider's own page.
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await expectNoAxeViolations(page, 'sandbox card page');

  // Sent empty, it shows the SPEC §8 messages at the fields (and in a summary).
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the card details');
  await expect(page.getByLabel('Cardholder name')).toHaveAccessibleDescription(
    'Please enter card holder name',
  );
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Please enter card number');
  await expect(page.getByLabel('Expiry date')).toHaveAccessibleDescription(/Please enter expiry date/);
  await expect(page.getByLabel('CVV')).toHaveAccessibleDescription(/Please enter cvv/);
  await expectNoAxeViolations(page, 'sandbox card page with errors');

  // Typing: the number in groups of four, the slash after the month.
  await page.getByLabel('Cardholder name').fill('Avery Stone');
  await page.getByLabel('Card number').pressSequentially(TEST_CARDS.visa);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  const expiry = futureExpiry();
  await page.getByLabel('Expiry date').pressSequentially(expiry.replace('/', ''));
  await expect(page.getByLabel('Expiry date')).toHaveValue(expiry);
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();

  // Back at checkout: the card is saved, selected, and the billing state was kept.
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByText('Your card was saved successfully!')).toBeVisible();
  await expect(
    page.getByRole('radio', { name: `Visa •••• ${lastFour(TEST_CARDS.visa)}, expires ${expiry} Primary` }),
  ).toBeChecked();
  await expect(billingState(page)).toHaveValue('TX');
  await expect(payButton(page)).toHaveText(`Pay ${usd(texas.finalCheckoutAmount)}`);

  // The automatic renewal terms beside Pay, with the amount; without the separate box nothing is paid.
  const C = ACCOUNT_MESSAGES.renewalConsent;
  await expect(page.getByText(C.terms(texas.renewal.amount, texas.renewal.periodDays))).toBeVisible();
  const consent = page.getByRole('checkbox', { name: C.checkbox });
  await expect(consent).not.toBeChecked();
  const paysSent: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/app/checkout/pay')) paysSent.push(sent.url());
  });
  await payButton(page).click();
  await expect(page.getByText(C.required)).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'checkout with the renewal consent missing');
  expect(paysSent).toEqual([]);
  await agreeToRenewal(page);
  await expect(page.getByText(C.required)).toBeHidden();

  // Pay: the result modal, then To Dashboard empties the cart.
  const paid = page.waitForResponse((r) => r.url().endsWith('/app/checkout/pay'));
  await payButton(page).click();
  const order = (await (await paid).json()) as {
    successful: boolean;
    line: { mdn: string; activationCode: string };
  };
  expect(order.successful).toBe(true);
  const result = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Thank You');
  await expectNoAxeViolations(page, 'payment result modal');
  await result.getByRole('button', { name: 'To Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cartCount(page)).toHaveText('0');

  // The new line: the number from the ZIP's area, an eSIM with its LPA activation code.
  const lines = page.getByRole('region', { name: 'My lines' });
  const line = lines.getByRole('listitem');
  await expect(line).toHaveCount(1);
  const mdn = order.line.mdn.replace(/\D/g, '').slice(-10);
  await expect(line).toContainText(`(${mdn.slice(0, 3)}) ${mdn.slice(3, 6)}-${mdn.slice(6)}`);
  await expect(line).toContainText('eSIM');
  // The eSIM's activation: the SM-DP+ address and matching id apart, and the whole LPA code.
  await expect(line.locator('code').last()).toHaveText(/^LPA:1\$[^$\s]+\$[^$\s]+$/);
  await expect(line.locator('code').last()).toHaveText(order.line.activationCode);
  await expectNoAxeViolations(page, '/dashboard with the new line');

  // The order in the Payment section's history.
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Payment' })
    .click();
  // No order failed, so no Failed column (SPEC §2).
  const table = await orderHistoryTable(page, { withFailed: false });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    /^[A-Z][a-z]{2} \d{2}, \d{2}$/,
    PLAN,
    usd(texas.finalCheckoutAmount),
    `Visa •••• ${lastFour(TEST_CARDS.visa)}`,
    /^View/,
  ]);
  // After a reload the cart stays empty (the cleared cart was persisted).
  await page.reload();
  await expect(cartCount(page)).toHaveText('0');
});

test('a declined card shows Payment Failed and Try again; a good card then pays', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer, '/about');
  await fillCartForEsim(page, 'Plus 15GB', '10001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await billingState(page).selectOption({ label: 'New York' });
  await expect(payButton(page)).toHaveText(/^Pay \$\d+\.\d{2}$/);

  // With no card yet, Pay says what is missing.
  await payButton(page).click();
  await expect(page.getByText('Choose a card or add a new one to pay.')).toBeVisible();

  // The declined test card saves fine: the decline happens when it is charged.
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await saveCardOnSandbox(page, { number: TEST_CARDS.declined });
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByText('Your card was saved successfully!')).toBeVisible();
  const declinedCard = page.getByRole('radio', { name: new RegExp(`•••• ${lastFour(TEST_CARDS.declined)}`) });
  await expect(declinedCard).toBeChecked();

  await agreeToRenewal(page);
  await payButton(page).click();
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Please try again!');
  await expectNoAxeViolations(page, 'payment failure dialog');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(cartCount(page)).toHaveText('1');

  // Add the good card, choose it (the first card stays primary) and pay.
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await saveCardOnSandbox(page, { number: TEST_CARDS.visa });
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(billingState(page)).toHaveValue('NY');
  const goodCard = page.getByRole('radio', { name: new RegExp(`•••• ${lastFour(TEST_CARDS.visa)}`) });
  await goodCard.check();
  await expect(goodCard).toBeChecked();
  await expect(declinedCard).not.toBeChecked();
  await agreeToRenewal(page);
  await payButton(page).click();
  const result = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(result).toContainText('Thank You');
  await result.getByRole('button', { name: 'To Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cartCount(page)).toHaveText('0');
  // One line: the declined attempt made none.
  await expect(page.getByRole('region', { name: 'My lines' }).getByRole('listitem')).toHaveCount(1);

  // Both attempts are in the history, the declined one marked Failed.
  await page.goto('/dashboard/payment');
  const table = await orderHistoryTable(page, { withFailed: true });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `•••• ${lastFour(TEST_CARDS.declined)}` })).toContainText('Failed');
  await expect(rows.filter({ hasText: `•••• ${lastFour(TEST_CARDS.visa)}` })).not.toContainText('Failed');
});

test('a billing state chosen just before "Add a new card" is still chosen on return, and Pay shows the total', async ({
  page,
}) => {
  // Logged out: choose a plan, then create an account.
  await page.goto('/shop');
  await planTile(page, PLAN).getByRole('button', { name: 'Choose plan' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // With a plan in the cart the app renders the page afresh over the prerendered one as it starts;
  // what is typed meanwhile goes into the app's form (decision 098), so the journey types at once.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Quinn');
  await page.getByLabel('Last name').fill('Harper');
  await page.getByRole('textbox', { name: 'Email' }).fill(`quick-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // The cart: eSIM and a new number by ZIP, then Continue to checkout, on a phone-slow CPU so the
  // page is still settling when the buyer acts.
  await page.goto('/cart');
  await chooseEsimWithNewNumber(page, ZIP);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);

  // The state, and at once "Add a new card": no waiting for the quote in between.
  await billingState(page).selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await saveCardOnSandbox(page, { number: TEST_CARDS.visa });

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByText('Your card was saved successfully!')).toBeVisible();
  await expect(billingState(page)).toHaveValue('TX');
  await expect(summary(page)).not.toContainText(PRODUCT_MESSAGES.web.waitingForBillingState);
  await expect(payButton(page)).toHaveText(/^Pay \$\d+\.\d{2}$/);
  await expect(page.getByText(MESSAGES.selectState)).toHaveCount(0);
});
