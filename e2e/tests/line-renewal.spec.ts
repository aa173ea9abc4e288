import type { Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { authed, declinedTriesSuspend, lineOf } from '../support/renewals';
import { buyLineByApi, saveCardByApi, sticksOut, widestElements } from '../support/lines';
import { TEST_CARDS } from '../support/sandbox-card';

const R = PRODUCT_MESSAGES.renewals;
const L = PRODUCT_MESSAGES.lines;

const lineCard = (page: Page, nickname: string) =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });
// The page shows dates in the browser's time zone, which is this machine's, as here.
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

test('turning auto-renew off shows the date the plan ends', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Rene', lastName: 'Wal' });
  await buyLineByApi(request, customer);
  const { renewal } = await lineOf(request, customer);
  const periodEnd = day(renewal?.periodEnd ?? '');
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page, 'Line 1');
  await expect(card.getByText(R.renewsOn(periodEnd))).toBeVisible();
  const autoRenew = card.getByRole('switch', { name: R.autoRenewLabel });
  await expect(autoRenew).toBeChecked();
  await expectNoAxeViolations(page, 'dashboard with a renewing line');

  await autoRenew.click();

  await expect(card.getByText(R.endsOn(periodEnd))).toBeVisible();
  await expect(autoRenew).not.toBeChecked();
  await expect(card.getByText(R.autoRenewOff)).toBeVisible();
  // It stays off after a reload: the server keeps it.
  await page.reload();
  await expect(lineCard(page, 'Line 1').getByText(R.endsOn(periodEnd))).toBeVisible();

  // Renew now asks first, showing the amount, the card and the date.
  await lineCard(page, 'Line 1')
    .getByRole('button', { name: `${R.renewNow} for Line 1` })
    .click();
  const dialog = page.getByRole('dialog', { name: R.renewTitle });
  await expect(dialog.getByRole('radio', { name: /4242/ })).toBeChecked();
  await expect(dialog.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
  await expect(dialog.getByText(periodEnd)).toBeVisible();
  await expectNoAxeViolations(page, 'Renew now dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a suspended line says why, and its Pay now restores it, on a 320 px phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 720 });
  const customer = await createCustomer(request, { firstName: 'Sam', lastName: 'Pend' });
  await buyLineByApi(request, customer);
  const goodCard = (
    (await (await request.get('/app/payments/cards', { headers: authed(customer) })).json()) as {
      cards: { id: string }[];
    }
  ).cards[0]?.id;
  const declined = await saveCardByApi(request, customer, TEST_CARDS.declined);
  const primary = await request.post('/app/payments/cards/setdefault', {
    headers: authed(customer),
    data: { cardId: declined },
  });
  expect(primary.status()).toBe(200);

  // The renewal date passes with a card that is declined: tried then, after 1 and after 3 days.
  await declinedTriesSuspend(request, customer);

  // The customer puts the good card back as primary and pays from the dashboard.
  expect(goodCard).toBeTruthy();
  await request.post('/app/payments/cards/setdefault', {
    headers: authed(customer),
    data: { cardId: goodCard },
  });
  await logIn(page, customer, '/dashboard');
  const card = lineCard(page, 'Line 1');
  await expect(card.getByText(L.statusLabels.suspended, { exact: true })).toBeVisible();
  await expect(card.getByRole('note').filter({ hasText: R.suspended })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with a suspended line');
  expect(await sticksOut(card), await widestElements(card)).toBe(false);

  await card.getByRole('button', { name: `${R.payNow} for Line 1` }).click();
  const dialog = page.getByRole('dialog', { name: R.payTitle });
  await expect(dialog.getByRole('radio', { name: /4242/ })).toBeChecked();
  await expectNoAxeViolations(page, 'Pay now dialog');
  expect(await sticksOut(dialog), await widestElements(dialog)).toBe(false);
  await dialog.getByRole('button', { name: R.payNow }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Thank you! Your plan now runs until /)).toBeVisible();
  await expect(card.getByText(L.statusLabels.active, { exact: true })).toBeVisible();
  await expect(card.getByText(R.suspended)).toBeHidden();
  await expect(card.getByRole('switch', { name: R.autoRenewLabel })).toBeChecked();
});
