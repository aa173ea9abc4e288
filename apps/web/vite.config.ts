import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { dynamicImportTracking } from './src/test/dynamic-imports';

export default defineConfig(({ mode }) => ({
  // In the unit tests every import() of the app's code is tracked, so a file ends once none is loading.
  plugins: [react(), ...(mode === 'test' ? [dynamicImportTracking()] : [])],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page loads (bench/bundle-size.mjs reads it).
    manifest: true,
  },
  // The server renderer (src/entry-server.tsx) runs in Node: the contracts are TypeScript, so
  // they are bundled into it; other packages load from node_modules.
  ssr: { noExternal: ['@mvno/contracts'] },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/app': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Each file in a fresh VM context inside long-lived worker threads, rather than a new thread per
    // file: about half the CPU time of 'threads' (setting up environments fell from 218 s to 11 s).
    pool: 'vmThreads',
    maxWorkers: 2,
    // A limit, not a speed goal: the suite runs beside the API suites and the journeys on two cores
    // in `npm test`, where a test that takes 2 s alone has taken over 20 s.
    testTimeout: 60_000,
    // Shutting the worker threads down waits for their last environment's teardown: on a loaded runner
    // that has taken over the default 10 s and failed a run whose every test passed.
    teardownTimeout: 60_000,
  },
}));
