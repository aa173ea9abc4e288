/** Helpers of the shop tests (checkout-*, cards-*, orders-*, sandbox-*, payments-*). */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import type { Database } from '../../src/db/client';
import { subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { sandboxCharges, transactions } from '../../src/db/schema/payments';
import { plans } from '../../src/db/schema/shop';
import { registerCustomer } from './auth';

type Client = { app: FastifyInstance; headers: Record<string, string> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let planCounter = 0;

/** A plan on sale; the price is in cents. */
export async function createPlan(database: Database, overrides: Partial<typeof plans.$inferInsert> = {}) {
  planCounter += 1;
  const [plan] = await database.db
    .insert(plans)
    .values({
      retailName: `Test Plan ${planCounter}`,
      retailDescription: 'Unlimited talk & text\n10GB data',
      retailPriceCents: 4000,
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('plan was not created');
  return plan;
}

/** Request helpers of a signed-in customer's session (its token, id and email with them). */
export function customerClient(
  client: Client,
  session: { token: string; user: { id: string }; email: string },
) {
  const send = (method: Method, url: string, body?: unknown) =>
    client.app.inject({
      method,
      url,
      headers: { ...client.headers, authorization: `Bearer ${session.token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    token: session.token,
    id: session.user.id,
    email: session.email,
    get: (url: string) => send('GET', url),
    post: (url: string, body?: unknown) => send('POST', url, body),
    del: (url: string, body?: unknown) => send('DELETE', url, body),
    put: (url: string, body?: unknown) => send('PUT', url, body),
  };
}

/** A logged-in customer (registered through the API) with request helpers. */
export async function newCustomer(client: Client) {
  return customerClient(client, await registerCustomer(client));
}

export type TestCustomer = Awaited<ReturnType<typeof newCustomer>>;

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const NO_FUNDS_CARD = '4000 0000 0000 9995';

export type CardForm = { cardholderName: string; number: string; expiry: string; cvv: string };

export function futureExpiry(yearsAhead = 3): string {
  const year = (new Date().getUTCFullYear() + yearsAhead) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

export function cardForm(overrides: Partial<CardForm> = {}): CardForm {
  return {
    cardholderName: 'Ada Lovelace',
    number: GOOD_CARD,
    expiry: futureExpiry(),
    cvv: '123',
    ...overrides,
  };
}

/** Posts the sandbox page's form as a browser would. */
export function postSandboxForm(app: FastifyInstance, pagePath: string, form: Partial<CardForm>) {
  return app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form as Record<string, string>).toString(),
  });
}

/** Starts a card-saving session and answers the sandbox page's path and the session id. */
export async function startCardSession(customer: TestCustomer) {
  const response = await customer.post('/app/payments/storecardpage');
  if (response.statusCode !== 200) throw new Error(`storecardpage: ${response.statusCode} ${response.body}`);
  const { url, sessionId } = response.json() as { url: string; sessionId: string };
  return { url, sessionId, pagePath: new URL(url).pathname };
}

/** Saves a card the whole way: provider page, redirect, confirm. Answers the saved card. */
export async function saveCard(client: Client, customer: TestCustomer, form: Partial<CardForm> = {}) {
  const { sessionId, pagePath } = await startCardSession(customer);
  const posted = await postSandboxForm(client.app, pagePath, cardForm(form));
  if (posted.statusCode !== 303) throw new Error(`sandbox form: ${posted.statusCode} ${posted.body}`);
  const confirmed = await customer.post('/app/payments/storecardpage/confirm', { sessionId });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return (
    confirmed.json() as { card: { id: string; last4Digits: string; primaryCard: boolean; network: string } }
  ).card;
}

export function orderBody(planId: string, overrides: Record<string, unknown> = {}) {
  return {
    planId,
    simType: 'esim',
    numberChoice: { type: 'new', zipCode: '78702' },
    billingState: 'TX',
    ...overrides,
  };
}

/**
 * The buyer's consent to the automatic renewal of the terms shown now (decision 027): every pay
 * request of the tests takes it from here, the one place that gives it.
 */
export function renewalConsent() {
  return { renewalConsent: true, renewalTermsVersion: RENEWAL_TERMS_VERSION } as const;
}

export function payBody(planId: string, cardId: string, overrides: Record<string, unknown> = {}) {
  return {
    ...orderBody(planId),
    cardId,
    idempotencyKey: `key-${crypto.randomUUID()}`,
    ...renewalConsent(),
    ...overrides,
  };
}

export async function rowCount(database: Database, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? -1;
}

/** A customer with a saved card (the good test card unless a number is given) and a $40 plan. */
export async function customerWithCard(client: Client & { database: Database }, number?: string) {
  const plan = await createPlan(client.database, { retailName: 'Unlimited', retailPriceCents: 4000 });
  const customer = await newCustomer(client);
  const card = await saveCard(client, customer, number ? { number } : {});
  return { plan, customer, card };
}

/** What paying leaves behind: provider charges, transactions, orders, lines. */
export async function orderCounts(database: Database) {
  return {
    charges: await rowCount(database, sandboxCharges),
    transactions: await rowCount(database, transactions),
    orders: await rowCount(database, orders),
    lines: await rowCount(database, subscriptionLines),
  };
}

/** A physical-SIM order shipped to downtown Chicago: city sales tax and Chicago's 9% prepaid 911 (decision 060). */
export const CHICAGO_ORDER = {
  simType: 'psim',
  billingState: undefined,
  shippingAddress: {
    streetNumber: '100',
    streetDirection: 'N',
    streetName: 'Main St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601',
  },
};
