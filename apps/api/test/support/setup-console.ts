import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { takeUndocumentedRefusals, watchUndocumentedRefusals } from '../../src/http/undocumented-refusals';

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

/**
 * A refusal (402, 404, 409, 429) answered by an endpoint whose contract does not name it fails
 * the file (contracts' `refusals`), so the API document says what the API answers.
 * RECORD_REFUSALS=<file> writes them to the file instead (to fill in contracts at once).
 */
watchUndocumentedRefusals();
afterAll(() => {
  const undocumented = takeUndocumentedRefusals();
  if (undocumented.length === 0) return;
  if (process.env.RECORD_REFUSALS) {
    appendFileSync(process.env.RECORD_REFUSALS, undocumented.map((line) => `${line}\n`).join(''));
    return;
  }
  throw new Error(
    `answered with a refusal its contract does not name (add it to the endpoint's refusals):\n${undocumented.join('\n')}`,
  );
});
