import { randomUUID } from 'node:crypto';
import {
  firstLink,
  latestMail,
  PASSWORD,
  supportLink,
  createCustomer,
  logIn,
  storeSession,
} from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const NEW_PASSWORD = 'Fresh#2027';
const NEWEST_PASSWORD = 'Latest#2028';

test('register, log out, log in by password and by emailed code, reset the password, change it', async ({
  page,
  request,
}) => {
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const dashboardHeading = page.getByRole('heading', { level: 1, name: 'My account' });
  const logOut = () => page.getByRole('button', { name: 'Log out' }).click();

  // Register: the page checks the fields with the SPEC messages before sending.
  await page.goto('/register');
  // The page arrives as HTML whose submit works once the app runs (decision 077): Playwright
  // presses only an enabled button, so the pointer arrives over it first, as a visitor's does.
  await page.getByRole('button', { name: 'Create account' }).hover();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Ortega');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(dashboardHeading).toBeVisible();
  await expect(page.getByRole('link', { name: /RO/ })).toHaveAttribute('href', '/dashboard');
  await latestMail(request, email, /welcome/i);
  await logOut();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();

  // Log in with the password.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await expect(page).toHaveURL(/\/login-with-password$/);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dashboardHeading).toBeVisible();
  await logOut();

  // Log in with a code read from the outbox, pasted into the code input.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page).toHaveURL(/\/login-without-password$/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/otp-login$/);
  await expectNoAxeViolations(page, '/otp-login');
  const code = /\b(\d{6})\b/.exec((await latestMail(request, email, /code/i)).text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  // A real paste from the clipboard (Ctrl+V), as a customer copying the code from the mail does.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), code!);
  await page.getByLabel('Login code').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dashboardHeading).toBeVisible();
  await logOut();

  // Forgot password -> reset from the mailed link -> log in with the new password.
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /.+/ }).first()).toBeVisible();
  const resetLink = firstLink((await latestMail(request, email, /reset/i)).text);
  await page.goto(new URL(resetLink).pathname + new URL(resetLink).search);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page
    .getByRole('link', { name: /log in/i })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dashboardHeading).toBeVisible();

  // Change the password in the dashboard dialog.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expectNoAxeViolations(page, 'Change Password dialog');
  await dialog.getByLabel('Current password').fill(NEW_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill(NEWEST_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEWEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password changes!' })).toBeVisible();
});

test('a protected route visited while logged out comes back after login', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await page.goto('/dashboard/setting');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting$/);
});

test('a token removed mid-visit logs the customer out on the next call', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await logIn(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The dashboard's own first calls are done (they would otherwise be the next call).
  await page.waitForLoadState('networkidle');
  // The server no longer accepts the token (every session ended elsewhere).
  const ended = await request.post('/app/auth/logout', {
    headers: {
      'x-api-key': 'e2e-web-channel-key',
      'x-company-code': 'WEB',
      'x-operator-id': '19',
      authorization: `Bearer ${customer.token}`,
    },
  });
  expect(ended.status()).toBe(200);
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token removed from storage mid-visit ends the session at the next navigation', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer, '/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The dashboard's own first calls are done (they would otherwise be the next call).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
});

test('an expired token at start-up means logged out', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await page.goto('/about');
  // The expiry the server gave with the token has passed.
  await storeSession(page, { ...customer, expiresAt: new Date(Date.now() - 60_000).toISOString() });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a support link signs in with the assisted banner shown', async ({ page, request }) => {
  const customer = await createCustomer(request, { firstName: 'Morgan', lastName: 'Lee' });
  const link = new URL(await supportLink(customer.email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(/signed in to Morgan Lee's account by a support agent/)).toBeVisible();
  await expectNoAxeViolations(page, 'assisted dashboard');
  await page.getByRole('button', { name: 'End support session' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('navigating between dashboard sections keeps the scroll position', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  const customer = await createCustomer(request);
  await logIn(page, customer, '/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const settings = page.getByRole('link', { name: 'Settings' });
  await settings.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await settings.click();
  await expect(page).toHaveURL(/\/dashboard\/setting$/);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
