import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { TRANSFER_PIN_LENGTH } from '@mvno/contracts/product-constants/lines';
import { PORT_OUT_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, sticksOut } from '../support/lines';

const L = PRODUCT_MESSAGES.lines;

const lineCard = (page: Page, nickname: string) =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });

test('a customer makes a transfer PIN from the dashboard after confirming it is them: shown once, mailed about, and another carrier needs it with the account number', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const customer = await createCustomer(request, { firstName: 'Tess', lastName: 'Porter' });
  const line = await buyLineByApi(request, customer, 'Starter 5GB');
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page, 'Line 1');
  const accountNumber = (await card.getByRole('definition').nth(1).textContent())?.trim() ?? '';
  expect(accountNumber).toMatch(/^SUB-\d+$/);
  await card.getByRole('button', { name: `${L.transferPinTitle} for Line 1` }).click();

  const dialog = page.getByRole('dialog', { name: L.transferPinTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(accountNumber)).toBeVisible();
  await expect(dialog.getByText(L.noPortOutRequests)).toBeVisible();
  await expectNoAxeViolations(page, 'transfer PIN dialog');

  // By keyboard: the create button is reached with Tab and pressed with Enter.
  const create = dialog.getByRole('button', { name: L.transferPinCreate });
  await create.focus();
  await page.keyboard.press('Enter');

  // A password is not enough (decision 043): the server asks for a step-up, proved with the mailed code.
  const stepUp = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
  const codeField = stepUp.getByRole('textbox', { name: 'Code' });
  await expect(codeField).toBeVisible();
  // Focus moved into the step-up dialog, over the transfer PIN dialog.
  await expect.poll(() => stepUp.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByTestId('transfer-pin')).toHaveCount(0);
  await expectNoAxeViolations(page, 'step-up dialog over the transfer PIN dialog');
  const codeMail = await latestMail(request, customer.email, /verification code/);
  const code = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(codeMail.text)?.[1] ?? '';
  await codeField.fill(code);
  await expect(stepUp).toBeHidden();

  const pinValue = dialog.getByTestId('transfer-pin');
  await expect(pinValue).toHaveText(new RegExp(`^\\d{${TRANSFER_PIN_LENGTH}}$`));
  const pin = (await pinValue.textContent()) ?? '';
  await expect(dialog.getByRole('status')).toContainText(L.transferPinShownOnce);
  expect(await sticksOut(dialog)).toBe(false);
  await expectNoAxeViolations(page, 'transfer PIN dialog with the new PIN');
  // The customer is mailed at once, without the PIN, with what to do if it was not them.
  const notice = await latestMail(request, customer.email, /transfer PIN was created/);
  expect(notice.text).not.toContain(pin);
  expect(notice.text).toMatch(/If you did not do this.*turn Number Lock on/);

  // Closed and opened again, the PIN is not shown any more.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: `${L.transferPinTitle} for Line 1` }).click();
  await expect(dialog.getByRole('button', { name: L.transferPinCreate })).toBeVisible();
  await expect(dialog.getByTestId('transfer-pin')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Another carrier: without the PIN it is refused; with the account number and PIN the number leaves.
  const refused = await request.post('/dev/carrier/port-out', {
    data: {
      mdn: line.mdn,
      accountNumber,
      pin: pin === '000000' ? '111111' : '000000',
      requestedBy: 'Rival Wireless',
    },
  });
  expect(await refused.json()).toStrictEqual({ accepted: false, reason: 'pin_mismatch' });
  const accepted = await request.post('/dev/carrier/port-out', {
    data: { mdn: line.mdn, accountNumber, pin, requestedBy: 'Rival Wireless' },
  });
  expect(await accepted.json()).toStrictEqual({ accepted: true, reason: null });

  await page.reload();
  await expect(card.getByText(L.statusLabels.ported_out)).toBeVisible();
  // The line's request log keeps both requests, newest first.
  await card.getByRole('button', { name: `${L.transferPinTitle} for Line 1` }).click();
  const log = dialog.getByRole('list', { name: L.portOutRequestsTitle }).getByRole('listitem');
  await expect(log).toHaveCount(2);
  await expect(log.nth(0)).toContainText(L.portOutAccepted);
  await expect(log.nth(1)).toContainText(`${L.portOutRefused}: ${PORT_OUT_REASONS.pin_mismatch}`);
  await expect(dialog.getByRole('button', { name: L.transferPinCreate })).toHaveCount(0);
  await expectNoAxeViolations(page, 'transfer PIN dialog with the request log');
});
