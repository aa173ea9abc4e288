// A prerendered public page runs none of the app's JavaScript until the visitor first uses it
// (docs/decisions/036): React is not evaluated at load for an anonymous visitor with an empty cart;
// the first pointer, key or focus starts it, and what the visitor did before it ran is done then.
// (A pointer arriving over the page starts it too: these tests move Playwright's mouse only to use it.)
// Anyone signed in or with a saved cart gets the app at once; the cart page shows a saved plan
// before it runs (decision 091).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@mvno/contracts/messages';
import { MESSAGES_ES } from '@mvno/contracts/locales/messages-es';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, PASSWORD, storeSession } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { appStarted, holdAppCode, PRERENDERED_PAGES } from '../support/pages';

/** The pages that wait for their first use: every prerendered page (the cart as an empty cart). */
const WAITING_PAGES = PRERENDERED_PAGES;

/**
 * Notes when React DOM is evaluated: at evaluation it hands itself to the developer tools' hook
 * when there is one (React's own behaviour, in production builds too).
 */
async function watchReact(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { reactEvaluated?: boolean; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    seen.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => {
        seen.reactEvaluated = true;
        return 1;
      },
    };
  });
}

const reactEvaluated = (page: Page) =>
  page.evaluate(() => (window as unknown as { reactEvaluated?: boolean }).reactEvaluated === true);

for (const { path, heading } of WAITING_PAGES) {
  test(`${path} runs no app code until it is used, then the app adopts it`, async ({ page }) => {
    await watchReact(page);
    const styleRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styleRequests.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Loaded, scrolled and still: React has not run.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(300);
    expect(await reactEvaluated(page), 'React evaluated before the page was used').toBe(false);
    await expect(page.locator('html[data-app-started]')).toHaveCount(0);

    // The first key starts it; the focus goes where the key sends it.
    await page.keyboard.press('Tab');
    await appStarted(page);
    expect(await reactEvaluated(page)).toBe(true);
    await expect(page.locator('button[type="submit"]:disabled')).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    // The page's styles came with it: starting the app fetched no second copy.
    await page.waitForLoadState('networkidle');
    expect(styleRequests).toEqual([]);
  });
}

test('a page scrolled before the app runs stays where the visitor left it when the app starts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  // The pointer arriving over the page starts the app.
  await page.mouse.move(300, 300);
  await appStarted(page);
  await expect(page.locator('button[type="submit"]:disabled')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('a visitor with a session gets the app at load', async ({ page, request }) => {
  await watchReact(page);
  // The session is stored where the site keeps it, so the page must be on the site first.
  await page.goto('/about');
  const customer = await createCustomer(request);
  await storeSession(page, customer);
  await page.goto('/');
  await appStarted(page);
  expect(await reactEvaluated(page)).toBe(true);
  // Their initials, which only the app can show.
  await expect(page.getByRole('link', { name: 'CN My Account' })).toBeVisible();
});

test('the cart page shows a saved plan before the app runs, then the app shows the whole cart', async ({
  page,
}) => {
  // A plan chosen on the shop (decision 064 saves it as the app does), then the cart with the app's
  // code held back: the plan and its price are on the page all the same.
  const release = await holdAppCode(page);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Choose plan' }).first().dispatchEvent('click');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('root') ?? '{}') as { cart: { retailName: string } },
  );
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: saved.cart.retailName })).toBeVisible();
  await expect(page.locator('.cart-item__price')).toContainText('$');
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeHidden();
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  release();
  // The app renders the cart afresh: the same plan, its Remove and the buyer's choices.
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 2, name: saved.cart.retailName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${saved.cart.retailName}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Before you pay' })).toBeVisible();
  // Emptied, the cart says so, and a reload shows the empty cart without the app.
  await page.getByRole('button', { name: `Remove ${saved.cart.retailName}` }).click();
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeVisible();
  await watchReact(page);
  await page.reload();
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeVisible();
  await page.waitForTimeout(300);
  expect(await reactEvaluated(page)).toBe(false);
});

