/**
 * The console's sign-in is never a lock-out (docs/decisions/045): a staff member who signs in
 * again and again (after each idle sign-out, say) never reaches the hour's bound of wrong
 * passwords, and after an attacker spent it from many addresses the page's message names a way
 * in that exists: "Email me a code", then the code and the password together.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { expect, test } from '../support/fixtures';
import { clientAddress } from '../support/accounts';
import { CHANNEL_HEADERS } from '../support/server';
import { axeAtBothWidths, createStaff, type Agent } from '../support/staff';

const S = STAFF_MESSAGES.signIn;
/** DEFAULT_AUTH_LIMITS.passwordChecksPerAccount.max: wrong passwords an account takes in an hour. */
const BOUND = 10;

type Mail = { subject: string; text: string };

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** The code of the first mail about `subject` that came after `before` mails (newest first). */
async function newCode(request: APIRequestContext, to: string, subject: RegExp, before: number) {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, to);
      const fresh = mails.slice(0, mails.length - before).find((mail) => subject.test(mail.subject));
      code = /\b(\d{6})\b/.exec(fresh?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * The agent's own address: their many sign-ins are counted against it, not against the 127.0.0.1 that
 * every other journey's sign-ins share (the per-address limits would refuse those).
 */
const AGENT_ADDRESS = { 'x-forwarded-for': clientAddress() };

/** A sign-in by the API, as the console makes it: the password, then the mailed code. */
async function signInByApi(request: APIRequestContext, staff: Agent) {
  const before = (await mailsTo(request, staff.email)).length;
  const started = await request.post('/app/auth/agent/login', {
    headers: { ...CHANNEL_HEADERS, ...AGENT_ADDRESS },
    data: { email: staff.email, password: staff.password },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { challenge } = (await started.json()) as { challenge: string };
  const code = await newCode(request, staff.email, /support inbox code/, before);
  const session = await request.post('/app/auth/agent/verify', {
    headers: { ...CHANNEL_HEADERS, ...AGENT_ADDRESS },
    data: { challenge, code },
  });
  expect(session.status(), await session.text()).toBe(200);
}

/** Signs in through the page at /care, then signs out with the console's button. */
async function signInAndOutAtCare(page: Page, request: APIRequestContext, staff: Agent) {
  await page.goto('/care');
  const before = (await mailsTo(request, staff.email)).length;
  await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await newCode(request, staff.email, /support inbox code/, before);
  await page.getByLabel('Sign-in code').pressSequentially(code);
  await expect(page.getByRole('navigation', { name: 'Console tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test("an agent signing in again and again is never locked out, and past an attacker's wrong passwords gets in with an emailed code", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = await createStaff(request, 'agent', 'Noor');
  await page.setExtraHTTPHeaders(AGENT_ADDRESS);

  // As many sign-ins as the bound by the API (the page is not what they test), then more at the page.
  for (let i = 0; i < BOUND; i += 1) await signInByApi(request, agent);
  for (let i = 0; i < 3; i += 1) await signInAndOutAtCare(page, request, agent);

  // An attacker spends the bound with wrong passwords, each from an address of its own.
  for (let i = 0; i < BOUND; i += 1) {
    const guess = await request.post('/app/auth/agent/login', {
      headers: { ...CHANNEL_HEADERS, 'x-forwarded-for': `203.0.113.${i + 1}` },
      data: { email: agent.email, password: `Guess#${i}x` },
    });
    expect(guess.status()).toBe(401);
  }

  // The agent's right password is no longer checked; the message names the way in the page offers.
  await page.goto('/care');
  await page.getByRole('textbox', { name: 'Email' }).fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(S.passwordSignInPaused);
  await axeAtBothWidths(page, 'the console sign-in past the bound');

  await page.getByRole('button', { name: S.emailMeCode }).click();
  await expect(page.getByRole('heading', { name: S.codeFirstHeading })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(agent.email);
  const before = (await mailsTo(request, agent.email)).length;
  await page.getByRole('button', { name: S.emailMeCode }).click();
  await expect(page.getByLabel(S.codeField)).toBeVisible();
  await axeAtBothWidths(page, 'the emailed code and the password');
  const code = await newCode(request, agent.email, /staff console code/, before);

  // A wrong password with the right code is refused; then both right, by keyboard.
  await page.getByLabel(S.codeField).fill(code);
  await page.getByLabel('Password', { exact: true }).fill('Not#MyPassword1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(S.codeOrPasswordWrong)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  // Enter in a field submits nothing here (SPEC §2): the keyboard reaches the button.
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Console tools' })).toBeVisible();
});
