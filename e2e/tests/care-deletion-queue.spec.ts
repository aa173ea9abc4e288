/**
 * Account deletion requests in the care console (decisions 032 and 035): a customer deletes their
 * account (through the step-up); an agent finds the request in the work queues with the days left
 * of its 45-day clock, marks it done with a reason, and finds it among the done ones with their own
 * name. axe at 1280 and 768 px on the queue and on the dialog.
 */
import type { APIRequestContext } from '@playwright/test';
import { DELETION_RESPONSE_DAYS } from '@mvno/contracts/product-constants/privacy';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createCustomer, latestMail, type Customer } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { buyLineByApi } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';
import { axeAtBothWidths, createStaff, signInAtCare } from '../support/staff';

const care = STAFF_MESSAGES.care;

/** The customer deletes their account as the Settings dialog does: a step-up code, then the deletion. */
async function deleteAccount(request: APIRequestContext, customer: Customer): Promise<string> {
  const headers = { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` };
  const me = (await (await request.get('/app/users/view', { headers })).json()) as { id: string };
  expect((await request.post('/app/users/step-up/email-code', { headers })).status()).toBe(200);
  const mail = await latestMail(request, customer.email, /code/i);
  const otp = /\b(\d{5,6})\b/.exec(mail.text)?.[1] ?? '';
  const stepped = await request.post('/app/users/step-up/email', { headers, data: { otp } });
  expect(stepped.status(), await stepped.text()).toBe(200);
  const deleted = await request.post('/app/users/account/delete', { headers, data: { confirm: true } });
  expect(deleted.status(), await deleted.text()).toBe(200);
  return me.id;
}

test('an agent sees a deleted account’s request with its days left and marks it done', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { firstName: 'Vera', lastName: 'Quell' });
  await buyLineByApi(request, customer);
  const accountId = await deleteAccount(request, customer);

  const agent = await createStaff(request, 'agent', 'Omar');
  await signInAtCare(page, request, agent);
  await page.getByRole('link', { name: 'Work queues' }).click();
  const open = page.getByRole('region', { name: `${care.deletionsTitle} (open)` });
  const row = open.getByRole('row').filter({ hasText: accountId });
  await expect(row).toContainText(care.deletionDaysLeft(DELETION_RESPONSE_DAYS - 1));
  await axeAtBothWidths(page, 'the work queues with a deletion request');

  // Marking it done asks for a reason first.
  await row.getByRole('button', { name: new RegExp(care.deletionMark) }).click();
  const dialog = page.getByRole('dialog', { name: care.deletionDialogTitle });
  await expect(dialog).toContainText(accountId);
  await dialog.getByRole('button', { name: care.deletionMark }).click();
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(care.deletionReasonRequired);
  await axeAtBothWidths(page, 'the mark-done dialog');
  await reason.selectOption({ label: care.deletionReasons.erasure_checked });
  await dialog.getByRole('button', { name: care.deletionMark }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: care.deletionDone })).toBeVisible();
  await expect(row).toHaveCount(0);

  // Among the done requests, with who marked it and why.
  await page.getByRole('combobox', { name: 'Deletion requests to show' }).selectOption('done');
  const done = page.getByRole('region', { name: `${care.deletionsTitle} (done)` });
  await expect(done.getByRole('row').filter({ hasText: accountId })).toContainText(
    `by Omar Rivera (${care.deletionReasons.erasure_checked})`,
  );
  await axeAtBothWidths(page, 'the done deletion requests');
});
