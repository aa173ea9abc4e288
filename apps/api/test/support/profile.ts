/** Helpers of the profile and security tests (profile-*, sessions-*, number-lock-*). */
import { expect } from 'vitest';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import type { Database } from '../../src/db/client';
import { subscriptionLines } from '../../src/db/schema/lines';
import { call, codeMailedTo, type Client } from './auth';

/** Sets the language of a signed-in customer's account (its mails and texts) through the API. */
export async function chooseLanguage(client: Client, token: string, language: 'en-US' | 'es-US') {
  const set = await client.app.inject({
    method: 'PUT',
    url: '/app/users/language',
    headers: { ...client.headers, authorization: `Bearer ${token}` },
    payload: { language },
  });
  expect(set.statusCode, set.body).toBe(200);
}

/** The verification code (EMAIL_CODE_LENGTH digits) of a mail. */
export function verificationCodeIn(text: string): string {
  const match = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(text);
  if (!match?.[1]) throw new Error(`no ${EMAIL_CODE_LENGTH}-digit code in: ${text}`);
  return match[1];
}

/** The verification code of the newest mail to an address that holds one (see `codeMailedTo`). */
export function latestCodeTo(database: Database, to: string): Promise<string> {
  return codeMailedTo(database, to, EMAIL_CODE_LENGTH);
}

/** A different code of the same length. */
export function wrongCode(code: string): string {
  return code === '00000' ? '11111' : '00000';
}

export const edit = (client: Client, token: string, body: unknown, method: 'PUT' | 'POST' = 'PUT') =>
  client.app.inject({
    method,
    url: '/app/users/edit',
    headers: { ...client.headers, authorization: `Bearer ${token}` },
    payload: body as object,
  });

export const send = (
  client: Client,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  userAgent?: string,
) =>
  client.app.inject({
    method,
    url,
    headers: {
      ...client.headers,
      authorization: `Bearer ${token}`,
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });

export { call };

let mdnCounter = 0;

/** A line of the customer, as an order would have opened it. */
export async function addLine(
  database: Database,
  userId: string,
  overrides: Partial<typeof subscriptionLines.$inferInsert> = {},
) {
  mdnCounter += 1;
  const mdn =
    `512${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 6) +
    String(1000 + mdnCounter).slice(-4);
  const [line] = await database.db
    .insert(subscriptionLines)
    .values({ userId, mdn, subscriberNumber: mdn, zipCode: '78702', nickname: 'My phone', ...overrides })
    .returning();
  if (!line) throw new Error('line was not created');
  return line;
}

export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
