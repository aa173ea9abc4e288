/** Helpers of the lines and port-in tests (lines-*, port-in-*). */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Line } from '@mvno/contracts/api/lines';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import type { Database } from '../../src/db/client';
import { carrierNumbers, portRequests, subscriptionLines } from '../../src/db/schema/lines';
import { orders } from '../../src/db/schema/orders';
import { luhnCheckDigit } from '@mvno/telecom/sim-identifiers';
import { registerCustomer } from './auth';
import { customerWithCard, payBody, type TestCustomer } from './commerce';
import { waitForJobs } from './jobs';

type Client = { app: FastifyInstance; headers: Record<string, string> };

/** A 15-digit IMEI of the type allocation code with a valid check digit. */
export function imeiOf(tac: string, serial = '123456'): string {
  const body = tac + serial;
  return body + luhnCheckDigit(body);
}

/** A 10-digit number nobody has, ending in the given 7 digits (the test numbers' part). */
export function numberEnding(suffix: string, areaCode = String(randomInt(201, 990))): string {
  return areaCode + suffix;
}

/** A logged-in customer whose requests can come from a chosen address. */
export async function lineCustomer(client: Client, overrides: Record<string, unknown> = {}) {
  const session = await registerCustomer(client, overrides);
  const send = (method: 'GET' | 'POST', url: string, body?: unknown, ip?: string) =>
    client.app.inject({
      method,
      url,
      headers: { ...client.headers, authorization: `Bearer ${session.token}` },
      ...(body === undefined ? {} : { payload: body as object }),
      ...(ip ? { remoteAddress: ip } : {}),
    });
  return {
    id: session.user.id,
    email: session.email,
    token: session.token,
    get: (url: string) => send('GET', url),
    post: (url: string, body?: unknown, ip?: string) => send('POST', url, body, ip),
  };
}

export type LineCustomer = Awaited<ReturnType<typeof lineCustomer>>;

let counter = 0;

/** A line of the customer with a number of ours (registered at the simulated carrier). */
export async function createLine(
  database: Database,
  userId: string,
  overrides: Partial<typeof subscriptionLines.$inferInsert> = {},
) {
  counter += 1;
  const mdn = overrides.mdn ?? `737${String(randomInt(2_000_000, 9_999_999))}`;
  await database.db
    .insert(carrierNumbers)
    .values({ mdn, zipCode: '78702', source: 'new' })
    .onConflictDoNothing();
  const [line] = await database.db
    .insert(subscriptionLines)
    .values({
      userId,
      nickname: `Line ${counter}`,
      mdn,
      subscriberNumber: `SUB-${counter}`,
      zipCode: '78702',
      iccid: '8901260123456789012',
      simType: 'esim',
      activationCode: 'LPA:1$smdp.brightline.example$ABCDE-FGHJK-LMNPQ-RSTUV',
      ...overrides,
    })
    .returning();
  if (!line) throw new Error('line was not created');
  return line;
}

/**
 * A customer with a line in `lineStatus` and, stored as given, a port request onto it of a
 * number ending 555-0199.
 */
export async function customerWithStoredPort(
  client: Client & { database: Database },
  lineStatus: string,
  port: Omit<typeof portRequests.$inferInsert, 'userId' | 'lineId' | 'msisdn'>,
  customer: Record<string, unknown> = {},
) {
  const ada = await lineCustomer(client, customer);
  const line = await createLine(client.database, ada.id, { status: lineStatus });
  const msisdn = numberEnding('5550199');
  const [stored] = await client.database.db
    .insert(portRequests)
    .values({ userId: ada.id, lineId: line.id, msisdn, ...port })
    .returning();
  return { ada, line, msisdn, port: stored! };
}

/** A port's event types when the carrier refused it once and the corrected resubmission moved the number. */
export const REFUSED_THEN_MOVED = ['submitted', 'pending', 'rejected', 'submitted', 'pending', 'completed'];

/** An active line in the lines list with nothing on it: no status reason, device, port or cancellation. */
export const ACTIVE_LINE_AT_REST = {
  status: 'active',
  statusReason: null,
  imei: null,
  device: null,
  port: null,
  cancellation: null,
};

