/**
 * Pay now on a suspended line with a card other than the one declined (decision 017, amended): the
 * customer whose only card keeps being declined adds a card from the Pay now dialog, comes back to
 * the same dialog with that card chosen, and pays; the line is active again. On a 375 px phone.
 */
import type { Page } from '@playwright/test';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { authed, declinedTriesSuspend } from '../support/renewals';
import { buyLineByApi, saveCardByApi, sticksOut, widestElements } from '../support/lines';
import { lastFour, saveCardOnSandbox, TEST_CARDS } from '../support/sandbox-card';

const R = PRODUCT_MESSAGES.renewals;
const L = PRODUCT_MESSAGES.lines;

const lineCard = (page: Page, nickname: string) =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });

test('a suspended line is paid with a card added from Pay now, on a 375 px phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const customer = await createCustomer(request, { firstName: 'Cara', lastName: 'Second' });
  await buyLineByApi(request, customer);
  const cards = async () =>
    (
      (await (await request.get('/app/payments/cards', { headers: authed(customer) })).json()) as {
        cards: { id: string; last4Digits: string }[];
      }
    ).cards;
  const bought = (await cards())[0]?.id;
  // The only card left is one that is declined.
  const declined = await saveCardByApi(request, customer, TEST_CARDS.declined);
  await request.post('/app/payments/cards/setdefault', {
    headers: authed(customer),
    data: { cardId: declined },
  });
  await request.delete('/app/payments/cards', { headers: authed(customer), data: { cardId: bought } });
  expect((await cards()).map((card) => card.id)).toEqual([declined]);

  // Every automatic try is declined: the line is suspended.
  await declinedTriesSuspend(request, customer, 30_000);

  await logIn(page, customer, '/dashboard');
  const card = lineCard(page, 'Line 1');
  await expect(card.getByText(L.statusLabels.suspended, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `${R.payNow} for Line 1` }).click();
  let dialog = page.getByRole('dialog', { name: R.payTitle });
  // The declined card is the primary, chosen first; another can be added from here.
  await expect(dialog.getByRole('radio', { name: new RegExp(lastFour(TEST_CARDS.declined)) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add a new card' }).click();
  await saveCardOnSandbox(page, { number: TEST_CARDS.mastercard });

  // Back on the dashboard the same dialog opens again with the new card chosen.
  await expect(page.getByText(MESSAGES.cardSaved)).toBeVisible();
  dialog = page.getByRole('dialog', { name: R.payTitle });
  const added = dialog.getByRole('radio', { name: new RegExp(lastFour(TEST_CARDS.mastercard)) });
  await expect(added).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /backup card for renewals/ })).not.toBeChecked();
  await expectNoAxeViolations(page, 'Pay now dialog with a card choice');
  expect(await sticksOut(dialog), await widestElements(dialog)).toBe(false);

  // By keyboard: the chosen card pays.
  await dialog.getByRole('button', { name: R.payNow }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Thank you! Your plan now runs until /)).toBeVisible();
  await expect(lineCard(page, 'Line 1').getByText(L.statusLabels.active, { exact: true })).toBeVisible();
  const history = (await (
    await request.get('/app/payments/transactions', { headers: authed(customer) })
  ).json()) as { transactions: { item: string; successful: boolean; last4DigitCard: string | null }[] };
  expect(
    history.transactions.find((row) => row.item.startsWith(R.historyItem('')) && row.successful),
  ).toMatchObject({
    last4DigitCard: lastFour(TEST_CARDS.mastercard),
  });
});
