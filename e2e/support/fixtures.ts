import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { RunOptions } from 'axe-core';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { launchRetryingStartCrashes } from './launch-browser';

// Chromium logs every 4xx answer as a console error; tests that expect one (a 401 after the
// session ended, a 404 for an unknown id) assert it themselves.
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Fails the test on any console error or uncaught exception in the page. The worker's browser is
 * Playwright's own (the config's launch options), launched again if it dies while starting.
 */
export const test = base.extend<{ pageErrors: string[] }, { browser: Browser }>({
  browser: [
    async ({ playwright, browserName }, use) => {
      // Playwright's options for the worker (the config's `launchOptions`, headless) apply to a launch without any.
      const browser = await launchRetryingStartCrashes(() => playwright[browserName].launch());
      await use(browser);
      await browser.close({ reason: 'Test ended.' });
    },
    { scope: 'worker', timeout: 0 },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The rules every check runs: WCAG 2.x A and AA, and axe's best practices. */
const AXE_RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Every rule still runs on every node; only the violations are gathered in full (passes and the rest
  // keep one node each), as the check reports nothing else.
  resultTypes: ['violations'],
};
/**
 * axe itself, minified (654 kB where `axe.source` is 1.5 MB: a page parses it in about two thirds of
 * the time), told that it checks frames of the page's own origin only (no page of the app embeds another).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_SETUP = `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/**
 * axe with the WCAG 2.x A/AA rules and best practices; any violation fails with its list. It runs in
 * the page itself once the page has its main landmark and level-one heading, and is put in each document (and
 * frame) once: a document keeps it until the page navigates or reloads. Putting it in for every check,
 * as @axe-core/playwright does, cost about as much as the check itself (half a megabyte of script
 * parsed each time).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // A page still loading has no main landmark or no level-one heading yet (axe would report both): the
  // check waits for them, and reports whatever is still missing after the wait.
  await page
    .waitForFunction(() => document.querySelector('main') && document.querySelector('h1'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SETUP);
  }
  // The summary is made in the page: only it crosses to the test, not axe's whole result.
  const summary = await page.evaluate(async (options) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, AXE_RUN_OPTIONS);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
