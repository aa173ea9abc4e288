// The production topology's journeys (cluster/): `npm run test:cluster -w @mvno/e2e`, after a build. They start
// `npm run cluster` themselves (HAProxy, PgBouncer and PostgreSQL needed) and run one after the other.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findBrowser } from './support/find-browser';
import { CLUSTER_URL } from './support/cluster';

const executablePath = await findBrowser();

export default defineConfig({
  testDir: './cluster',
  // Apart from the other journeys' results: each run empties its output folder when it starts.
  outputDir: 'test-results-cluster',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: CLUSTER_URL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
});
