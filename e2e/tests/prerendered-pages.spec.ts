// The public pages arrive as finished HTML (docs/decisions/015): their content is in the answer
// to a plain HTTP request, shows in a browser without JavaScript, and the app adopts that HTML
// (hydration) without a mismatch (the fixture fails any test with a console error) once it runs.
import type { APIRequestContext, Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { expect, test } from '../support/fixtures';
import { appStarted, PRERENDERED_PAGES as PAGES } from '../support/pages';
import { CHANNEL_HEADERS } from '../support/server';

type Plan = { retailName: string; retailPrice: number; popular: boolean };

const FOOTER_LINKS = [
  ['/contact-us', 'Contact Us'],
  ['/about', 'About'],
  ['/faq', 'FAQ'],
  ['/dashboard', 'My Account'],
  ['/terms-and-conditions', 'Terms &amp; Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
];

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    amount,
  );

async function plansOnSale(request: APIRequestContext): Promise<Plan[]> {
  const response = await request.get('/app/plans', { headers: CHANNEL_HEADERS });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Plan[];
}

const shownPlans = (plans: Plan[], which: 'popular' | 'all') =>
  which === 'all' ? plans : plans.filter((plan) => plan.popular);

for (const page of PAGES) {
  test(`${page.path} answers a plain HTTP request with its content, footer and plans`, async ({
    request,
  }) => {
    const response = await request.get(page.path);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    // React marks the seams between adjacent texts with empty comments.
    const root = html.slice(html.indexOf('<div id="root">')).replaceAll('<!-- -->', '');

    expect(root).toMatch(new RegExp(`<h1[^>]*>${page.heading}</h1>`));
    for (const [href, label] of FOOTER_LINKS) expect(root).toContain(`href="${href}">${label}</a>`);
    // The runtime settings are still there for the app.
    expect(html).toContain('<meta name="app-config"');
    if ('plans' in page) {
      const plans = shownPlans(await plansOnSale(request), page.plans);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(root).toContain(`>${plan.retailName}</h`);
        expect(root).toContain(`>${usd(plan.retailPrice)}</span>/mo`);
      }
    }
  });
}

test('the prerendered pages show their content in a browser without JavaScript', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const plans = await plansOnSale(request);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  }
  // Its forms wait for the app: the browser cannot send them on its own (to a URL with the email in it).
  for (const [path, name] of [
    ['/login', 'Continue with password'],
    ['/contact-us', 'Send Message'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }
  await page.goto('/shop');
  for (const plan of plans)
    await expect(page.getByRole('heading', { name: plan.retailName, exact: true })).toBeVisible();
  await context.close();
});

/** Remembers the first heading the HTML parser puts in the page, before any script runs. */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { parsedHeading?: Element | null };
    new MutationObserver((_, observer) => {
      seen.parsedHeading = document.querySelector('#root h1');
      if (seen.parsedHeading) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const { path, heading } of PAGES) {
  test(`${path} is adopted by the app (hydrated) without a mismatch and works`, async ({ page }) => {
    await rememberParsedHeading(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A page waits for its first use before the app runs (app-on-first-use.spec.ts): a key starts it.
    await page.keyboard.press('Tab');
    await appStarted(page);
    // Hydration keeps the parsed elements; rendering afresh would have replaced them.
    const kept = await page.evaluate(
      () =>
        (window as unknown as { parsedHeading?: Element }).parsedHeading ===
        document.querySelector('#root h1'),
    );
    expect(kept, 'the heading the server sent is the one on screen').toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('button[type="submit"]:disabled')).toHaveCount(0);

    // The page works: a footer link navigates inside the app, without loading a new document.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
}

test('choosing a plan on the prerendered home page puts it in the cart', async ({ page, request }) => {
  const popular = shownPlans(await plansOnSale(request), 'popular')[0]!;
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose plan' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Back home with a cart: the page waits for its first use, its header's count showing the plan
  // (decision 116); once used (a key), the app renders afresh over it and the plan's tile says so.
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.keyboard.press('Shift');
  await expect(page.getByRole('button', { name: 'In your cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: popular.retailName, exact: true })).toBeVisible();
  // The cart page arrives as the empty cart's frame and shows the saved plan once the app runs.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 2, name: popular.retailName, exact: true })).toBeVisible();
  await expect(page.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toHaveCount(0);
});

test('what a visitor types before the app has started is kept when it starts (login, contact form)', async ({
  page,
}) => {
  // The app's scripts are held back until the visitor has typed: a slow phone on a slow link.
  let release!: () => void;
  let released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('early.bird@example.com');
  release();
  await expect(page.getByRole('button', { name: 'Continue with password' })).toBeEnabled();
  await expect(email).toHaveValue('early.bird@example.com');
  // The typed address is the form's own value: it goes on to the next step.
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await expect(page).toHaveURL(/\/login-with-password$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('early.bird@example.com');

  // A textarea too; a new document, so the scripts are held again.
  released = new Promise<void>((resolve) => (release = resolve));
  await page.goto('/contact-us', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Name' }).fill('Early Bird');
  await page.getByRole('textbox', { name: 'Message' }).fill('Typed before the page had started.');
  release();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Email' }).fill('early.bird@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for your message!' })).toBeVisible();
});
