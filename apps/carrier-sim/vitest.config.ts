import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['conformance/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['conformance/global-setup.ts'],
    pool: 'forks',
    // Each file starts its own simulator; one carrier at CARRIER_BASE_URL is shared, so its files
    // (which set faults) run one after the other.
    fileParallelism: !process.env.CARRIER_BASE_URL,
    poolOptions: { forks: { maxForks: 2 } },
    testTimeout: 20_000,
  },
});
