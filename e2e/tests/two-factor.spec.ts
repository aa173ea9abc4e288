import type { Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { RECOVERY_CODE_COUNT } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { createCustomer, latestMail, logIn, type Customer } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { decodeQrCode, sticksOut } from '../support/lines';

const M = ACCOUNT_MESSAGES.twoFactor;
const STEP_SECONDS = 30;

/**
 * The app's code for the next time step: the server takes each step once (the set-up used the
 * current one) and accepts one step of drift, so the next step's code is what a phone shows a
 * moment later.
 */
function nextAppCode(secret: string): string {
  return authenticator.clone({ epoch: Date.now() + STEP_SECONDS * 1000 }).generate(secret);
}

async function passwordStep(page: Page, customer: Customer) {
  await page.goto('/login-with-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(M.secondStepNeeded)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
}

test('a customer sets up the authenticator app, signs in with it, and a recovery code works once', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Toto', lastName: 'Pee' });
  const dashboardHeading = page.getByRole('heading', { level: 1, name: 'My account' });
  const appCodeField = page.getByRole('textbox', { name: 'Authenticator app code' });
  const logOut = async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };

  // Set up on a phone-width screen: the step-up (an emailed code, the app is not on yet) first.
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, customer, '/dashboard/setting');
  const card = page.getByRole('region', { name: M.cardTitle });
  await expect(card.getByText(M.statusOff)).toBeVisible();
  await card.getByRole('button', { name: 'Set up the authenticator app' }).click();
  const stepUp = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
  await expect(stepUp.getByRole('textbox', { name: 'Code' })).toBeVisible();
  const mail = await latestMail(request, customer.email, /verification code/);
  const emailed = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(mail.text)?.[1] ?? '';
  await stepUp.getByRole('textbox', { name: 'Code' }).fill(emailed);

  const setup = page.getByRole('dialog', { name: M.setupTitle });
  const secret = ((await setup.getByLabel('Setup key', { exact: true }).textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const qr = setup.getByRole('img', { name: 'QR code to add your account to an authenticator app' });
  const url = await decodeQrCode(qr);
  expect(url).toMatch(/^otpauth:\/\/totp\//);
  expect(new URL(url!).searchParams.get('secret')).toBe(secret);
  expect(await sticksOut(setup)).toBe(false);
  await expectNoAxeViolations(page, 'authenticator app set-up dialog');

  await setup.getByRole('textbox', { name: 'Code from the app' }).fill(authenticator.generate(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const shown = page.getByRole('dialog', { name: M.codesTitle });
  const listed = shown.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(RECOVERY_CODE_COUNT);
  const codes = await listed.allTextContents();
  expect(await sticksOut(shown)).toBe(false);
  await expectNoAxeViolations(page, 'recovery codes dialog');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText(M.statusOn(RECOVERY_CODE_COUNT))).toBeVisible();
  await logOut();

  // The password alone no longer signs in: the app's code finishes it, the password not asked again.
  await page.setViewportSize({ width: 375, height: 800 });
  await passwordStep(page, customer);
  await expectNoAxeViolations(page, 'second sign-in step');
  await appCodeField.fill(nextAppCode(secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dashboardHeading).toBeVisible();
  await logOut();

  // A recovery code signs in once; the same code again is refused at the field.
  await passwordStep(page, customer);
  await appCodeField.fill(codes[0]!);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dashboardHeading).toBeVisible();
  await logOut();
  await passwordStep(page, customer);
  await appCodeField.fill(codes[0]!);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(appCodeField).toHaveAttribute('aria-invalid', 'true');
  await expect(dashboardHeading).toBeHidden();
  await appCodeField.fill(codes[1]!);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dashboardHeading).toBeVisible();

  // With the app on, the step-up asks for its code: a recovery code proves it, and turns the app off.
  await page.goto('/dashboard/setting');
  await expect(card.getByText(M.statusOn(RECOVERY_CODE_COUNT - 2))).toBeVisible();
  await card.getByRole('button', { name: 'Turn off the authenticator app' }).click();
  const ask = page.getByRole('dialog', { name: M.turnOffTitle });
  await ask.getByRole('button', { name: 'Turn off' }).click();
  await expect(stepUp.getByText(M.stepUpAppLead)).toBeVisible();
  await expectNoAxeViolations(page, 'step-up dialog with the app');
  await stepUp.getByRole('textbox', { name: 'Authenticator app code' }).fill(codes[2]!);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText(M.statusOff)).toBeVisible();
});
