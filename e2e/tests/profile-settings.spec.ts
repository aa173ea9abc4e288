import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { EMAIL_CHANGE_TEXTS, MESSAGES } from '@mvno/contracts/messages';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, latestMail, logIn, stepUpByApi, type Customer } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, formatted } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';

const profile = (page: Page) => page.getByRole('region', { name: 'Profile' });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The user as the API has it now. */
async function viewUser(page: Page, customer: Customer) {
  const response = await page.request.get('/app/users/view', {
    headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, string | null>;
}

/** Pastes text with the keyboard, as a customer copying a code from a mail does. */
async function paste(page: Page, label: string, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

const codeIn = (text: string) => /\b(\d{5})\b/.exec(text)?.[1] ?? '';

test('edit name, address and phone: each dialog checks, saves, shows the change at once and gives the focus back', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer, '/dashboard/profile');
  await expect(profile(page)).toContainText(`${customer.firstName} ${customer.lastName}`);

  // Name: the SPEC message before anything is sent, then the change.
  const editName = profile(page).getByRole('button', { name: 'Edit name' });
  await editName.click();
  const nameDialog = page.getByRole('dialog', { name: 'Edit name' });
  await expectNoAxeViolations(page, 'Edit name dialog');
  await nameDialog.getByLabel('First name').fill('');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog.getByText(MESSAGES.enterFirstName)).toBeVisible();
  await nameDialog.getByLabel('First name').fill('Robin');
  await expect(nameDialog.getByText(MESSAGES.enterFirstName)).toBeHidden();
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(notice(page, PRODUCT_MESSAGES.profile.nameSaved)).toBeVisible();
  await expect(profile(page)).toContainText(`Robin ${customer.lastName}`);
  await expect(editName).toBeFocused();

  // Address: number 12 and direction NE each arrive in their own property (SPEC §8 known defect).
  const editAddress = profile(page).getByRole('button', { name: 'Edit address' });
  await editAddress.click();
  const addressDialog = page.getByRole('dialog', { name: 'Edit address' });
  await expectNoAxeViolations(page, 'Edit address dialog');
  await addressDialog.getByLabel('Street number').fill('12');
  const north = addressDialog.getByRole('button', { name: 'N', exact: true });
  await north.click();
  await expect(north).toHaveAttribute('aria-pressed', 'true');
  await north.click(); // choosing the chosen direction clears it (SPEC §5)
  await expect(north).toHaveAttribute('aria-pressed', 'false');
  await addressDialog.getByRole('button', { name: 'NE', exact: true }).click();
  await addressDialog.getByLabel('Street name').fill('Congress Ave');
  await addressDialog.getByLabel('City').fill('Austin');
  await addressDialog.getByLabel('State').selectOption('TX');
  await addressDialog.getByLabel('ZIP Code').fill('7870');
  await addressDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addressDialog.getByText(MESSAGES.enterZipCode)).toBeVisible();
  await addressDialog.getByLabel('ZIP Code').fill('78701');
  await addressDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addressDialog).toBeHidden();
  await expect(profile(page)).toContainText('12 NE Congress Ave, Austin, TX 78701');
  await expect(editAddress).toBeFocused();
  expect(await viewUser(page, customer)).toMatchObject({
    streetNumber: '12',
    streetDirection: 'NE',
    streetName: 'Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });

  // Phone: +44 and the UK flag by default (SPEC §1); the country picker fills in the code.
  const editPhone = profile(page).getByRole('button', { name: 'Edit phone number' });
  await editPhone.click();
  const phoneDialog = page.getByRole('dialog', { name: 'Edit phone number' });
  await expect(phoneDialog.getByLabel('Country', { exact: true })).toHaveValue('GB');
  await expect(phoneDialog.getByLabel('Country', { exact: true }).locator('option:checked')).toHaveText(
    /^🇬🇧 United Kingdom \(\+44\)$/,
  );
  await expect(phoneDialog.getByLabel('Country code')).toHaveValue('+44');
  await expectNoAxeViolations(page, 'Edit phone number dialog');
  await phoneDialog.getByLabel('Country', { exact: true }).selectOption('US');
  await expect(phoneDialog.getByLabel('Country code')).toHaveValue('+1');
  await phoneDialog.getByLabel('Phone number').fill('51255');
  await phoneDialog.getByRole('button', { name: 'Save' }).click();
  await expect(phoneDialog.getByText(MESSAGES.invalidPhoneNumber)).toBeVisible();
  await phoneDialog.getByLabel('Phone number').fill('5125550143');
  await phoneDialog.getByRole('button', { name: 'Save' }).click();
  await expect(phoneDialog).toBeHidden();
  await expect(profile(page)).toContainText('(512) 555-0143');
  await expect(editPhone).toBeFocused();
  expect((await viewUser(page, customer)).contactNumber).toBe('+15125550143');
});

