import type { APIRequestContext, Page } from '@playwright/test';
import { createStaff, signInAtCare } from './staff';

/** Signs in at /care as staff do: password, then the mailed code; waits for the console's tools. */
export { signInAtCare } from './staff';

/** A content editor (Cora) signed in to the console, on its Content tool. */
export async function openContentAsEditor(page: Page, request: APIRequestContext): Promise<void> {
  const editor = await createStaff(request, 'content_editor', 'Cora');
  await signInAtCare(page, request, editor);
  await page.getByRole('link', { name: 'Content' }).click();
}

/** A datetime-local value `ms` from now in the page's own time zone. */
export function localMomentIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, ms);
}
