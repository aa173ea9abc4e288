import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { latestMail } from './accounts';
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

/**
 * At Customers, the signed-in agent finds the customer by email, opens them (the hit named `name`) and
 * verifies them with the code mailed to them; waits for the customer's account.
 */
export async function findAndVerifyCustomer(
  page: Page,
  request: APIRequestContext,
  customer: { email: string },
  name: string,
): Promise<void> {
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('textbox', { name: /Name, email, phone/ }).fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(STAFF_MESSAGES.care.verifyCodeSent)).toBeVisible();
  const codeMail = await latestMail(request, customer.email, /verification code/);
  await page
    .getByRole('textbox', { name: 'Code the customer reads to you' })
    .fill(/\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(customer.email)).toBeVisible();
}