test('change email with the code pasted from the mailbox; Cancel goes back; the countdown, then Re-send code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(request);
  const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;
  await logIn(page, customer, '/dashboard/profile');

  const editEmail = profile(page).getByRole('button', { name: 'Edit email' });
  await editEmail.click();
  const dialog = page.getByRole('dialog', { name: 'Edit email' });
  await expectNoAxeViolations(page, 'Edit email dialog, step 1');
  await dialog.getByLabel('New email').fill(newEmail);
  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  // Step 2: the resend control waits 30 seconds with a 00:SS countdown.
  const resend = dialog.getByRole('button', { name: /Re-send code/ });
  await expect(resend).toHaveText(/^Re-send code in 00:[0-3]\d$/);
  await expect(resend).toBeDisabled();
  await expect(dialog.getByText(newEmail)).toBeVisible();
  await expectNoAxeViolations(page, 'Edit email dialog, step 2');

  // Cancel in step 2 returns to step 1, the address kept; Send code again within the wait mails
  // nothing new: the code sent still works, and the countdown goes on.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('New email')).toHaveValue(newEmail);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Re-send code in 00:[0-2]\d$/);

  await expect(resend).toHaveText(EMAIL_CHANGE_TEXTS.resendCode, { timeout: 40_000 });
  await expect(resend).toBeEnabled();
  await resend.click();
  // Said inside the dialog: the page's notifications are hidden from assistive technology behind it.
  await expect(dialog.getByRole('status').filter({ hasText: MESSAGES.codeResent })).toBeVisible();
  await expect(resend).toBeDisabled();

  // The newest code, pasted: the email changes and the old address is told.
  let code = '';
  await expect
    .poll(async () => {
      const mails = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(newEmail)}`)).json();
      const codes = (mails as { mails: { text: string }[] }).mails.map((mail) => codeIn(mail.text));
      code = codes[0] ?? '';
      return codes.length;
    })
    .toBe(2);
  await paste(page, 'Code', code);
  await expect(dialog).toBeHidden();
  await expect(notice(page, PRODUCT_MESSAGES.profile.emailChanged)).toBeVisible();
  await expect(profile(page)).toContainText(newEmail);
  await expect(editEmail).toBeFocused();
  const told = await latestMail(request, customer.email, /email of your .* was changed/);
  expect(told.text).toContain(`${newEmail[0]}***@example.com`);
});

test('sign out another device from Settings: its next call logs it out', async ({
  page,
  browser,
  request,
}) => {
  const customer = await createCustomer(request);
  // A second device: another browser, logged in with the password.
  const login = await request.post('/app/auth/login', {
    headers: CHANNEL_HEADERS,
    data: { email: customer.email, password: customer.password },
  });
  const second = (await login.json()) as { token: string; expiresAt: string; assisted: boolean };
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await logIn(otherPage, { ...customer, ...second }, '/dashboard/profile');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  await logIn(page, customer, '/dashboard/setting');
  const devices = page.getByRole('region', { name: 'Devices signed in' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText('This device');
  // The place is the network each signed in from (decision 030): here this computer, and the
  // registration's private address.
  await expect(devices).toContainText(ACCOUNT_MESSAGES.security.placeThisComputer);
  await expect(devices).toContainText(ACCOUNT_MESSAGES.security.placePrivateNetwork);
  await expectNoAxeViolations(page, 'Settings with devices');
  await devices
    .getByRole('listitem')
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(notice(page, PRODUCT_MESSAGES.sessions.sessionEnded)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The other browser's next call answers 401: it is logged out.
  await otherPage.getByRole('link', { name: 'Settings' }).click();
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  // This one goes on.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(profile(page)).toContainText(customer.email);
  await otherContext.close();
});

test('Number Lock on, an outside port-out refused and mailed, off with an emailed code', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const { id: lineId, mdn } = await buyLineByApi(request, customer);
  await logIn(page, customer, '/dashboard/setting');
  const locks = page.getByRole('region', { name: 'Number Lock' });
  const line = locks.getByRole('listitem', { name: formatted(mdn) });
  await expect(line).toContainText('Number Lock is off');

  await line.getByRole('button', { name: /Turn on Number Lock/ }).click();
  await expect(notice(page, PRODUCT_MESSAGES.lines.lockOn)).toBeVisible();
  await expect(line).toContainText('Number Lock is on');
  await latestMail(request, customer.email, /Number Lock is on/);

  // Another carrier asks for the number: refused with the reason, and the owner is told.
  const portOut = await request.post('/dev/carrier/port-out', {
    data: { mdn, requestedBy: 'Rival Wireless' },
  });
  expect(await portOut.json()).toEqual({ accepted: false, reason: 'number_locked' });
  const warning = await latestMail(request, customer.email, /stopped a request to move/);
  expect(warning.text).toContain('Rival Wireless');

  // Off needs the code mailed when the dialog opens.
  const turnOff = line.getByRole('button', { name: /Turn off Number Lock/ });
  await turnOff.click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Number Lock' });
  await expect(dialog.getByLabel('Code', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'Turn off Number Lock dialog');
  const code = codeIn((await latestMail(request, customer.email, /verification code/)).text);
  await dialog.getByLabel('Code', { exact: true }).pressSequentially(code === '00000' ? '11111' : '00000');
  await expect(dialog.getByText(PRODUCT_MESSAGES.verification.badCode)).toBeVisible();
  await paste(page, 'Code', code);
  await expect(dialog).toBeHidden();
  await expect(notice(page, PRODUCT_MESSAGES.lines.lockOff)).toBeVisible();
  await expect(line).toContainText('Number Lock is off');
  await latestMail(request, customer.email, /Number Lock is off/);
  // Unlocked, the number leaves with its account number and a transfer PIN (decision 025), which
  // only a session that proved a second factor can make (decision 043).
  await stepUpByApi(request, customer);
  const made = await request.post(`/app/users/lines/${lineId}/transfer-pin`, {
    headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` },
  });
  const { accountNumber, pin } = (await made.json()) as { accountNumber: string; pin: string };
  const released = await request.post('/dev/carrier/port-out', { data: { mdn, accountNumber, pin } });
  expect(await released.json()).toEqual({ accepted: true, reason: null });
});

