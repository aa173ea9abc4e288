import { expect, test } from '../support/fixtures';

const HEADER_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'Shop', path: '/shop' },
  { name: 'About', path: '/about' },
  { name: 'Contact Us', path: '/contact-us' },
  { name: 'FAQ', path: '/faq' },
];

const FOOTER_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'Contact Us', path: '/contact-us' },
  { name: 'About', path: '/about' },
  { name: 'FAQ', path: '/faq' },
  { name: 'Terms & Conditions', path: '/terms-and-conditions' },
  { name: 'Privacy Policy', path: '/privacy-policy' },
];

test('header links go where SPEC §2 says; Devices opens a new tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const link of HEADER_LINKS) {
    await page.goto('/faq');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: link.name, exact: true })
      .click();
    await expect(page).toHaveURL(link.path);
  }
  const devices = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Devices/ });
  await expect(devices).toHaveAttribute('target', '_blank');
  await expect(devices).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('footer links go where SPEC §2 says, and social links open in a new tab', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  for (const link of FOOTER_LINKS) {
    await page.goto('/about');
    await footer.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
  }
  await expect(footer.getByRole('link', { name: 'My Account', exact: true })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  const socials = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(socials).toHaveCount(4);
  for (const social of await socials.all()) {
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social.locator('img')).toHaveAttribute('src', /^\/social\//);
  }
});

test('the navigation collapses into a menu at 965 px and shows in full at 966 px', async ({ page }) => {
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const shopLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' });

  await page.setViewportSize({ width: 966, height: 800 });
  await page.goto('/');
  await expect(menuButton).toBeHidden();
  await expect(shopLink).toBeVisible();

  await page.setViewportSize({ width: 965, height: 800 });
  await expect(menuButton).toBeVisible();
  await expect(shopLink).toBeHidden();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await shopLink.click();
  await expect(page).toHaveURL('/shop');
  await expect(shopLink).toBeHidden();
});

test('choosing a plan sets the cart count to 1, which survives a reload; removing sets 0', async ({
  page,
}) => {
  await page.goto('/shop');
  const count = page.getByTestId('cart-count');
  await expect(count).toHaveText('0');
  await page.getByRole('button', { name: 'Choose plan' }).first().click();
  await expect(page).toHaveURL('/cart');
  await expect(count).toHaveText('1');
  await page.reload();
  await expect(count).toHaveText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
  expect(Object.keys(stored)).toEqual(['cart']);
  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(count).toHaveText('0');
  await page.reload();
  await expect(count).toHaveText('0');
});

test('navigation scrolls to the top (dashboard paths are tested with a logged-in customer)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/terms-and-conditions');
  // The page's own chunk must have rendered before there is anything to scroll.
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
