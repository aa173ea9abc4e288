import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { LOGIN_CODE_LENGTH } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Database } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/platform';
import { waitForJobs } from './jobs';

/** Request helpers shared by the account tests (auth-*, users-*, crm-*, mail-*). */
export type Client = { app: FastifyInstance; headers: Record<string, string> };

export const STRONG_PASSWORD = 'Secret#123';
export const OTHER_PASSWORD = 'Another$456';

/** The answer to a wrong password, an unknown address, and any other sign-in the shop will not take. */
export const WRONG_CREDENTIALS = { message: PRODUCT_MESSAGES.accounts.wrongCredentials };

let counter = 0;
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function call(
  client: Client,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { ...client.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return client.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** Posts `text` as a JSON body exactly as written (malformed, too large or nested deep) on the web channel. */
export function postRawJson(client: Client, url: string, text: string) {
  return client.app.inject({
    method: 'POST',
    url,
    headers: { ...client.headers, 'content-type': 'application/json' },
    payload: text,
  });
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    regPassword: STRONG_PASSWORD,
    confirmRegPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

/** Registers through the API and returns the session it answers. */
export async function registerCustomer(client: Client, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await call(client, 'POST', '/app/auth/register', { body });
  if (response.statusCode !== 200)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const session = response.json() as { token: string; user: { id: string; email: string } };
  return { ...session, email: body.email, password: body.regPassword };
}

export async function loginWithPassword(client: Client, email: string, password: string, ip?: string) {
  return call(client, 'POST', '/app/auth/login', { body: { email, password }, ...(ip ? { ip } : {}) });
}

export async function viewUserStatus(client: Client, token: string): Promise<number> {
  return (await call(client, 'GET', '/app/users/view', { token })).statusCode;
}

/** Mail in the outbox for one address, newest first, once the queue has sent what is due. */
export async function mailsTo(database: Database, to: string) {
  await waitForJobs(database);
  return database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
    .orderBy(desc(mailOutbox.createdAt));
}

/**
 * The newest mail to an address, or the newest whose subject contains `subject`. Two processes
 * send mail side by side, so after two requests the newest mail need not be the second one's:
 * a test that runs more than one app names the mail it wants.
 */
export async function latestMailTo(database: Database, to: string, subject?: string) {
  const mail = (await mailsTo(database, to)).find((m) => !subject || m.subject.includes(subject));
  if (!mail) throw new Error(`no mail to ${to}${subject ? ` about "${subject}"` : ''}`);
  return mail;
}

const CODE_PATTERN = new RegExp(`\\b(\\d{${LOGIN_CODE_LENGTH}})\\b`);

/**
 * The code (of `length` digits, a sign-in code's by default) in the newest mail to an address that holds
 * one. Mail is written by queued jobs, which may run in either order: the welcome mail of a sign-up, or
 * the offer of a line made just before, can land after the code asked for right behind it.
 */
export async function codeMailedTo(
  database: Database,
  to: string,
  length = LOGIN_CODE_LENGTH,
): Promise<string> {
  const pattern = new RegExp(`\\b(\\d{${length}})\\b`);
  const code = (await mailsTo(database, to)).map((m) => pattern.exec(m.textBody)?.[1]).find(Boolean);
  if (!code) throw new Error(`no mail with a ${length}-digit code to ${to}`);
  return code;
}

export function codeIn(text: string): string {
  const match = CODE_PATTERN.exec(text);
  if (!match?.[1]) throw new Error(`no ${LOGIN_CODE_LENGTH}-digit code in: ${text}`);
  return match[1];
}

/** The `token` query parameter of the first link to `path` in the text. */
export function linkTokenIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the reset-password link (an invitation's too) in the newest mail to an address, or the newest about `subject`. */
export async function resetTokenMailedTo(database: Database, to: string, subject?: string): Promise<string> {
  return linkTokenIn((await latestMailTo(database, to, subject)).textBody, '/reset-password');
}

/** Chooses `password` (typed twice, as the form asks) through a reset-password link's token. */
export function resetPassword(client: Client, token: string, password = STRONG_PASSWORD) {
  return call(client, 'POST', '/app/auth/reset-password', {
    body: { token, newPassword: password, confirmNewPassword: password },
  });
}

export function claimsOf(token: string) {
  return decodeJwt(token);
}

/** What a session answer says beside its token: the token's `exp` as ISO 8601, and whether support signed in. */
export function sessionFacts(token: string, assisted = false) {
  return { expiresAt: new Date(claimsOf(token).exp! * 1000).toISOString(), assisted };
}

/** A session answer for `userId`: its token's subject (and `asst` when support signed in), and the facts it states beside it. */
export function expectSessionFor(answer: { token: string }, userId: string, assisted = false): void {
  expect(claimsOf(answer.token)).toMatchObject({ sub: userId, ...(assisted ? { asst: true } : {}) });
  expect(answer).toMatchObject(sessionFacts(answer.token, assisted));
}