test('no sideways scrolling on a 320 px phone in the profile, its dialogs and Settings', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { email: `long-address-${randomUUID()}@example.com` });
  await buyLineByApi(request, customer);
  await page.setViewportSize({ width: 320, height: 720 });
  await logIn(page, customer, '/dashboard/profile');
  // How far anything inside the page's main content or an open dialog reaches past the screen's
  // right edge. (The site header is measured by the shell's own tests.)
  const overflow = () =>
    page.evaluate(() => {
      const inside = Array.from(document.querySelectorAll('main *, [role="dialog"] *'));
      return Math.max(0, ...inside.map((el) => el.getBoundingClientRect().right)) - window.innerWidth;
    });
  await expect(profile(page)).toContainText(customer.email);
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const name of ['Edit name', 'Edit email', 'Edit phone number', 'Edit address']) {
    await profile(page).getByRole('button', { name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await overflow(), name).toBeLessThanOrEqual(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('region', { name: 'Number Lock' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Devices signed in' }).getByRole('listitem')).toHaveCount(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('at 1280 px the profile keeps clear of the "My lines" heading and its buttons', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await createCustomer(request);
  await logIn(page, customer, '/dashboard/profile');
  const lastRow = profile(page).getByRole('button', { name: 'Edit address' });
  const lines = page.getByRole('region', { name: 'My lines' });
  const heading = lines.getByRole('heading', { name: 'My lines' });
  const addLine = lines.getByRole('button', { name: PRODUCT_MESSAGES.addLine.title });
  await expect(lastRow).toBeVisible();
  await expect(addLine).toBeVisible();
  const bottom = await lastRow.evaluate((element) => element.getBoundingClientRect().bottom);
  for (const below of [heading, addLine]) {
    const top = await below.evaluate((element) => element.getBoundingClientRect().top);
    expect(top - bottom, 'space between the profile and My lines').toBeGreaterThanOrEqual(24);
  }
});
