import { randomInt, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMAIL_CODE_LENGTH, TOKEN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@mvno/contracts/constants';
import { CHANNEL_HEADERS, serverEnv } from './server';

export const PASSWORD = 'Start#2026';

/**
 * A client address of its own, sent as X-Forwarded-For (the journeys' server trusts one proxy hop): a
 * journey that makes many sign-ins stays clear of the per-address limits the whole suite shares on
 * 127.0.0.1, as real clients on their own addresses would.
 */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export type Customer = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
} & SessionToken;

/** What every session answer carries besides the user. */
export type SessionToken = { token: string; expiresAt: string; assisted: boolean };

/** A new customer with a unique email, registered through the API (not the UI). */
export async function createCustomer(
  request: APIRequestContext,
  overrides: Partial<Customer> = {},
): Promise<Customer> {
  const customer = {
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    firstName: 'Casey',
    lastName: 'Nguyen',
    ...overrides,
  };
  const response = await request.post('/app/auth/register', {
    // Each customer registers from an address of its own (the server trusts one proxy hop).
    headers: {
      ...CHANNEL_HEADERS,
      'x-forwarded-for': clientAddress(),
    },
    data: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      regPassword: customer.password,
      confirmRegPassword: customer.password,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, expiresAt, assisted } = (await response.json()) as SessionToken;
  return { ...customer, token, expiresAt, assisted };
}

/** Puts a session where the web app keeps it: the token and, beside it, its expiry and kind. */
export async function storeSession(page: Page, { token, expiresAt, assisted }: SessionToken): Promise<void> {
  await page.evaluate(
    ({ keys, token, info }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.info, JSON.stringify(info));
    },
    {
      keys: { token: TOKEN_STORAGE_KEY, info: TOKEN_INFO_STORAGE_KEY },
      token,
      info: { expiresAt, assisted },
    },
  );
}

/** Logs the page in by putting the customer's session where the web app keeps it. */
export async function logIn(page: Page, customer: Customer, at = '/dashboard'): Promise<void> {
  await page.goto('/about');
  await storeSession(page, customer);
  await page.goto(at);
}

type Mail = { to: string; subject: string; text: string };

/** The newest mail to an address, from the development outbox. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { mails } = (await response.json()) as { mails: Mail[] };
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * Proves a second factor for the customer's API session (decision 026) the way the step-up dialog
 * does: a code mailed to the address of record, read from the outbox (the newest such mail) and sent back.
 */
export async function stepUpByApi(request: APIRequestContext, customer: Customer): Promise<void> {
  const headers = { ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` };
  const codesBefore = await verificationMails(request, customer.email);
  expect((await request.post('/app/users/step-up/email-code', { headers })).status()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const mails = await verificationMails(request, customer.email);
      if (mails.length <= codesBefore.length) return false;
      code = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(mails[0]!.text)?.[1] ?? '';
      return code !== '';
    })
    .toBe(true);
  const proven = await request.post('/app/users/step-up/email', { headers, data: { otp: code } });
  expect(proven.status()).toBe(200);
}

async function verificationMails(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { mails } = (await response.json()) as { mails: Mail[] };
  return mails.filter((mail) => /verification code/.test(mail.subject));
}

export function firstLink(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail: ${text}`);
  return link;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run crm-link -- <email>` as a support agent runs it, against the running server. */
export async function supportLink(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)('node', ['apps/api/dist/cli/crm-link.js', email], {
    cwd: root,
    env: { ...process.env, ...serverEnv() },
  });
  return firstLink(stdout);
}
