import type { Browser } from '@playwright/test';

/** How often a browser that dies while starting is started again before the worker gives up. */
export const LAUNCH_ATTEMPTS = 3;

/**
 * Playwright's launch error when the browser process ended before it answered (the headless shell has
 * been seen ending with SIGSEGV 4 ms after it started on a loaded machine): its call log holds
 * `<process did exit: exitCode=…, signal=…>`. A browser that cannot be found or started at all
 * (`spawn … ENOENT`, a bad flag that Playwright refuses) fails at once, not three times.
 */
const DIED_WHILE_STARTING = /<process did exit: exitCode=\S*, signal=\S*>/;

/**
 * Launches the browser, and launches it again if its process died while starting, up to `attempts`
 * times; each such death is logged. Only the launch is tried again: a test that fails in a browser
 * that started is not run again (the journeys run with `retries: 0`).
 */
export async function launchRetryingStartCrashes(
  launch: () => Promise<Browser>,
  { attempts = LAUNCH_ATTEMPTS, log = (line: string) => console.warn(line) } = {},
): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const died = DIED_WHILE_STARTING.exec(message);
      if (!died || attempt >= attempts) throw error;
      log(
        `The browser died while starting (${died[0]}), attempt ${attempt} of ${attempts}: starting it again.`,
      );
    }
  }
}
