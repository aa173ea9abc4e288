import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { settleDynamicImports, trackDynamicImports } from './dynamic-imports';

// Every import() of the app's code is tracked, and a file ends only once none is loading (see
// dynamic-imports.ts: a chunk still loading when its file ends stalls the worker for a minute).
trackDynamicImports();
afterAll(settleDynamicImports, 30_000);

// `findBy…` and `waitFor` wait up to 5 s (not 1 s): `npm test` runs this suite beside others on two
// cores, where a render can take a few seconds. A wait ends as soon as its element is there.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no canvas; axe probes one and copes with none, but jsdom reports the probe as an error.
// (Files that run without a DOM, such as the server-rendering ones, have no canvas to patch.)
if (typeof HTMLCanvasElement !== 'undefined')
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// An unexpected console.error fails the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});

// A dialog's code loads when the browser is first idle after a page renders (decision 098); in the
// tests it is loaded before each file, as a visitor's browser has it by the time they open one.
if (typeof document !== 'undefined') {
  const { loadModalDialog } = await import('../components/ui/modal');
  await loadModalDialog();
}
