/**
 * The customer decides (decision 027), on a 375 px phone: buy with the renewal consent box, cancel
 * a line and undo it, download my data, buy 1 GB from the usage card, suspend a lost phone's line
 * and resume it after confirming it is them; axe on every new dialog.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, saveCardByApi, sticksOut } from '../support/lines';
import { agreeToRenewal, fillCartForEsim } from '../support/shop';

const C = ACCOUNT_MESSAGES.lineCancellation;
const T = ACCOUNT_MESSAGES.topUps;
const P = ACCOUNT_MESSAGES.lostPhone;
const R = ACCOUNT_MESSAGES.renewalConsent;

const lineCard = (page: Page, nickname = 'Line 1') =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
});

test('buy with the renewal consent box: terms beside Pay, refused at the box until it is ticked', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Cora', lastName: 'Vale' });
  await saveCardByApi(request, customer);
  await logIn(page, customer, '/about');
  await fillCartForEsim(page, 'Unlimited', '78702');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'Texas' });
  const pay = page.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ });
  await expect(pay).toBeVisible();
  const terms = page.getByRole('region', { name: R.title });
  await expect(terms).toContainText('renews automatically every 30 days');
  expect(await sticksOut(terms)).toBe(false);

  await pay.click();
  const box = page.getByRole('checkbox', { name: R.checkbox });
  await expect(page.getByText(R.required)).toBeVisible();
  await expect(box).toBeFocused();
  await expectNoAxeViolations(page, 'checkout at 375 px with the consent missing');

  await agreeToRenewal(page);
  await pay.click();
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  const mail = await latestMail(request, customer.email, /order/);
  expect(mail.text).toContain(R.howToCancel);
});

test('cancel a line at the period end, then undo it while the period runs', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Dana', lastName: 'Roe' });
  await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page);
  await card.getByRole('button', { name: `${C.button}: Line 1` }).click();
  const dialog = page.getByRole('dialog', { name: C.title });
  await expect(dialog).toContainText(C.noRefund);
  await expect(dialog.getByRole('radio', { name: /At the end of the paid period/ })).toBeChecked();
  await expectNoAxeViolations(page, 'cancel line dialog');
  expect(await sticksOut(dialog)).toBe(false);
  await dialog.getByRole('button', { name: C.confirm }).click();
  await expect(dialog).toBeHidden();

  const panel = card.getByRole('region', { name: C.panelTitle });
  await expect(panel).toContainText('This line is cancelled. It stops on');
  await expect(card.getByRole('switch', { name: 'Auto-renew' })).not.toBeChecked();
  await latestMail(request, customer.email, /line is cancelled/);

  await panel.getByRole('button', { name: `${C.undo} of Line 1` }).click();
  await expect(notice(page, C.undone)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(card.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
});

test('download my data as a JSON file', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Esme', lastName: 'Hart' });
  const line = await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard/setting');

  const section = page.getByRole('region', { name: 'Privacy' });
  await expect(section.getByRole('button', { name: ACCOUNT_MESSAGES.myData.download })).toBeVisible();
  await expectNoAxeViolations(page, 'settings with my data');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: ACCOUNT_MESSAGES.myData.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    profile: { email: string };
    lines: { mdn: string }[];
    consents: unknown[];
  };
  expect(data.profile.email).toBe(customer.email);
  expect(data.lines.map((l) => l.mdn)).toEqual([line.mdn]);
  expect(data.consents).toHaveLength(1);
});

test('buy 1 GB from the usage card: the allowance grows at once', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Finn', lastName: 'Lowe' });
  await buyLineByApi(request, customer, 'Starter 5GB');
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page);
  const usage = card.getByRole('region', { name: PRODUCT_MESSAGES.usage.title });
  await expect(usage.getByRole('meter', { name: PRODUCT_MESSAGES.usage.dataLabel })).toHaveAttribute(
    'max',
    String(5 * 1024),
  );
  await usage.getByRole('button', { name: T.addData }).click();
  const dialog = page.getByRole('dialog', { name: T.title });
  const oneGb = dialog.getByRole('radio', { name: /^1 GB for \$/ });
  await expect(oneGb).toBeChecked();
  await expectNoAxeViolations(page, 'add data dialog');
  expect(await sticksOut(dialog)).toBe(false);
  // A double click buys once.
  const buys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/top-ups')) buys.push(sent.url());
  });
  await dialog.getByRole('button', { name: /^Buy for \$/ }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(notice(page, T.bought('1 GB'))).toBeVisible();
  await expect(usage.getByRole('meter', { name: PRODUCT_MESSAGES.usage.dataLabel })).toHaveAttribute(
    'max',
    String(6 * 1024),
  );
  expect(buys).toHaveLength(1);
  await latestMail(request, customer.email, /receipt: 1 GB of data/);
});

test('suspend a lost phone at once, then resume it after confirming it is me', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Gus', lastName: 'Noor' });
  await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page);
  await card.getByRole('button', { name: `${P.suspend}: Line 1` }).click();
  const dialog = page.getByRole('dialog', { name: P.title });
  await expect(dialog).toContainText(P.text);
  await expectNoAxeViolations(page, 'suspend line dialog');
  await dialog.getByRole('button', { name: P.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(PRODUCT_MESSAGES.lines.statusLabels.lost_suspended);
  await expect(card).toContainText(P.statusReason);
  await latestMail(request, customer.email, /line is suspended/);

  await card.getByRole('button', { name: `${P.resume}: Line 1` }).click();
  const stepUp = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
  await expect(stepUp).toBeVisible();
  const mail = await latestMail(request, customer.email, /code/i);
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1] ?? '';
  await expectNoAxeViolations(page, 'step-up dialog before resuming');
  await stepUp.getByLabel('Code', { exact: true }).focus();
  await page.keyboard.type(code);
  await expect(stepUp).toBeHidden();
  await expect(notice(page, P.resumed)).toBeVisible();
  await expect(card).toContainText(PRODUCT_MESSAGES.lines.statusLabels.active);
});
