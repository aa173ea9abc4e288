import type { Locator, Page } from '@playwright/test';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { lastFour, saveCardOnSandbox, TEST_CARDS } from '../support/sandbox-card';
import { orderHistory, orderHistoryTable } from '../support/order-history';
import { logInAsDemo } from '../support/shop';
import { CHANNEL_HEADERS } from '../support/server';

const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved cards' });
/** A card tile, found by its last four digits. */
const tile = (page: Page, number: string) =>
  savedCards(page)
    .getByRole('listitem')
    .filter({ hasText: `•••• ${lastFour(number)}` });

type Transaction = {
  successful: boolean;
  paymentDetails: {
    orderTotal: number;
    taxAmount?: number | null;
    regulatoryFee?: number | null;
    activationFee?: number | null;
  };
};
const usd = (amount: number) => `$${amount.toFixed(2)}`;

const TABLE_DATE = /^[A-Z][a-z]{2} \d{2}, \d{2}$/;
const CARD_DAY = /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]{2}$/;
const DETAIL_DATE = /^\d{2} [A-Z][a-z]{2} \d{4}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Oct 14, 26' -> a Date (local time, as the page formats it). */
function parseTableDate(text: string): Date {
  const [, month, day, year] = /^([A-Z][a-z]{2}) (\d{2}), (\d{2})$/.exec(text) ?? [];
  return new Date(2000 + Number(year), MONTHS.indexOf(month!), Number(day));
}

async function addCardFromPaymentSection(page: Page, button: Locator, number: string): Promise<void> {
  await button.click();
  await saveCardOnSandbox(page, { number, cardholderName: 'Casey Nguyen' });
  await expect(page).toHaveURL(/\/dashboard\/payment$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card was saved successfully!' }),
  ).toBeVisible();
}

