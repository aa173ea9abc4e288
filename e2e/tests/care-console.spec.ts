/**
 * The care console (docs/decisions/028): an admin invites an agent by mail; the agent signs in,
 * finds a customer by ICCID, sees only the name until the customer reads back the code mailed to
 * them, then sees the account and refunds part of the order with a reason, which the customer
 * sees in their order history. axe on every console page at 1280 and 768 px.
 */
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createCustomer, latestMail, logIn, PASSWORD } from '../support/accounts';
import { uniqueLetters } from '../support/chat';
import { expect, test } from '../support/fixtures';
import { buyLineByApi } from '../support/lines';
import { CHANNEL_HEADERS } from '../support/server';
import { axeAtBothWidths, createStaff, signInAtCare } from '../support/staff';

const care = STAFF_MESSAGES.care;

test('an admin invites an agent, who finds a customer by ICCID, verifies them with the mailed code and refunds part of an order', async ({
  browser,
  page: adminPage,
  request,
}) => {
  const admin = await createStaff(request, 'admin', 'Ada');
  await adminPage.goto('/care');
  await expect(adminPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await axeAtBothWidths(adminPage, 'the console sign-in');
  await signInAtCare(adminPage, request, admin);
  await axeAtBothWidths(adminPage, 'the console home');

  // The admin invites an agent.
  const agentEmail = `invited-${uniqueLetters()}@example.com`;
  await adminPage.getByRole('link', { name: 'Staff' }).click();
  await adminPage.getByRole('textbox', { name: 'Email' }).fill(agentEmail);
  await adminPage.getByRole('textbox', { name: 'First name' }).fill('Nia');
  await adminPage.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await adminPage.getByRole('combobox', { name: 'Role' }).selectOption('agent');
  await adminPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: care.invited(agentEmail) })).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: agentEmail })).toBeVisible();
  await axeAtBothWidths(adminPage, 'the staff page');

  // The agent chooses a password with the mailed link and signs in.
  const invite = await latestMail(request, agentEmail, /invited to the .* care console/);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(invite.text)?.[0] ?? '';
  const reset = await request.post('/app/auth/reset-password', {
    headers: CHANNEL_HEADERS,
    data: {
      token: new URL(link).searchParams.get('token'),
      newPassword: PASSWORD,
      confirmNewPassword: PASSWORD,
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInAtCare(agentPage, request, { email: agentEmail, password: PASSWORD, firstName: 'Nia' });
  await expect(agentPage.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // A customer with a line calls; the agent searches by the SIM's ICCID.
  const customer = await createCustomer(request, { firstName: 'Grace', lastName: `Hop${uniqueLetters(4)}` });
  const line = await buyLineByApi(request, customer);
  const lines = (await (
    await request.get('/app/users/lines', {
      headers: { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { lines: { id: string; iccid: string | null }[] };
  const iccid = lines.lines.find((l) => l.id === line.id)?.iccid ?? '';
  expect(iccid).toMatch(/^\d{19,20}$/);
  await agentPage.getByRole('link', { name: 'Customers' }).click();
  await agentPage.getByRole('textbox', { name: /Name, email, phone/ }).fill(iccid);
  await agentPage.getByRole('button', { name: 'Search' }).click();
  const hit = agentPage.getByRole('button', { name: `Grace ${customer.lastName}` });
  await expect(hit).toBeVisible();
  await expect(agentPage.getByText('matched by ICCID')).toBeVisible();
  await axeAtBothWidths(agentPage, 'the customer search');

  // Unverified: the name only.
  await hit.click();
  await expect(agentPage.getByRole('heading', { name: `Grace ${customer.lastName}` })).toBeVisible();
  await expect(agentPage.getByText(care.notVerified)).toBeVisible();
  await expect(agentPage.getByText(customer.email)).toHaveCount(0);
  await axeAtBothWidths(agentPage, 'the unverified customer page');

  // Verify: the customer reads the code from their mailbox.
  await agentPage.getByRole('button', { name: 'Verify' }).click();
  await expect(agentPage.getByText(care.verifyCodeSent)).toBeVisible();
  await agentPage.getByRole('textbox', { name: 'Code the customer reads to you' }).fill('000000');
  await agentPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(agentPage.getByRole('alert').filter({ hasText: care.verifyCodeWrong })).toBeVisible();
  const codeMail = await latestMail(request, customer.email, /verification code/);
  const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '';
  await agentPage.getByRole('textbox', { name: 'Code the customer reads to you' }).fill(code);
  await agentPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(agentPage.getByText(customer.email)).toBeVisible();
  await expect(agentPage.getByRole('definition').filter({ hasText: iccid })).toBeVisible();
  await expect(agentPage.getByRole('cell', { name: 'customer.read' }).first()).toBeVisible();
  await axeAtBothWidths(agentPage, 'the verified customer page');

  // The agent refunds part of the order with a reason.
  const refundForm = agentPage.getByRole('form', { name: 'Refund' });
  await refundForm.getByRole('textbox', { name: 'Amount in dollars' }).fill('5');
  await refundForm.getByRole('button', { name: 'Refund' }).click();
  await expect(refundForm.getByRole('alert')).toHaveText('Choose a reason');
  await refundForm.getByRole('combobox', { name: 'Reason' }).selectOption('duplicate_charge');
  await refundForm.getByRole('button', { name: 'Refund' }).click();
  // The confirmation names where the money goes (decision 095); the card is the default.
  const confirm = agentPage.getByRole('dialog', { name: 'Refund $5.00 to the card?' });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(refundForm.getByRole('status')).toContainText(care.refunded('$5.00'));
  await axeAtBothWidths(agentPage, 'the customer page after a refund');
  await agentContext.close();

  // The customer sees the refund in the order history, and was mailed.
  await latestMail(request, customer.email, /refunded \$5\.00/);
  await logIn(adminPage, customer, '/dashboard/payment');
  const history = adminPage.getByRole('region', { name: 'Order History' });
  await expect(history.getByRole('row').filter({ hasText: 'Refund: ' })).toContainText('5.00');
});