test('a click on "Choose plan" before the app has run shows in the cart at once; the app then opens the cart', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/');
  // A click alone (as a tap makes it after its touch, or a screen reader): a mouse would have
  // started the app on arriving over the page, and once the app's code is loading a click is held.
  await page.getByRole('button', { name: 'Choose plan' }).first().dispatchEvent('click');
  // The click started the app, which is still loading: the header's count shows the plan already
  // (decision 064), and the cart opens once the app runs.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // With a cart, the next page still waits for its first use, its header's count showing the plan
  // (decision 116); the cart page reads the cart, so there the app starts at once.
  await page.goto('/shop');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.waitForTimeout(300);
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  await page.goto('/cart');
  await appStarted(page);
});

test('the menu opens on a narrow screen before the app has run, and stays open and usable once it runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdAppCode(page);
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.dispatchEvent('click'); // a click alone, as above
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
  ).toBeVisible();
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  release();
  await appStarted(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
  ).toBeHidden();
});

test('an FAQ answer opens before the app has run: it needs none', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/faq');
  const question = page.locator('summary').first();
  await question.click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  release();
  await appStarted(page);
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
});

test("a press on the contact form's Send Message before the app has run checks the form once it runs", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/contact-us');
  // Still disabled (the browser cannot send the form itself): the press reaches the page, not a click.
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.scrollIntoViewIfNeeded();
  // Pressed where the button is once the page holds still (a press measured mid-scroll misses it).
  let box = (await send.boundingBox())!;
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(50);
    const now = (await send.boundingBox())!;
    if (now.x === box.x && now.y === box.y) break;
    box = now;
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  release();
  await expect(page.getByText(MESSAGES.enterName)).toBeVisible();
});

test('an address typed and Enter pressed on /login before the app has run go on to the next step', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.pressSequentially('early.enter@example.com');
  await email.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/login-with-password$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('early.enter@example.com');
});

test('a registration typed and Create account pressed on /register before the app has run creates the account once it runs', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/register');
  const email = `early-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('textbox', { name: 'First name' }).pressSequentially('Early');
  await page.getByRole('textbox', { name: 'Last name' }).pressSequentially('Bird');
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
  await page.getByLabel('Confirm password').pressSequentially(PASSWORD);
  // Still disabled (the browser cannot send the form itself): the press reaches the page, not a click.
  const create = page.getByRole('button', { name: 'Create account' });
  await create.scrollIntoViewIfNeeded();
  const box = (await create.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/register$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(PRODUCT_MESSAGES.web.welcome('Early'))).toBeVisible();
});

test('/es/register arrives in Spanish and, pressed empty before the app has run, gives the Spanish messages', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/es/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Crear cuenta' });
  await create.scrollIntoViewIfNeeded();
  const box = (await create.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  release();
  await expect(page.getByText(MESSAGES_ES.enterFirstName)).toBeVisible();
  await expect(page).toHaveURL(/\/es\/register$/);
});

test('a tap on the chat launcher before the app has run opens the chat frame at once, and the app opens the chat once', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/');
  // A click alone, as a tap makes it after its touch (a mouse would start the app on arriving).
  await page.getByRole('button', { name: PRODUCT_MESSAGES.web.chatLauncher }).dispatchEvent('click');
  const frame = page.getByRole('dialog', { name: PRODUCT_MESSAGES.web.chatLauncher });
  await expect(frame).toBeVisible();
  await expect(frame).toBeFocused();
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  release();
  await appStarted(page);
  // The app's chat in its place, once: one dialog on the page, the frame gone.
  await expect(page.getByRole('dialog', { name: PRODUCT_MESSAGES.web.chatTitle })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(frame).toHaveCount(0);
});

test("a press on /login's Continue with password, empty, before the app has run marks the email at once; the message follows", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  const submit = page.getByRole('button', { name: 'Continue with password' });
  const box = (await submit.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);
  release();
  await expect(email).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Typing clears the error (the app's own rule, SPEC §5).
  await email.pressSequentially('a');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});
