// The header's cart link answers with a page already rendered (decision 104): once a public page
// has loaded, its first script has Chromium prerender the cart page in the page's language, and a
// prerendered page does its first script's work only when it is shown, so the cart it shows is the
// browser's at the tap (a plan chosen after the prerender, in another tab here).
import type { Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { web as WEB_ES } from '@mvno/contracts/locales/es/web';
import { expect, test } from '../support/fixtures';

/**
 * Whether the page now shown came from the speculation rules rather than a request at the tap:
 * activated from its prerender (activationStart > 0), or loaded from its prefetched HTML (Chromium
 * refuses to prerender under automation, "PrerenderingDisabledByDevTools", and uses the prefetch).
 */
const fromSpeculation = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    };
    return entry.activationStart > 0 || entry.deliveryType === 'navigational-prefetch';
  });

/** Follows the header's cart link with a click alone (a mouse arriving would start the app first). */
const followCartLink = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAnchorElement>('a.site-header__cart')?.click());

/**
 * Waits until Chromium has the cart page's HTML (the Preload domain's report of the prefetch),
 * having checked the rules the first script added once the page had loaded.
 */
async function cartFetchedAhead(page: Page, path: string, href: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ready = new Promise<void>((resolve) => {
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (new URL(event.key.url).pathname === href && event.status === 'Ready') resolve();
    });
  });
  await page.goto(path);
  await expect(page.locator('script[type="speculationrules"][data-cart-ahead]')).toHaveCount(1);
  const rules = await page.locator('script[data-cart-ahead]').textContent();
  const rule = { source: 'list', urls: [href], eagerness: 'immediate' };
  expect(JSON.parse(rules ?? '{}')).toEqual({ prefetch: [rule], prerender: [rule] });
  await ready;
}

test('the cart link shows the prerendered cart page, with the plan chosen since in another tab', async ({
  page,
  context,
}) => {
  await cartFetchedAhead(page, '/shop', '/cart');
  // Another tab chooses a plan after the cart page was prerendered with an empty cart.
  const other = await context.newPage();
  await other.goto('/shop');
  await other.getByRole('button', { name: 'Choose plan' }).first().dispatchEvent('click');
  await expect(other.getByTestId('cart-count')).toHaveText('1');
  const saved = await other.evaluate(
    () => JSON.parse(localStorage.getItem('root') ?? '{}') as { cart: { retailName: string } },
  );
  await other.close();

  await followCartLink(page);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await fromSpeculation(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: saved.cart.retailName })).toBeVisible();
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeHidden();
  // The saved cart starts the app once the page is shown, which renders the whole cart.
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Remove ${saved.cart.retailName}` })).toBeVisible();
});

test('a Spanish page prerenders the Spanish cart page, shown empty for an empty cart', async ({ page }) => {
  await cartFetchedAhead(page, '/es/shop', '/es/cart');
  await followCartLink(page);
  await expect(page).toHaveURL(/\/es\/cart$/);
  expect(await fromSpeculation(page)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByText(WEB_ES.cartEmpty)).toBeVisible();
});
