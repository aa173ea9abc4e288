import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { createCustomer, latestMail, logIn, PASSWORD } from './accounts';
import { CHANNEL_HEADERS, serverEnv } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Agent = { email: string; password: string; firstName: string };

/**
 * A support agent as staff get one: `npm run create-agent` (the built tool, against the running
 * server), then the printed link to choose a password (through the API, not the UI).
 */
export function createAgent(request: APIRequestContext, firstName = 'Sam'): Promise<Agent> {
  return createStaff(request, 'agent', firstName);
}

/** A staff member of any role, made the same way (`npm run create-agent -- ... --role <role>`). */
export async function createStaff(
  request: APIRequestContext,
  role: string,
  firstName = 'Sam',
): Promise<Agent> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const { stdout } = await promisify(execFile)(
    'node',
    ['apps/api/dist/cli/create-agent.js', email, firstName, 'Rivera', '--role', role],
    { cwd: root, env: { ...process.env, ...serverEnv() } },
  );
  const token = new URL(stdout.trim()).searchParams.get('token');
  const reset = await request.post('/app/auth/reset-password', {
    headers: CHANNEL_HEADERS,
    data: { token, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return { email, password: PASSWORD, firstName };
}

/** Signs in at the console's inbox (/care/inbox) as an agent does: password, then the mailed code. */
export async function signInAgent(page: Page, request: APIRequestContext, agent: Agent): Promise<void> {
  await page.goto('/care/inbox');
  await page.getByRole('textbox', { name: 'Email' }).fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const mail = await latestMail(request, agent.email, /support inbox code/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await page.getByLabel('Sign-in code').pressSequentially(code);
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
}

/** No sideways scrolling: the page is not wider than the window. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `sideways scrolling on ${label}`).toBeLessThanOrEqual(widths.client);
}

/** Letters only (names refuse digits), different on every call. */
export function uniqueLetters(length = 6): string {
  return Array.from(randomUUID().replace(/-/g, '').slice(0, length), (hex) =>
    String.fromCharCode(97 + (parseInt(hex, 16) % 26)),
  ).join('');
}

/** A new customer (Noor Haddad, a unique last name) signed in on the dashboard with the chat panel open. */
export async function customerWithChatOpen(page: Page, request: APIRequestContext) {
  const customer = await createCustomer(request, {
    firstName: 'Noor',
    lastName: `Haddad ${uniqueLetters()}`,
  });
  await logIn(page, customer, '/dashboard');
  await page.getByRole('button', { name: PRODUCT_MESSAGES.web.chatLauncher }).click();
  const panel = page.getByRole('dialog', { name: PRODUCT_MESSAGES.web.chatTitle });
  return { customer, fullName: `${customer.firstName} ${customer.lastName}`, panel };
}

/** The agent signed in to the inbox in a browser context of their own, with `name`'s conversation open. */
export async function openConversationAsAgent(
  browser: Browser,
  request: APIRequestContext,
  agent: Agent,
  name: string,
) {
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInAgent(agentPage, request, agent);
  await agentPage.getByRole('button', { name: new RegExp(name) }).click();
  await expect(agentPage.getByRole('heading', { name })).toBeVisible();
  return { agentContext, agentPage };
}
