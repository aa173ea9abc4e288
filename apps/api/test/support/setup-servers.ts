import { afterAll } from 'vitest';
import { killStartedServers } from './server-process';
import { closeAppsLeftOpen } from './test-app';

// After each test file: no server it started outlives it (support/server-process.ts), and no app it
// built is left working the worker's job queue (support/test-app.ts).
afterAll(async () => {
  killStartedServers();
  await closeAppsLeftOpen();
});
