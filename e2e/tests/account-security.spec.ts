import { CHANNEL_HEADERS } from '../support/server';
import { createCustomer, logIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test('Log out, then the tab closed at once: signed out in this browser and on the server', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A hurried customer on a shared computer: click, and close the tab straight away.
  await page.getByRole('button', { name: 'Log out' }).click({ noWaitAfter: true });
  await page.close({ runBeforeUnload: false });

  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect(next).toHaveURL(/\/login$/);
  expect(await next.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The request sent on the way out reached the server: the token is refused.
  await expect
    .poll(async () => {
      const response = await request.get('/app/users/view', {
        headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` },
      });
      return response.status();
    })
    .toBe(401);
});
