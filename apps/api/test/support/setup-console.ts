import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error fails the test. A test that expects one calls
 * `allowConsoleError()` first.
 */
let calls: unknown[][] = [];
let allowed = false;

export function allowConsoleError(): void {
  allowed = true;
}

beforeEach(() => {
  calls = [];
  allowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && calls.length > 0) {
    const printed = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called unexpectedly:\n${printed}`);
  }
});
