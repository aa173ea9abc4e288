import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { createCustomer, firstLink, latestMail, logIn, type Customer } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { buyLineByApi, expectFits, formatted } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';

const M = ACCOUNT_MESSAGES.members;
const authed = (customer: Customer) => ({ ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` });

/** The owner's successful order-history rows whose item names the add-on. */
async function topUpCharges(request: APIRequestContext, owner: Customer, item: string) {
  const response = await request.get('/app/payments/transactions?limit=50', { headers: authed(owner) });
  const { transactions } = (await response.json()) as {
    transactions: { item: string; successful: boolean }[];
  };
  return transactions.filter((row) => row.successful && row.item.includes(item));
}

/** The customer's invoices whose item names the add-on. */
async function topUpInvoices(request: APIRequestContext, customer: Customer, item: string) {
  const response = await request.get('/app/payments/invoices', { headers: authed(customer) });
  const { documents } = (await response.json()) as { documents: { kind: string; item: string }[] };
  return documents.filter((one) => one.kind === 'invoice' && one.item.includes(item));
}

const sharedLine = (page: Page, name: string) =>
  page.getByRole('region', { name: M.sharedTitle }).getByRole('listitem', { name });

test('an owner with two lines invites a member, who signs in elsewhere, sees only that line and gets the data the owner approves', async ({
  page,
  browser,
  request,
}) => {
  // The owner: two lines of their own, the second renamed for the member.
  const owner = await createCustomer(request, { firstName: 'Olivia', lastName: 'Owner' });
  const first = await buyLineByApi(request, owner, 'Starter 5GB');
  const second = await buyLineByApi(request, owner, 'Starter 5GB');
  const renamed = await request.post(`/app/users/sub-nickname/${second.id}/update`, {
    headers: authed(owner),
    data: { nickname: 'Kid phone' },
  });
  expect(renamed.status()).toBe(200);
  const member = await createCustomer(request, { firstName: 'Milo', lastName: 'Member' });

  // The owner invites the member to the second line from the Members section.
  await logIn(page, owner, '/dashboard/members');
  await page.getByRole('button', { name: M.invite }).click();
  const invite = page.getByRole('dialog', { name: M.inviteTitle });
  const lineChoice = invite.getByRole('combobox', { name: M.line });
  await expect(lineChoice.getByRole('option')).toHaveCount(2);
  await expectNoAxeViolations(page, 'invite dialog');
  await invite.getByRole('textbox', { name: M.email }).fill(member.email);
  await lineChoice.selectOption({ label: `Kid phone (${formatted(second.mdn)})` });
  await invite.getByText(M.roleMember, { exact: true }).click();
  await invite.getByRole('button', { name: M.send }).click();
  await expect(invite).toBeHidden();
  const members = page.getByRole('region', { name: M.title });
  await expect(members.getByRole('listitem').filter({ hasText: member.email })).toBeVisible();
  await expectNoAxeViolations(page, 'members section with an invitation waiting');

  // The member opens the mailed link in a browser of their own, at phone width, and signs in there.
  const link = firstLink((await latestMail(request, member.email, /invites you to/)).text);
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const phone = await memberContext.newPage();
  await phone.goto(link);
  await expect(phone.getByText(M.acceptText('Olivia', 'Kid phone'))).toBeVisible();
  await expectNoAxeViolations(phone, 'invitation page, signed out');
  await expectFits(phone.locator('main'), 'invitation page at 375 px');
  await phone.getByRole('link', { name: M.signIn }).click();
  await phone.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await phone.getByRole('button', { name: 'Continue with password' }).click();
  await phone.getByLabel('Password', { exact: true }).fill(member.password);
  await phone.getByRole('button', { name: 'Log in' }).click();
  // Back on the invitation (the link waited in the tab while signing in): Accept.
  await expect(phone.getByRole('button', { name: M.accept })).toBeVisible();
  await expectNoAxeViolations(phone, 'invitation page, signed in');
  await phone.getByRole('button', { name: M.accept }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);

  // The member sees the shared line, and nothing of the owner's other line.
  const line = sharedLine(phone, 'Kid phone');
  await expect(line).toBeVisible();
  await expect(line.getByText(/of 5\.0 GB used this period/)).toBeVisible();
  await expect(phone.getByRole('region', { name: M.sharedTitle }).getByRole('listitem')).toHaveCount(1);
  await expect(phone.getByText(formatted(first.mdn))).toHaveCount(0);
  await expectNoAxeViolations(phone, 'member dashboard');
  await expectFits(phone.locator('main'), 'member dashboard at 375 px');
  // Nor can the member reach it by its address.
  const otherLine = await request.get(`/app/users/lines/${first.id}/usage`, { headers: authed(member) });
  expect(otherLine.status()).toBe(404);

  // The member asks for more data.
  await line.getByRole('button', { name: `${M.requestTopUp}: Kid phone` }).click();
  const ask = phone.getByRole('dialog', { name: M.requestTitle });
  const choice = ask.getByRole('radio').first();
  await expect(choice).toBeChecked();
  const addOn = ((await ask.locator('label').first().textContent()) ?? '').split(' · ')[0]!.trim();
  await expectNoAxeViolations(phone, 'ask-for-data dialog');
  await expectFits(ask, 'ask-for-data dialog at 375 px');
  await ask.getByRole('button', { name: M.requestSend }).click();
  await expect(ask).toBeHidden();
  await expect(line.getByText(`${addOn}: ${M.statusPending}`)).toBeVisible();

  // The owner approves from the mailed link.
  const requestMail = await latestMail(request, owner.email, /asks for more data/);
  expect(requestMail.text).toContain(addOn);
  await page.goto(firstLink(requestMail.text));
  const what = M.requestOf('Milo', addOn, 'Kid phone');
  const waiting = page.getByRole('listitem', { name: what });
  await expect(waiting).toBeVisible();
  await expectNoAxeViolations(page, 'members section with a request waiting');
  await waiting.getByRole('button', { name: `${M.approve}: ${what}` }).click();
  await expect(page.getByText(M.approved)).toBeVisible();
  await expect(waiting.getByText(M.statusApproved)).toBeVisible();

  // Charged once, to the owner: one row in the owner's history, none in the member's; approving
  // again only says it was answered and charges nothing.
  expect(await topUpCharges(request, owner, addOn)).toHaveLength(1);
  expect(await topUpCharges(request, member, addOn)).toHaveLength(0);
  const listed = await request.get('/app/users/line-requests', { headers: authed(owner) });
  const { toAnswer } = (await listed.json()) as { toAnswer: { id: string }[] };
  const again = await request.post(`/app/users/line-requests/${toAnswer[0]!.id}/approve`, {
    headers: authed(owner),
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { message: string }).message).toBe(M.requestDecided);
  expect(await topUpCharges(request, owner, addOn)).toHaveLength(1);
  expect(await topUpInvoices(request, owner, addOn)).toHaveLength(1);
  expect(await topUpInvoices(request, member, addOn)).toHaveLength(0);
  expect((await latestMail(request, member.email, /request was answered/)).text).toContain('Kid phone');

  // The member sees the answer and the larger allowance.
  await phone.reload();
  await expect(line.getByText(`${addOn}: ${M.statusApproved}`)).toBeVisible();
  await expect(line.getByText(/of 5\.0 GB used this period/)).toHaveCount(0);
  await expectNoAxeViolations(phone, 'member dashboard after the approval');

  // A second request, answered from the dashboard's Members section: a second charge and invoice.
  await line.getByRole('button', { name: `${M.requestTopUp}: Kid phone` }).click();
  await phone
    .getByRole('dialog', { name: M.requestTitle })
    .getByRole('button', { name: M.requestSend })
    .click();
  await expect(line.getByText(`${addOn}: ${M.statusPending}`)).toBeVisible();
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: M.title })
    .click();
  const waitingAgain = page.getByRole('listitem', { name: what }).filter({ hasText: M.statusPending });
  await waitingAgain.getByRole('button', { name: `${M.approve}: ${what}` }).click();
  await expect(page.getByText(M.approved)).toBeVisible();
  expect(await topUpCharges(request, owner, addOn)).toHaveLength(2);
  expect(await topUpInvoices(request, owner, addOn)).toHaveLength(2);
  await phone.reload();
  await expect(line.getByText(`${addOn}: ${M.statusApproved}`)).toBeVisible();
  await memberContext.close();
});
