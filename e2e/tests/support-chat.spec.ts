import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createCustomer, latestMail, logIn } from '../support/accounts';
import {
  createAgent,
  customerWithChatOpen,
  expectNoSidewaysScroll,
  openConversationAsAgent,
  signInAgent,
  uniqueLetters,
} from '../support/chat';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const text = PRODUCT_MESSAGES.web;

test('a visitor chats from /shop, an agent answers live from /care/inbox, and closes the conversation', async ({
  browser,
  page: visitor,
  request,
}) => {
  const agent = await createAgent(request);
  const name = `Vera ${uniqueLetters()}`;
  const email = `vera-${uniqueLetters()}@example.com`;

  // The visitor opens the chat on /shop: it asks for name and email before the first message.
  await visitor.goto('/shop');
  const launcher = visitor.getByRole('button', { name: text.chatLauncher });
  await launcher.click();
  const panel = visitor.getByRole('dialog', { name: text.chatTitle });
  await expect(panel.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoAxeViolations(visitor, 'the chat panel (visitor intro)');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByText('Please enter your name')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('textbox', { name: 'Email' }).fill(email);
  await panel.getByRole('textbox', { name: 'Message' }).fill('Can I keep my number when I switch?');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const log = panel.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Can I keep my number when I switch?')).toBeVisible();
  await expectNoAxeViolations(visitor, 'the chat panel (conversation)');

  // The agent signs in (password, then mailed code) in another browser and finds it.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInAgent(agentPage, request, agent);
  await agentPage.getByRole('button', { name: 'Unassigned', exact: true }).click();
  const item = agentPage.getByRole('button', { name: new RegExp(name) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(agentPage.getByRole('heading', { name })).toBeVisible();
  await expectNoAxeViolations(agentPage, 'the support inbox');

  // Live: the visitor writes again; the agent sees it without reloading.
  await panel.getByRole('textbox', { name: 'Message' }).fill('I am on another carrier today.');
  await panel.getByRole('button', { name: 'Send' }).click();
  const thread = agentPage.getByRole('log', { name: `Messages with ${name}` });
  await expect(thread.getByText('I am on another carrier today.')).toBeVisible();

  // The visitor closes the panel (Escape; the focus goes back to the launcher).
  await visitor.bringToFront();
  await visitor.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(visitor.getByRole('button', { name: text.chatLauncher })).toBeFocused();

  // The agent takes it and replies; the visitor's launcher counts the reply, the panel shows it.
  await agentPage.getByRole('button', { name: 'Take' }).click();
  await expect(agentPage.getByText('Assigned to you')).toBeVisible();
  await agentPage
    .getByRole('textbox', { name: `Reply to ${name}` })
    .fill('Yes! See https://example.com/port-in for the steps.');
  await agentPage.getByRole('button', { name: 'Send reply' }).click();
  const unreadLauncher = visitor.getByRole('button', { name: text.chatLauncherUnread(1) });
  await expect(unreadLauncher).toBeVisible();
  await unreadLauncher.click();
  await expect(log.getByText(/Yes! See/)).toBeVisible();
  const link = log.getByRole('link', { name: 'https://example.com/port-in' });
  await expect(link).toHaveAttribute('href', 'https://example.com/port-in');
  await expect(link).toHaveAttribute('rel', /noopener/);

  // A reload (and so a new tab) keeps the conversation; the reply counts as read now.
  await visitor.reload();
  await visitor.getByRole('button', { name: text.chatLauncher }).click();
  await expect(log.getByText('Can I keep my number when I switch?')).toBeVisible();
  await expect(log.getByText(/Yes! See/)).toBeVisible();

  // The agent closes it and mails the transcript.
  await agentPage.getByRole('button', { name: 'Close conversation' }).click();
  const confirm = agentPage.getByRole('dialog', { name: 'Close this conversation?' });
  await expect(confirm.getByRole('checkbox', { name: 'Mail the transcript to the customer' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Close conversation' }).click();
  await expect(agentPage.getByText(PRODUCT_MESSAGES.support.transcriptSent)).toBeVisible();
  const transcript = await latestMail(request, email, /Your conversation with/);
  expect(transcript.text).toContain('I am on another carrier today.');
  await expect(panel.getByText(text.chatClosed)).toBeVisible();
  await agentContext.close();
});

test("a logged-in customer's chat shows their name to the agent, and their words stay text", async ({
  browser,
  page,
  request,
}) => {
  const agent = await createAgent(request, 'Kim');
  const { customer, fullName, panel } = await customerWithChatOpen(page, request);
  // Known by the session: no name or email to give.
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  const markup = '<img src=x onerror="document.title=\'owned\'"> is my bill right?';
  await panel.getByRole('textbox', { name: 'Message' }).fill(markup);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log').getByText(markup)).toBeVisible();

  const { agentContext, agentPage } = await openConversationAsAgent(browser, request, agent, fullName);
  await expect(agentPage.getByText(STAFF_MESSAGES.inbox.customer, { exact: false })).toBeVisible();
  const profile = agentPage.getByRole('complementary', { name: 'Customer' });
  // Behind the CPNI gate until this agent verifies the customer (support-inbox-cpni.spec.ts).
  await expect(profile.getByText(fullName)).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Verify' })).toBeVisible();
  await expect(profile.getByText(customer.email)).toHaveCount(0);
  const thread = agentPage.getByRole('log', { name: `Messages with ${fullName}` });
  await expect(thread.getByText(markup)).toBeVisible();
  await expect(thread.locator('img')).toHaveCount(0);
  expect(await agentPage.title()).not.toBe('owned');
  await agentContext.close();
});

test('the chat panel and the inbox fit a 320 px phone without sideways scrolling', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: text.chatLauncher });
  await expect(launcher).toBeInViewport({ ratio: 1 });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: text.chatTitle });
  await expect(panel).toBeVisible();
  // The panel fills the phone's screen and nothing in it is wider than the screen.
  const box = await panel.boundingBox();
  expect(box).toMatchObject({ x: 0, width: 320 });
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectNoAxeViolations(page, 'the chat panel on a phone');

  const agent = await createAgent(request, 'Lee');
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const agentPage = await phone.newPage();
  await signInAgent(agentPage, request, agent);
  await expectNoSidewaysScroll(agentPage, 'the support inbox');
  await expectNoAxeViolations(agentPage, 'the support inbox on a phone');
  await phone.close();
});

test('a conversation started as a visitor joins the account on logging in, in the same browser', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, {
    firstName: 'Ines',
    lastName: `Moreau ${uniqueLetters()}`,
  });
  await page.goto('/faq');
  await page.getByRole('button', { name: text.chatLauncher }).click();
  const panel = page.getByRole('dialog', { name: text.chatTitle });
  await panel.getByRole('textbox', { name: 'Name' }).fill('Ines');
  await panel.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await panel.getByRole('textbox', { name: 'Message' }).fill('Asked before logging in');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  await expect(panel.getByRole('log').getByText('Asked before logging in')).toBeVisible();

  await logIn(page, customer, '/dashboard');
  await page.getByRole('button', { name: text.chatLauncher }).click();
  await expect(panel.getByRole('log').getByText('Asked before logging in')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  // The visitor token is gone from this browser: the conversation is the account's now.
  expect(await page.evaluate(() => localStorage.getItem('chatVisitorToken'))).toBeNull();
});

test("the inbox's old address /support leads to the console's inbox, its query and hash kept", async ({
  page,
  request,
}) => {
  await page.goto('/support?view=mine#conversations');
  await expect(page).toHaveURL(/\/care\/inbox\?view=mine#conversations$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(STAFF_MESSAGES.care.consoleTitle);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(await page.title()).toContain(STAFF_MESSAGES.inbox.title);

  // Signed in, the same address opens the inbox among the console's tools.
  const agent = await createAgent(request, 'Ray');
  await signInAgent(page, request, agent);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/care\/inbox$/);
  const tools = page.getByRole('navigation', { name: 'Console tools' });
  await expect(tools.getByRole('link', { name: STAFF_MESSAGES.inbox.title })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
});
