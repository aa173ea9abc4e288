import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createCustomer, logIn } from '../support/accounts';
import { fetchPageMeta, PUBLIC_ROUTES } from '../support/content';

test.describe('public routes', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows its page, title, description and no axe violations`, async ({
      page,
      request,
    }) => {
      const meta = (await fetchPageMeta(request)).get(route.page);
      expect(meta, `content service has metadata for ${route.page}`).toBeDefined();
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(meta!.metaTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta!.metaDescription,
      );
      await expectNoAxeViolations(page, route.path);
    });
  }

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoAxeViolations(page, 'not-found');
  });

  for (const path of ['/cart/checkout', '/dashboard', '/dashboard/payment']) {
    test(`${path} redirects to /login when logged out`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('/stripe-response is outside the layout', async ({ page, request }) => {
    await logIn(page, await createCustomer(request), '/stripe-response?success&session_id=unknown-session');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not save your card' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
