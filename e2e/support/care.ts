import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { latestMail } from './accounts';
import type { Agent } from './chat';

/** Signs in at /care as staff do: password, then the mailed code; waits for the console's tools. */
export async function signInAtCare(page: Page, request: APIRequestContext, staff: Agent): Promise<void> {
  await page.goto('/care');
  await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const mail = await latestMail(request, staff.email, /code/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await page.getByLabel('Sign-in code').pressSequentially(code);
  await expect(page.getByRole('navigation', { name: 'Console tools' })).toBeVisible();
}

/** A datetime-local value `ms` from now in the page's own time zone. */
export function localMomentIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, ms);
}