test.describe('saved cards', () => {
  test('empty state, add two cards, set primary, delete with confirmation; cancel on the card page', async ({
    page,
    request,
  }) => {
    const customer = await createCustomer(request);
    await logIn(page, customer, '/dashboard/payment');
    await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();

    // Empty state (SPEC §2).
    await expect(savedCards(page)).toContainText('No saved cards');
    await expect(savedCards(page)).toContainText('Tap below to add one');
    await expect(orderHistory(page)).toContainText('No order history');
    await expectNoAxeViolations(page, 'payment section, empty');

    // The first card becomes primary.
    await addCardFromPaymentSection(
      page,
      savedCards(page).getByRole('button', { name: 'Add a card' }),
      TEST_CARDS.visa,
    );
    await expect(savedCards(page).getByRole('listitem')).toHaveCount(1);
    const visa = tile(page, TEST_CARDS.visa);
    await expect(visa).toContainText('Casey Nguyen');
    await expect(visa).toContainText(/Expires \d{2}\/\d{2}/);
    await expect(visa.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(visa.getByText('Primary', { exact: true })).toBeVisible();
    await expect(visa.getByRole('button', { name: 'Set as primary' })).toHaveCount(0);

    // A second card is not primary; Set as primary moves the marker.
    await addCardFromPaymentSection(
      page,
      savedCards(page).getByRole('button', { name: 'Add a card' }),
      TEST_CARDS.mastercard,
    );
    await expect(savedCards(page).getByRole('listitem')).toHaveCount(2);
    const mastercard = tile(page, TEST_CARDS.mastercard);
    await expect(mastercard.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(mastercard.getByText('Primary', { exact: true })).toHaveCount(0);
    await mastercard.getByRole('button', { name: 'Set as primary' }).click();
    await expect(mastercard.getByText('Primary', { exact: true })).toBeVisible();
    await expect(visa.getByText('Primary', { exact: true })).toHaveCount(0);
    await expect(visa.getByRole('button', { name: 'Set as primary' })).toBeVisible();
    await expectNoAxeViolations(page, 'payment section with cards');

    // Delete asks first; Cancel keeps the card.
    await mastercard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Card?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      `Mastercard ending in ${lastFour(TEST_CARDS.mastercard)} will be removed.`,
    );
    await expectNoAxeViolations(page, 'Delete Card? dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(savedCards(page).getByRole('listitem')).toHaveCount(2);

    // Yes, Delete removes it; deleting the primary makes the other card primary.
    await mastercard.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(mastercard).toHaveCount(0);
    await expect(savedCards(page).getByRole('listitem')).toHaveCount(1);
    await expect(visa.getByText('Primary', { exact: true })).toBeVisible();
    await page.reload();
    await expect(savedCards(page).getByRole('listitem')).toHaveCount(1);
    await expect(visa.getByText('Primary', { exact: true })).toBeVisible();

    // Cancel on the provider's page comes back with the failure notice and no new card.
    await savedCards(page).getByRole('button', { name: 'Add a card' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment$/);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Something went wrong while saving your card, please try again' }),
    ).toBeVisible();
    await expect(savedCards(page).getByRole('listitem')).toHaveCount(1);
  });
  test('a return from the card provider that cannot be confirmed says so and leads back to the cards', async ({
    page,
    request,
  }) => {
    const customer = await createCustomer(request);
    await logIn(page, customer, '/dashboard/payment');
    await expect(savedCards(page)).toContainText('No saved cards');
    // A forged or stale redirect: the server asks the provider, which knows no such session.
    await page.goto('/stripe-response?success&session_id=cs_sb_unknown');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not save your card' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Something went wrong while saving your card, please try again',
    );
    await expectNoAxeViolations(page, '/stripe-response after a failed confirmation');
    await page.getByRole('link', { name: 'Back to my cards' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment$/);
    await expect(savedCards(page)).toContainText('No saved cards');
  });
});

test.describe('order history of the demo customer (read-only)', () => {
  test('at 1280 px: a table of the five newest with the Failed marker, the full view and the Payment Details modal', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const demo = await logInAsDemo(page, request, '/dashboard/payment');
    const response = await request.get('/app/payments/transactions', {
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${demo.token}` },
    });
    const { transactions } = (await response.json()) as { transactions: Transaction[] };
    // The summary shows the five newest; the seeded data has its failed order among them.
    const recent = transactions.slice(0, 5);
    const failed = recent.find((t) => !t.successful)!;
    expect(failed).toBeDefined();

    const table = await orderHistoryTable(page, { withFailed: true });
    const rows = table.getByRole('rowgroup').last().getByRole('row');
    await expect(rows).toHaveCount(5);

    // Newest first, dates as 'MMM DD, YY'.
    const dates = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    for (const date of dates) expect(date).toMatch(TABLE_DATE);
    const times = dates.map((d) => parseTableDate(d).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The failed order is marked and shown in red; a successful one is not.
    const failedRow = rows.filter({ has: page.getByRole('cell', { name: 'Failed', exact: true }) });
    await expect(failedRow).toHaveCount(1);
    const okRow = rows.first();
    await expect(okRow.getByRole('cell').nth(4)).toHaveText('');
    const colourOf = (row: Locator) =>
      row
        .getByRole('cell')
        .first()
        .evaluate((td) => getComputedStyle(td).color);
    const failedColour = await colourOf(failedRow);
    expect(failedColour).not.toBe(await colourOf(okRow));
    const [red, green, blue] = (failedColour.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(Math.max(green!, blue!) + 60);
    await expectNoAxeViolations(page, 'order history table');

    // The Payment Details modal of the failed order: lines only when present, Failed, a card.
    // (Read the row first: the open modal hides the page behind it from the accessibility tree.)
    const failedCells = await failedRow.getByRole('cell').allTextContents();
    await failedRow.getByRole('button', { name: /^View/ }).click();
    const details = page.getByRole('dialog', { name: 'Payment Details' });
    await expect(details).toBeVisible();
    await expect(details.locator('dt')).toHaveText([
      'Date',
      'Product',
      'Status',
      'Order Total',
      'Tax Amount',
      'Regulatory Fee',
      'Payment Method',
      'Final Checkout Amount',
    ]);
    const values = details.locator('dd');
    await expect(values.nth(0)).toHaveText(DETAIL_DATE);
    await expect(values.nth(1)).toHaveText(failedCells[1]!);
    await expect(values.nth(2)).toHaveText('Failed');
    await expect(values.nth(3)).toHaveText(usd(failed.paymentDetails.orderTotal));
    await expect(values.nth(4)).toHaveText(usd(failed.paymentDetails.taxAmount!));
    await expect(values.nth(5)).toHaveText(usd(failed.paymentDetails.regulatoryFee!));
    await expect(values.nth(6)).toHaveText(failedCells[3]!);
    await expect(values.nth(7)).toHaveText(failedCells[2]!);
    await expect(details.getByRole('button', { name: 'Print receipt' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Payment Details modal');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // A successful order with an activation fee shows that line, Success, and a receipt to print.
    const withFee = recent.findIndex((t) => t.successful && t.paymentDetails.activationFee);
    expect(withFee, 'a recent order with an activation fee').toBeGreaterThanOrEqual(0);
    await rows.nth(withFee).getByRole('button', { name: /^View/ }).click();
    await expect(details.locator('dt')).toContainText(['Activation Fee']);
    await expect(details.locator('dd').nth(2)).toHaveText('Success');
    await expect(details.locator('dd').nth(6)).toHaveText(
      usd(recent[withFee]!.paymentDetails.activationFee!),
    );
    await expect(details.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // See all: the month and year pickers, every order of the chosen month, a close control.
    await orderHistory(page).getByRole('button', { name: 'See all' }).click();
    await expect(orderHistory(page).getByRole('heading', { name: 'All orders' })).toBeFocused();
    const month = page.getByRole('combobox', { name: 'Month' });
    const year = page.getByRole('combobox', { name: 'Year' });
    await expect(month.getByRole('option')).toHaveText(['All months', ...MONTHS]);
    const thisYear = new Date().getFullYear();
    await expect(year.getByRole('option')).toHaveText(
      Array.from({ length: 12 }, (_, i) => String(thisYear - i)),
    );
    await expectNoAxeViolations(page, 'order history, full view');

    const failedDate = parseTableDate(failedCells[0]!);
    await month.selectOption({ label: MONTHS[failedDate.getMonth()]! });
    await year.selectOption(String(failedDate.getFullYear()));
    const monthRows = orderHistory(page).getByRole('table').getByRole('rowgroup').last().getByRole('row');
    await expect(monthRows.first()).toBeVisible();
    for (const text of await monthRows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('td')?.textContent ?? ''),
    )) {
      expect(text.startsWith(MONTHS[failedDate.getMonth()]!)).toBe(true);
    }
    await expect(monthRows.filter({ hasText: 'Failed' })).toHaveCount(1);
    await year.selectOption(String(thisYear - 11));
    await expect(orderHistory(page)).toContainText(
      `No orders in ${MONTHS[failedDate.getMonth()]} ${thisYear - 11}`,
    );

    await orderHistory(page).getByRole('button', { name: 'Close order history' }).click();
    await expect(orderHistory(page).getByRole('heading', { name: 'All orders' })).toHaveCount(0);
    await expect(orderHistory(page).getByRole('button', { name: 'See all' })).toBeFocused();
    await expect(rows).toHaveCount(5);
  });

  test('at 375 px: cards with the day, item, card and amount instead of the table; 425/426 px is the switch', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await logInAsDemo(page, request, '/dashboard/payment');
    const cards = orderHistory(page)
      .getByRole('list', { name: 'Orders, newest first' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(orderHistory(page).getByRole('table')).toHaveCount(0);

    for (const card of await cards.all()) {
      const [day, item, method, amount] = await card.locator('p').allTextContents();
      expect(day).toMatch(CARD_DAY);
      expect(item).toMatch(/\S/);
      expect(method).toMatch(/^(Visa|Mastercard) •••• \d{4}$/);
      expect(amount).toMatch(/^\$\d+\.\d{2}$/);
    }
    const failedCard = cards.filter({ hasText: /Failed/ });
    await expect(failedCard).toHaveCount(1);
    await expect(failedCard.getByText('Failed', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'order history cards at 375 px');

    await failedCard.getByRole('button', { name: /^View/ }).click();
    const details = page.getByRole('dialog', { name: 'Payment Details' });
    await expect(details.locator('dd').nth(2)).toHaveText('Failed');
    await expectNoAxeViolations(page, 'Payment Details modal at 375 px');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.setViewportSize({ width: 426, height: 800 });
    await expect(orderHistory(page).getByRole('table')).toBeVisible();
    await page.setViewportSize({ width: 425, height: 800 });
    await expect(orderHistory(page).getByRole('table')).toHaveCount(0);
    await expect(cards).toHaveCount(5);
  });
});
