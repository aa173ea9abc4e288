import type { Page } from '@playwright/test';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { sticksOut } from '../support/lines';
import { E2E_PORT } from '../support/server';

const M = ACCOUNT_MESSAGES.passkeys;
const S = ACCOUNT_MESSAGES.security;

// Browsers refuse an IP address as a passkey's site: the server's public URL is on 127.0.0.1, so
// passkeys belong to `localhost` on the same port (docs/decisions/030), where this journey runs.
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

/** Chromium's virtual authenticator (the WebAuthn test API): a platform passkey store that says yes. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map((one) => one.rpId);
}

test('a customer adds a passkey, signs in with it, sees it in the Security card and uses it as the step-up', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Pat', lastName: 'Keys' });
  const credentials = await addVirtualAuthenticator(page);
  const dashboardHeading = page.getByRole('heading', { level: 1, name: 'My account' });
  const stepUp = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.stepUp.dialogTitle });
  const logOut = async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };

  // Add a passkey on a phone-width screen: a name, then the step-up (an emailed code), then the browser.
  await page.setViewportSize({ width: 320, height: 800 });
  await logIn(page, customer, '/dashboard/setting');
  const card = page.getByRole('region', { name: M.cardTitle });
  await expect(card.getByText(M.none)).toBeVisible();
  await card.getByRole('button', { name: M.add }).click();
  const adding = page.getByRole('dialog', { name: M.add });
  await expect(adding.getByText(M.addLead)).toBeVisible();
  expect(await sticksOut(adding)).toBe(false);
  await expectNoAxeViolations(page, 'add a passkey dialog');
  await adding.getByRole('button', { name: M.add }).click();
  await expect(adding.getByText('Enter a name for the passkey')).toBeVisible();
  await adding.getByRole('textbox', { name: 'Passkey name' }).fill('My laptop');
  await adding.getByRole('button', { name: M.add }).click();
  await expect(stepUp.getByRole('textbox', { name: 'Code' })).toBeVisible();
  const mail = await latestMail(request, customer.email, /verification code/);
  const emailed = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(mail.text)?.[1] ?? '';
  await stepUp.getByRole('textbox', { name: 'Code' }).fill(emailed);
  await expect(page.getByText(M.added)).toBeVisible();
  await expect(adding).toBeHidden();
  await expect(card.getByRole('listitem', { name: 'My laptop' })).toContainText('Not used yet');
  expect(await credentials()).toEqual(['localhost']);
  expect((await latestMail(request, customer.email, /passkey was added/)).text).toContain('"My laptop"');

  // The Security card: the protection at a glance, and the sign-ins so far.
  const security = page.getByRole('region', { name: S.cardTitle });
  await expect(security.getByText(S.passkeyCount(1))).toBeVisible();
  await expect(security.getByText(S.secondFactorOff)).toBeVisible();
  expect(await sticksOut(security)).toBe(false);
  await logOut();

  // Sign in with the passkey: no email, no password.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, 'login page with the passkey sign-in');
  await page.getByRole('button', { name: M.signInButton }).click();
  await expect(dashboardHeading).toBeVisible();
  await page.goto('/dashboard/setting');
  const recent = security.getByRole('list', { name: S.recentTitle }).getByRole('listitem');
  await expect(recent.first()).toContainText(S.methods.passkey);
  await expect(recent.first()).toContainText('This device');
  await expect(recent.first()).toContainText(`Place: ${S.placeThisComputer}`);
  await expect(recent.last()).toContainText(S.methods.registration);
  await expect(card.getByRole('listitem', { name: 'My laptop' })).toContainText('Last used');
  await expectNoAxeViolations(page, 'settings with the security and passkeys cards');
  await logOut();

  // Signed in with the password, a protected change asks for the passkey first, and it proves it.
  await page.goto('/login-with-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dashboardHeading).toBeVisible();
  await page.goto('/dashboard/setting');
  await card.getByRole('button', { name: 'Remove the passkey My laptop' }).click();
  await page
    .getByRole('dialog', { name: M.removeTitle('My laptop') })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(stepUp.getByText(M.stepUpLead)).toBeVisible();
  await expectNoAxeViolations(page, 'step-up dialog with a passkey');
  await stepUp.getByRole('button', { name: M.usePasskey }).click();
  await expect(page.getByText(M.removed)).toBeVisible();
  await expect(card.getByText(M.none)).toBeVisible();
  await expect(security.getByText(S.passkeyCount(0))).toBeVisible();
  expect((await latestMail(request, customer.email, /passkey was removed/)).text).toContain('"My laptop"');
});
