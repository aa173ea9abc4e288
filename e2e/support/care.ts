import type { Page } from '@playwright/test';

/** Signs in at /care as staff do: password, then the mailed code; waits for the console's tools. */
export { signInAtCare } from './staff';

/** A datetime-local value `ms` from now in the page's own time zone. */
export function localMomentIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, ms);
}
