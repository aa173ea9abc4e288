import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findBrowser, CHROMIUM_FLAGS } from './support/find-browser';
import { BASE_URL, serverEnv } from './support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const executablePath = await findBrowser();

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: root,
    url: `${BASE_URL}/app/health`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
