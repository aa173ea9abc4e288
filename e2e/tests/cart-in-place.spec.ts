// The header's cart link answers without the network before the app renders (decision 109): the
// first script shows the cart page in place from the template every other prerendered page carries,
// with the saved plan, the cart's address (Back returns) and the focus on its heading; the app then
// renders the cart afresh and works there. The app's code is held back here until the cart is shown,
// so the link is followed before the app renders (the headless browser's resting pointer starts the
// app at load).
import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '@mvno/contracts/constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { web as WEB_ES } from '@mvno/contracts/locales/es/web';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { appStarted, holdAppCode } from '../support/pages';

/** Every page the browser loads as a document from now on (the cart shown in place loads none). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const mainText = (page: Page) => page.locator('main').innerText();

test('the cart link on the shop shows the saved plan in place, Back returns, and the app takes the cart over', async ({
  page,
}) => {
  // A plan chosen in the app: the browser keeps it as the saved cart.
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Choose plan' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await appStarted(page);
  const { cart } = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { cart: { retailName: string } },
    CART_STORAGE_KEY,
  );

  // The shop again, its app's code held back: the cart link is followed before the app renders.
  const release = await holdAppCode(page);
  await page.goto('/shop');
  const loads = documentLoads(page);
  await page.locator('a.site-header__cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: cart.retailName })).toBeVisible();
  await expect(page.locator('.cart-item__price')).toContainText('$');
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeHidden();
  await expect(page).toHaveTitle(/^Your cart \|/);
  await expect(page.locator('a[aria-current="page"]')).toHaveCount(0);
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  // Back and Forward before the app runs: the shop as it was, then the cart again.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop' }).first()).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: cart.retailName })).toBeVisible();
  expect(loads, 'pages loaded over the network').toEqual([]);

  // The app renders the cart afresh and works there: the focus stays on the heading, Remove empties it.
  release();
  await appStarted(page);
  await expect(page.getByRole('button', { name: `Remove ${cart.retailName}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
  await expectNoAxeViolations(page, 'the cart shown in place, then the app');
  await page.getByRole('button', { name: `Remove ${cart.retailName}` }).click();
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  // Back now goes through the app's router, to the shop.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  expect(loads, 'pages loaded over the network').toEqual([]);
  // A reload of the cart's address still loads the cart page.
  await page.goForward();
  await page.reload();
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeVisible();
});

test('in Spanish the empty cart shown in place reads as the app renders it; a Ctrl-click opens a tab', async ({
  page,
  context,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/es/shop');
  const loads = documentLoads(page);
  // A click with Ctrl (or Cmd) opens the cart in a new tab, the shop staying as it is (`loads`, checked
  // below, holds this page's own document loads: none). The browser starts the tab's navigation before
  // the tab's frame exists, and this page's held route (`holdAppCode`) then keeps that navigation
  // paused: the tab stays blank in the test. So what is checked is that a tab opened and the browser
  // asked for the cart as a navigation, not what the tab shows.
  const opened = context.waitForEvent('page');
  const asked = context.waitForEvent(
    'request',
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/es/cart',
  );
  await page.locator('a.site-header__cart').click({ modifiers: ['ControlOrMeta'] });
  const [tab] = await Promise.all([opened, asked]);
  expect(tab).not.toBe(page);
  await tab.close();
  await expect(page).toHaveURL(/\/es\/shop$/);

  // Reached by keyboard: Enter on the link.
  await page.locator('a.site-header__cart').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Su carrito' })).toBeFocused();
  await expect(page.getByText(WEB_ES.cartEmpty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Su carrito \|/);
  await expectNoAxeViolations(page, 'the Spanish cart shown in place');
  const inPlace = await mainText(page);
  const title = await page.title();
  expect(loads, 'pages loaded over the network').toEqual([]);

  // The app's own render of the empty cart reads the same, and its link goes on to the plans.
  release();
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Su carrito' })).toBeFocused();
  expect(await mainText(page)).toBe(inPlace);
  expect(await page.title()).toBe(title);
  expect(await focusedText(page)).toBe('Su carrito');
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/es\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elija su plan' })).toBeVisible();
  expect(loads, 'pages loaded over the network').toEqual([]);
});
