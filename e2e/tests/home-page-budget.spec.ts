// Byte budgets of the first load: deterministic for a build, so tests rather than bench figures
// (docs/testing.md). Sizes are those a browser receives: the brotli files the server sends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HOME_FIRST_VIEW_BUDGET,
  PAGE_JS_BUDGETS,
  WEB_DIST,
  measurePageJs,
} from '../../bench/bundle-size.mjs';
import { expect, test } from '../support/fixtures';

const kb = (n: number) => `${(n / 1024).toFixed(2)} kB`;

/** What a page's JavaScript is made of: the source files of its chunks (from their source maps). */
function sourcesOf(files: string[]): string[] {
  return files.flatMap((file) => {
    const map = JSON.parse(readFileSync(path.join(WEB_DIST, `${file}.map`), 'utf8')) as { sources: string[] };
    return map.sources;
  });
}

test('the home page loads at most its budget of JavaScript, and the dashboard, registration page and cart at most their own', () => {
  const { home, dashboard, register, cart } = measurePageJs();
  const list = (js: typeof home) => js.chunks.map((c) => `${c.file} ${c.brotli} B`).join('\n');

  expect(home.brotli, `home page JavaScript ${kb(home.brotli)}:\n${list(home)}`).toBeLessThanOrEqual(
    PAGE_JS_BUDGETS.home,
  );
  expect(
    dashboard.brotli,
    `dashboard JavaScript ${kb(dashboard.brotli)}:\n${list(dashboard)}`,
  ).toBeLessThanOrEqual(PAGE_JS_BUDGETS.dashboard);
  expect(
    register.brotli,
    `registration page JavaScript ${kb(register.brotli)}:\n${list(register)}`,
  ).toBeLessThanOrEqual(PAGE_JS_BUDGETS.register);
  expect(cart.brotli, `cart JavaScript ${kb(cart.brotli)}:\n${list(cart)}`).toBeLessThanOrEqual(
    PAGE_JS_BUDGETS.cart,
  );
});

test('the home page carries no schema library: the contracts load with the first call that needs them', () => {
  const sources = sourcesOf(measurePageJs().home.chunks.map((c) => c.file));

  expect(sources.filter((s) => /node_modules\/zod\/v4\/(classic|core\/schemas)/.test(s))).toEqual([]);
  expect(
    sources.filter((s) => /packages\/contracts\/src\/(api\/(?!common)|entities|fields|forms)/.test(s)),
  ).toEqual([]);
});

test('the dashboard carries no schema library and no phone metadata: they load with the calls and numbers that need them', () => {
  const sources = sourcesOf(measurePageJs().dashboard.chunks.map((c) => c.file));

  expect(
    sources.filter((s) => /node_modules\/(zod\/v4\/(classic|core\/schemas)|libphonenumber-js)/.test(s)),
  ).toEqual([]);
  expect(
    sources.filter((s) => /packages\/contracts\/src\/(api\/(?!common)|entities|fields|forms)/.test(s)),
  ).toEqual([]);
});

test('the registration page carries no schema library and no phone metadata: they load with its first submit', () => {
  const sources = sourcesOf(measurePageJs().register.chunks.map((c) => c.file));

  expect(
    sources.filter((s) => /node_modules\/(zod\/v4\/(classic|core\/schemas)|libphonenumber-js)/.test(s)),
  ).toEqual([]);
  expect(
    sources.filter((s) =>
      /packages\/contracts\/src\/(api\/(?!common)|entities|fields|forms|product-messages\.ts)/.test(s),
    ),
  ).toEqual([]);
});

test('the chat itself is not in the first load: its chunks load on first open', () => {
  const files = measurePageJs().home.chunks.map((c) => path.basename(c.file));

  expect(files.filter((f) => /^(chat-panel|chat-connection|intercom-messenger)-/.test(f))).toEqual([]);
});

test('the whole first view of the home page stays within its budget on the wire', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  page.on('requestfinished', (request) => {
    urls.push(request.url());
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);

  expect(
    total,
    `home page first view: ${kb(total)} in ${sizes.length} requests:\n${urls.join('\n')}`,
  ).toBeLessThanOrEqual(HOME_FIRST_VIEW_BUDGET);
});
