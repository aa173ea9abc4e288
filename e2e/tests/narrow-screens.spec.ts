import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '@mvno/contracts/constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { PUBLIC_ROUTES } from '../support/content';
import { expect, test } from '../support/fixtures';
import { CHANNEL_HEADERS } from '../support/server';
import { logInAsDemo } from '../support/shop';

/** WCAG 1.4.10 asks for no sideways scrolling at 320 px; most customers use 360 to 414 px phones. */
const WIDTHS = [320, 360, 390];

type Overflow = { innerWidth: number; scrollWidth: number; offScreen: string[] };

/**
 * At each of the widths, the document is no wider than the window and every visible control lies
 * within it. The window is resized in place (the page is not loaded again for each width), and the
 * check waits two frames after each resize for what the page redraws on it; it ends at the narrowest.
 */
async function expectFits(page: Page, label: string): Promise<void> {
  for (const width of [...WIDTHS.slice(1), WIDTHS[0]!]) {
    await page.setViewportSize({ width, height: 740 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expectFitsNow(page, label);
  }
}

/** The document is no wider than the window, and every visible control lies within it. */
async function expectFitsNow(page: Page, label: string): Promise<void> {
  const result = await page.evaluate((): Overflow => {
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const box = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}> "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`;
    };
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]',
    );
    const offScreen = Array.from(controls)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Hidden controls have no box; visually hidden ones (screen-reader text) are 1 px.
        if (box.width <= 1 && box.height <= 1) return false;
        if (getComputedStyle(el).visibility === 'hidden') return false;
        return box.left < -0.5 || box.right > window.innerWidth + 0.5;
      })
      .map(describe);
    return {
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      offScreen,
    };
  });
  expect(result.scrollWidth, `${label}: page width at ${result.innerWidth} px`).toBeLessThanOrEqual(
    result.innerWidth,
  );
  expect(result.offScreen, `${label}: controls off screen at ${result.innerWidth} px`).toEqual([]);
}

/** Waits until the page has its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await expectFits(page, path);
}

async function firstPlan(request: APIRequestContext) {
  const response = await request.get('/app/plans', { headers: CHANNEL_HEADERS });
  const plans = (await response.json()) as { id: string; retailName: string; retailPrice: number }[];
  return plans[0]!;
}

test(`at ${WIDTHS.join(', ')} px no page or dialog scrolls sideways and every control stays on screen`, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });

  // A plan in the cart with the choices made, and an email for the code page.
  const plan = await firstPlan(request);
  const cart = {
    id: plan.id,
    retailName: plan.retailName,
    retailPrice: plan.retailPrice,
    options: { simType: 'esim', numberType: 'new', zipCode: '78702', portIn: '' },
  };
  await page.goto('/about');
  await page.evaluate(
    ({ key, cart }) => {
      localStorage.setItem(key, JSON.stringify({ cart }));
      localStorage.setItem('email', 'demo@brightline.example');
    },
    { key: CART_STORAGE_KEY, cart },
  );

  // Every public route as a visitor sees it (the cart holds an item; the reset form has its link token).
  for (const route of PUBLIC_ROUTES) {
    await visit(page, route.path === '/reset-password' ? '/reset-password?token=narrow' : route.path);
  }
  await visit(page, '/no/such/page');

  // The header menu (the navigation is collapsed at these widths).
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
  ).toBeVisible();
  await expectFits(page, 'header menu');
  await page.getByRole('button', { name: 'Menu' }).click();

  // Logged in (through the API): the header shows initials; the account pages.
  await logInAsDemo(page, request, '/cart');
  await settled(page);
  await expectFits(page, '/cart, logged in');

  // Checkout with a quote shown.
  await visit(page, '/cart/checkout');
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption('TX');
  await expect(page.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ })).toBeVisible();
  await expectFits(page, '/cart/checkout with a quote');

  // The account pages.
  await visit(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'My lines' }).getByRole('listitem').first()).toBeVisible();
  await expectFits(page, '/dashboard with lines');
  await visit(page, '/dashboard/profile');

  // The profile's edit dialogs and the lines' dialogs (each closed again with Escape).
  const openDialog = async (button: Locator, dialogName: string) => {
    await button.click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expectFits(page, `${dialogName} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  for (const name of ['Edit name', 'Edit email', 'Edit phone number', 'Edit address']) {
    await openDialog(page.getByRole('button', { name }), name);
  }
  const lines = page.getByRole('region', { name: 'My lines' });
  await openDialog(lines.getByRole('button', { name: /^Edit nickname of / }).first(), 'Edit nickname');
  await openDialog(
    lines.getByRole('button', { name: PRODUCT_MESSAGES.lines.bringNumber }),
    'Quick SIM check',
  );

  // The support chat's panel, opened from the launcher every page of the layout has.
  await openDialog(
    page.getByRole('button', { name: PRODUCT_MESSAGES.web.chatLauncher }),
    PRODUCT_MESSAGES.web.chatTitle,
  );

  await visit(page, '/dashboard/setting');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const changePassword = page.getByRole('dialog', { name: 'Change Password' });
  await expect(changePassword).toBeVisible();
  await expectFits(page, 'Change Password dialog');
  await changePassword.getByRole('button', { name: 'Cancel' }).click();
  await expect(changePassword).toBeHidden();
  // Devices signed in and Number Lock are on the same page.
  await expect(page.getByRole('heading', { name: /devices/i }).first()).toBeVisible();
  await expectFits(page, '/dashboard/setting with devices and Number Lock');

  await visit(page, '/dashboard/payment');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  const history = page.getByRole('region', { name: 'Order History' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await expectFits(page, '/dashboard/payment with cards and orders');

  await cards.getByRole('button', { name: 'Delete' }).first().click();
  const deleteCard = page.getByRole('dialog', { name: 'Delete Card?' });
  await expect(deleteCard).toBeVisible();
  await expectFits(page, 'Delete Card? dialog');
  await deleteCard.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteCard).toBeHidden();

  await history.getByRole('button', { name: /^View/ }).first().click();
  const details = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(details).toBeVisible();
  await expectFits(page, 'Payment Details dialog');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await history.getByRole('button', { name: 'See all' }).click();
  await expect(history.getByRole('heading', { name: 'All orders' })).toBeVisible();
  await expectFits(page, 'order history, all orders');

  // The card provider's return page, outside the layout (an unknown session: it stays to say so).
  await page.goto('/stripe-response?success&session_id=cs_sb_narrow');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not save your card' })).toBeVisible();
  await expectFits(page, '/stripe-response');

  // The staff wing's inbox (its sign-in page).
  await page.goto('/care/inbox');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectFits(page, '/care/inbox');
});
