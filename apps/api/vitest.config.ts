import { defineConfig } from 'vitest/config';
import { EMBEDDED_DATABASE_NODE_FLAGS } from './test/support/node-flags';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    setupFiles: [
      'test/support/setup-console.ts',
      'test/support/setup-password-cost.ts',
      'test/support/setup-servers.ts',
    ],
    pool: 'forks',
    poolOptions: {
      // One process per worker for the whole run, so the worker's database is built once
      // and shared by its test files (see test/support/test-database.ts).
      forks: { minForks: 1, maxForks: 2, isolate: false, execArgv: EMBEDDED_DATABASE_NODE_FLAGS },
    },
    // A limit, not a goal: racing tests (two servers on one database, a dozen requests at once) have
    // taken over 30 s on the PGlite pass beside the browser journeys on a slow two-core runner.
    testTimeout: 60_000,
    // The first file of a worker opens its database (PGlite starts and migrates) in a hook: on a
    // busy CI machine, beside the browser journeys, that took over a minute once. A limit, not a goal.
    hookTimeout: 180_000,
    // Ending a worker waits for it to close its database; on a loaded runner that can pass the
    // default 10 s, which fails a run whose every test passed.
    teardownTimeout: 60_000,
  },
});
