import { expect, type Page } from '@playwright/test';

/**
 * The prerendered public pages (apps/web/src/app/prerender.ts): the heading each shows, whether it
 * lists plans (all, or the popular ones). Each waits for its first use (decisions 036, 091: the cart
 * too, as an empty cart; a saved cart starts the app at once).
 */
export const PRERENDERED_PAGES = [
  { path: '/', heading: 'Wireless that keeps it simple.', plans: 'popular' },
  { path: '/shop', heading: 'Choose your plan', plans: 'all' },
  { path: '/about', heading: 'About Brightline Mobile' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/cart', heading: 'Your cart' },
] as const;

/**
 * Holds the app's code (every script but the first one) until `release` is called; after it, each
 * script `slowMs` later (an app that starts slowly).
 */
export async function holdAppCode(page: Page, { slowMs = 0 } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    await released;
    if (slowMs > 0) await new Promise((resolve) => setTimeout(resolve, slowMs));
    await route.continue();
  });
  return release;
}

/** Waits until the app has started on the page (it marks the document). */
export const appStarted = (page: Page) => expect(page.locator('html[data-app-started]')).toHaveCount(1);
