import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no canvas; axe probes one and copes with none, but jsdom reports the probe as an error.
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
