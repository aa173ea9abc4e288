/** The care console's journeys: signing a staff member in at /care, and axe at the console's widths. */
import type { APIRequestContext, Page } from '@playwright/test';
import { latestMail } from './accounts';
import { expectNoSidewaysScroll, type Agent } from './chat';
import { expect, expectNoAxeViolations } from './fixtures';

export { createStaff, type Agent } from './chat';

/** The console's two widths: a desk screen and a tablet. */
export const CONSOLE_WIDTHS = [1280, 768] as const;

/** axe and no sideways scrolling at both console widths; the page is left at 1280 px. */
export async function axeAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of CONSOLE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width} px`);
    await expectNoSidewaysScroll(page, `${label} at ${width} px`);
  }
  await page.setViewportSize({ width: CONSOLE_WIDTHS[0], height: 900 });
}

/** Signs in at /care: password, then the code mailed to the staff member. */
export async function signInAtCare(page: Page, request: APIRequestContext, staff: Agent): Promise<void> {
  await page.goto('/care');
  await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const mail = await latestMail(request, staff.email, /support inbox code/);
  await page.getByLabel('Sign-in code').pressSequentially(/\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');
  await expect(page.getByRole('navigation', { name: 'Console tools' })).toBeVisible();
}
