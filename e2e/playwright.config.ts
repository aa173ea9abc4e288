import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findBrowser, CHROMIUM_FLAGS } from './support/find-browser';
import { BASE_URL, serverEnv } from './support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const executablePath = await findBrowser();
/**
 * Journeys that need the full browser rather than the headless shell: the shell puts its pointer over
 * the page's top-left corner when a page loads (as a desktop browser does for a mouse resting on the
 * page), which counts as a first use, and app-on-first-use checks what a page does before any use;
 * the package's shell ends when a passkey is made with the DevTools virtual authenticator.
 */
const FULL_BROWSER = /(app-on-first-use|passkeys)\.spec\.ts$/;
const fullBrowser = await findBrowser({ headlessShell: false });
/** Journeys that move the server's clock (POST /dev/clock). */
const CLOCK_MOVING = /(line-renewal|pay-now-card)\.spec\.ts$/;
/**
 * Journeys that change what every visitor sees: the site banner published by content-site ends a few
 * seconds later, and a prerendered page showing it starts the app at its end (decision 036), which a
 * journey measuring the page before its first use (the home page's first view) took as its own.
 */
const SITE_CHANGING = /content-site\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // A run beside another (the second Node.js line's smoke journeys) keeps its traces apart: each run
  // empties its output folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // The longest journeys (shop to dashboard through the card page; a port-in to completion) take close to a
  // minute on a busy 2-core runner and longer on the second Node.js line: a journey's limit is not a speed goal
  // (figures come from bench/), so it leaves room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two at once on two cores, beside the API suites in `npm test`; E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  projects: [
    { name: 'journeys', testIgnore: [CLOCK_MOVING, SITE_CHANGING, FULL_BROWSER] },
    {
      name: 'full browser',
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: fullBrowser, args: CHROMIUM_FLAGS } },
    },
    // The content journey changes the site every visitor sees, and the renewal journeys move the shared
    // server's clock forward by weeks, which renews every line whose period it passes (the demo
    // customer's too): they run alone, after every other journey, the content journey first (its
    // banner's end is reckoned on the browser's clock). One at a time: one journey's clock move must not
    // renew another's line in the middle of it.
    {
      name: 'site changes',
      testMatch: SITE_CHANGING,
      dependencies: ['journeys', 'full browser'],
      workers: 1,
    },
    { name: 'moved clock', testMatch: CLOCK_MOVING, dependencies: ['site changes'], workers: 1 },
  ],
  use: {
    baseURL: BASE_URL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  webServer: {
    // The production server, on a database made anew (support/journeys-server.mjs); V8 compiles the
    // embedded database with the baseline compiler only, which costs the journeys less CPU than optimising
    // it (decision 118).
    command: 'node --liftoff-only e2e/support/journeys-server.mjs',
    cwd: root,
    url: `${BASE_URL}/app/health`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
