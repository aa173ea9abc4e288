import type { Page } from '@playwright/test';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { MESSAGES } from '@mvno/contracts/messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, decodeQrCode, sticksOut } from '../support/lines';

const M = ACCOUNT_MESSAGES.simChange;

const lineCard = (page: Page, nickname: string) =>
  page.getByRole('region', { name: 'My lines' }).getByRole('listitem', { name: nickname });

test('a customer moves a line to a new eSIM after confirming it is them, and sees the new QR code', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const customer = await createCustomer(request, { firstName: 'Sid', lastName: 'Swapper' });
  const line = await buyLineByApi(request, customer, 'Starter 5GB');
  await logIn(page, customer, '/dashboard');

  const card = lineCard(page, 'Line 1');
  await card.getByRole('button', { name: `${M.changeSim} for Line 1` }).click();
  const dialog = page.getByRole('dialog', { name: M.changeSim });
  await expect(dialog.getByRole('radio', { name: M.esimChoice })).toBeChecked();
  expect(await sticksOut(dialog)).toBe(false);
  await expectNoAxeViolations(page, 'SIM change dialog');

  // A physical SIM's number is checked at the field before anything is sent.
  await dialog.getByText(M.psimChoice, { exact: true }).click();
  await dialog.getByRole('button', { name: M.changeSim }).click();
  await expect(dialog.getByLabel('SIM number')).toHaveAccessibleDescription(MESSAGES.enterSimNumber);
  await dialog.getByText(M.esimChoice, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: M.esimChoice })).toBeChecked();

  // The server asks for a step-up: the code mailed to the customer proves it, then the change goes.
  await dialog.getByRole('button', { name: M.changeSim }).click();
  const stepUp = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
  await expect(stepUp.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await expectNoAxeViolations(page, 'step-up dialog');
  const mail = await latestMail(request, customer.email, /verification code/);
  const code = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(mail.text)?.[1] ?? '';
  await stepUp.getByRole('textbox', { name: 'Code' }).fill(code);

  await expect(stepUp).toBeHidden();
  await expect(dialog.getByRole('status')).toHaveText(M.esimDone);
  const qr = dialog.getByRole('img', { name: /^QR code of the eSIM activation code LPA:1\$/ });
  await expect(qr).toBeVisible();
  const newCode = await decodeQrCode(qr);
  expect(newCode).toMatch(/^LPA:1\$/);
  expect(newCode).not.toBe(line.activationCode);
  await expectNoAxeViolations(page, 'SIM change dialog with the new eSIM');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByRole('img', { name: `QR code of the eSIM activation code ${newCode}` }),
  ).toBeVisible();
  expect((await latestMail(request, customer.email, /^The SIM of .* was changed$/)).text).toContain(
    'a new eSIM',
  );
});
