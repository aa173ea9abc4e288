/**
 * The chat inbox behind the CPNI gate (docs/decisions/028, 042): an agent opens a logged-in
 * customer's conversation and sees only the name and Verify, as in the care console; the code is
 * mailed to the customer (never posted into their chat); the agent types the code the customer
 * reads out and then sees the account. axe before and after, at a desk width and a 320 px phone.
 */
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { latestMail } from '../support/accounts';
import {
  createAgent,
  customerWithChatOpen,
  expectNoSidewaysScroll,
  openConversationAsAgent,
} from '../support/chat';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const care = STAFF_MESSAGES.care;

test("an agent sees a chatting customer's account only after verifying them with the code mailed to the customer", async ({
  browser,
  page,
  request,
}) => {
  const agent = await createAgent(request, 'Kim');
  const { customer, fullName, panel: chat } = await customerWithChatOpen(page, request);
  await chat.getByRole('textbox', { name: 'Message' }).fill('Why is my bill higher this month?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log').getByText('Why is my bill higher this month?')).toBeVisible();

  const { agentContext, agentPage } = await openConversationAsAgent(browser, request, agent, fullName);

  // Not verified: the name and Verify, nothing of the account.
  const panel = agentPage.getByRole('complementary', { name: 'Customer' });
  await expect(panel.getByText(fullName)).toBeVisible();
  await expect(panel.getByText(care.inboxVerifyLead)).toBeVisible();
  await expect(panel.getByText(customer.email)).toHaveCount(0);
  await expect(panel.getByText('Customer since')).toHaveCount(0);
  await expectNoAxeViolations(agentPage, 'the inbox with an unverified customer');
  await agentPage.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(agentPage, 'the inbox with an unverified customer at 320 px');
  await agentPage.setViewportSize({ width: 1280, height: 900 });

  // Verify: the code goes to the customer's mail; they read it to the agent.
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByRole('status')).toHaveText(care.verifyCodeSent);
  const codeMail = await latestMail(request, customer.email, /verification code/);
  const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const codeBox = panel.getByRole('textbox', { name: 'Code the customer reads to you' });
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByRole('alert')).toHaveText(care.verifyCodeWrong);
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await codeBox.fill(code);
  await codeBox.press('Enter');

  // Verified: the account, read-only.
  await expect(panel.getByText(customer.email)).toBeVisible();
  await expect(panel.getByText('Customer since')).toBeVisible();
  await expect(panel.getByText(/^Verified until /)).toBeVisible();
  await expectNoAxeViolations(agentPage, 'the inbox with a verified customer');
  await agentPage.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(agentPage, 'the inbox with a verified customer at 320 px');

  // Neither the agent's thread nor the customer's chat ever showed the code.
  await expect(agentPage.getByRole('log', { name: `Messages with ${fullName}` }).getByText(code)).toHaveCount(
    0,
  );
  await expect(chat.getByRole('log').getByText(code, { exact: false })).toHaveCount(0);
  await agentContext.close();
});