/** One of our partner SIM cards (its ICCID): a number moves onto it without the old account's details. */
export const PARTNER_SIM = '8901410123456789010';

/** `portin/bring/number`'s body moving `msisdn` onto the line, which holds the partner SIM. */
export const partnerSimBring = (lineId: string, msisdn: string, zipCode = '78702') => ({
  replaceNumber: true,
  msisdn,
  zipCode,
  iccid: PARTNER_SIM,
  isAttSim: true,
  tempSubscriptionId: lineId,
});

/** The details of an account at the old carrier, as the port-in form sends them. */
export const OLD_SERVICE = { billingAccountNumber: '123456789', billingAccountPassword: '4321' };

/** The port-in form's start of a port of `msisdn` onto the line `lineId`: Ada Lovelace's number at the old carrier. */
export const portStartBody = (msisdn: string, lineId: string) => ({
  msisdn,
  oldService: { ...OLD_SERVICE, firstName: 'Ada', lastName: 'Lovelace' },
  accountDetails: { firstName: 'Ada', lastName: 'Lovelace', zipCode: '10001' },
  activationDetails: { tempSubscriptionId: lineId },
});

/** The customer brings `msisdn` onto their line `lineId` (a port-in replacing its temporary number); answered 200. */
export async function bringNumber(customer: LineCustomer, lineId: string, msisdn: string): Promise<void> {
  const response = await customer.post('/app/users/portin/bring/number', {
    replaceNumber: true,
    msisdn,
    zipCode: '10001',
    oldService: OLD_SERVICE,
    tempSubscriptionId: lineId,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function linesOf(customer: LineCustomer) {
  const response = await customer.get('/app/users/lines');
  if (response.statusCode !== 200) throw new Error(`lines: ${response.statusCode} ${response.body}`);
  return (response.json() as { lines: Record<string, unknown>[] }).lines;
}

/** The customer's first line, as the app shows it (each of these tests' customers has one). */
export async function firstLineOf(customer: TestCustomer): Promise<Line> {
  const response = await customer.get('/app/users/lines');
  expect(response.statusCode).toBe(200);
  const [line] = (response.json() as { lines: Line[] }).lines;
  if (!line) throw new Error('no line');
  return line;
}

/**
 * A customer who paid for the $40 "Unlimited" plan with a saved card (in Texas, 6.25% tax), once the
 * jobs the payment queued have run: the plan, the customer, the card and the line.
 */
export async function customerWithPaidLine(client: Client & { database: Database }) {
  const { plan, customer, card } = await customerWithCard(client);
  const paid = await customer.post('/app/checkout/pay', payBody(plan.id, card.id));
  expect(paid.json()).toMatchObject({ successful: true });
  await waitForJobs(client.database);
  return { plan, customer, card, line: await firstLineOf(customer) };
}

/** A line's emergency (E911) address form, in Austin, with the current disclosure accepted. */
export const e911Form = (overrides: Record<string, unknown> = {}) => ({
  addressOne: '500 Congress Ave',
  addressTwo: 'Suite 2',
  companyName: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  disclosureAccepted: true,
  disclosureVersion: E911_DISCLOSURE_VERSION,
  ...overrides,
});

/**
 * A paid order whose brought number's carrier refuses it since (or that was paid before numbers were
 * checked at checkout): its draft port is of a number the carrier will not let move.
 */
export async function stuckPortOrder(client: Client & { database: Database }) {
  const { plan, customer, card } = await customerWithCard(client);
  const paid = await customer.post(
    '/app/checkout/pay',
    payBody(plan.id, card.id, {
      numberChoice: { type: 'port', number: numberEnding('5550199'), zipCode: '10001' },
    }),
  );
  expect(paid.statusCode, paid.body).toBe(200);
  const placed = paid.json() as { orderId: string; transactionId: string; line: { id: string; mdn: string } };
  const refused = numberEnding('5550100');
  await client.database.db
    .update(portRequests)
    .set({ msisdn: refused })
    .where(eq(portRequests.lineId, placed.line.id));
  await client.database.db.update(orders).set({ portNumber: refused }).where(eq(orders.id, placed.orderId));
  return { customer, ...placed, refused };
}
