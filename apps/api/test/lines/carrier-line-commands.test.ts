// A line's other commands through the carrier's HTTP API (decision 081): a lost phone's bar and
// unbar and the E911 address, each an outbox row stored with the change and sent after, finished
// from the carrier's verified events (or its status query when the callback is lost), against the
// simulated carrier started as a real process with faults injected; and our own daily quota.
import { randomUUID } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierCommands, carrierEvents } from '../../src/db/schema/carrier';
import { eventually as within, type CarrierSim } from '../support/carrier-sim';

/** The machine the suite runs on may be loaded: a minute for the carrier's round trips. */
const eventually = <T>(check: () => Promise<T | undefined | false>) => within(check, 60_000);
import { createPlan, newCustomer, payBody, saveCard } from '../support/commerce';
import { mailOutbox } from '../../src/db/schema/platform';
import { verificationCodeIn } from '../support/profile';
import { startCarrierWorld } from '../support/carrier-world';
import type { TestApp } from '../support/test-app';

const apiKey = 'line-commands-key';
const secret = `line-commands-secret-${randomUUID()}`;
const PENDING = PRODUCT_MESSAGES.lines.carrierPending;
let t: TestApp;
let sim: CarrierSim;

type Line = { id: string; mdn: string; status: string; statusReason: string | null };
type Customer = Awaited<ReturnType<typeof newCustomer>>;
type CarrierLine = { mdn: string; barred: boolean; e911: Record<string, unknown> | null };

const lineOf = async (customer: Customer, id: string) =>
  ((await customer.get('/app/users/lines')).json().lines as Line[]).find((l) => l.id === id)!;
const commandsOf = (lineId: string, kind: string) =>
  t.database.db
    .select()
    .from(carrierCommands)
    .where(eq(carrierCommands.lineId, lineId))
    .orderBy(asc(carrierCommands.createdAt))
    .then((rows) => rows.filter((row) => row.kind === kind));
const eventsOf = (commandId: string) =>
  t.database.db.select().from(carrierEvents).where(eq(carrierEvents.commandId, commandId));
async function carrierLine(mdn: string) {
  const page = (await (await sim.call('GET', '/v1/lines?limit=500')).json()) as { items: CarrierLine[] };
  return page.items.find((line) => line.mdn === mdn);
}
const faults = async (set: Record<string, unknown> | null) =>
  expect((await sim.call(set ? 'PUT' : 'DELETE', '/admin/faults', set ?? undefined)).status).toBe(200);

/** A customer with a eSIM line the carrier has activated (one of the line's five actions). */
async function activeLine() {
  const plan = await createPlan(t.database);
  const customer = await newCustomer(t);
  const card = await saveCard(t, customer);
  const placed = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { simType: 'esim' }));
  expect(placed.json()).toMatchObject({ successful: true });
  const lineId = placed.json().line.id as string;
  const line = await eventually(async () => {
    const found = await lineOf(customer, lineId);
    return found.status === 'active' && found;
  });
  return { customer, line };
}

async function stepUp(customer: Customer) {
  const asked = new Date(Date.now() - 1000);
  expect((await customer.post('/app/users/step-up/email-code')).statusCode).toBe(200);
  // The mail table read directly: the outbox job's runs keep the job queue busy (no waitForJobs).
  // The code's mail is the newest whose subject ends with a code: the mail of the last carrier outcome
  // (a bar finished) can be written after the code was asked for.
  const otp = await eventually(async () => {
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        sql`lower(${mailOutbox.toAddress}) = lower(${customer.email}) and ${mailOutbox.createdAt} >= ${asked}`,
      )
      .orderBy(desc(mailOutbox.createdAt));
    const withCode = rows.find((row) => CODE_SUBJECT.test(row.subject));
    return withCode && verificationCodeIn(withCode.textBody);
  });
  expect((await customer.post('/app/users/step-up/email', { otp })).statusCode).toBe(200);
}

const CODE_SUBJECT = new RegExp(`: \\d{${EMAIL_CODE_LENGTH}}$`);

const e911Form = {
  addressOne: '500 Congress Ave',
  addressTwo: 'Suite 2',
  companyName: '',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  disclosureAccepted: true,
  disclosureVersion: E911_DISCLOSURE_VERSION,
};

beforeAll(async () => {
  ({ t, sim } = await startCarrierWorld({ apiKey, secret, stepMs: 150 }));
}, 120_000);

afterAll(async () => {
  await sim?.close();
  await t?.close();
});

describe("a line's bar, unbar and emergency address through the carrier", () => {
  test('a bar whose callback is lost: pending for the customer, finished from the status query', async () => {
    const { customer, line } = await activeLine();
    await faults({ lostRate: 1 });
    try {
      const suspended = await customer.post(`/app/users/lines/${line.id}/suspend-lost`);
      expect(suspended.json()).toEqual({ message: PENDING.suspending });
      // Stored before it was sent; the card says the carrier will finish it.
      const [command] = await commandsOf(line.id, 'set_barring');
      expect(command).toMatchObject({ payload: { mdn: line.mdn, barred: true } });
      expect(await lineOf(customer, line.id)).toMatchObject({
        status: 'lost_suspended',
        statusReason: PENDING.suspending,
      });

      const done = await eventually(async () => {
        const [row] = await commandsOf(line.id, 'set_barring');
        return row?.state === 'completed' && row;
      });
      // No callback came: the event was read from the status query.
      const events = await eventsOf(done.id);
      expect(events.map((e) => [e.type, e.via])).toContainEqual(['line.barred', 'poll']);
      expect(events.every((e) => e.via === 'poll')).toBe(true);
      expect(await lineOf(customer, line.id)).toMatchObject({
        status: 'lost_suspended',
        statusReason: ACCOUNT_MESSAGES.lostPhone.statusReason,
      });
      expect((await carrierLine(line.mdn))?.barred).toBe(true);
    } finally {
      await faults(null);
    }
  }, 180_000);

  test('an unbar with duplicated, out-of-order callbacks: each event applied once, the carrier unbars', async () => {
    const { customer, line } = await activeLine();
    await customer.post(`/app/users/lines/${line.id}/suspend-lost`);
    await eventually(async () => (await carrierLine(line.mdn))?.barred === true && true);
    await faults({ duplicateRate: 1, outOfOrderRate: 1 });
    try {
      await stepUp(customer);
      const resumed = await customer.post(`/app/users/lines/${line.id}/resume`);
      expect(resumed.json()).toEqual({ message: PENDING.restoring });
      expect(await lineOf(customer, line.id)).toMatchObject({
        status: 'active',
        statusReason: PENDING.restoring,
      });
      const unbar = await eventually(async () => {
        const rows = await commandsOf(line.id, 'set_barring');
        const last = rows.at(-1);
        return rows.length === 2 && last?.state === 'completed' && last;
      });
      expect(unbar.payload).toMatchObject({ barred: false });
      // The carrier drew the duplicate fault for this request: every event came (at least) twice.
      const drawn = (await (await sim.call('GET', `/admin/requests/${unbar.requestId}`)).json()) as {
        faults: { duplicate?: boolean };
        events: { eventId: string }[];
      };
      expect(drawn.faults.duplicate).toBe(true);
      await eventually(async () => (await eventsOf(unbar.id)).length >= drawn.events.length && true);
      const stored = await eventsOf(unbar.id);
      expect(new Set(stored.map((e) => e.eventId)).size).toBe(stored.length);
      expect(stored.filter((e) => e.type === 'line.unbarred')).toHaveLength(1);
      expect((await lineOf(customer, line.id)).statusReason).toBeNull();
      expect((await carrierLine(line.mdn))?.barred).toBe(false);
    } finally {
      await faults(null);
    }
  }, 180_000);

  test('an E911 address the carrier refuses as busy is sent again under a new reference; Wi-Fi calling waits for it', async () => {
    const { customer, line } = await activeLine();
    await faults({ rejectRate: 1, rejectCodes: ['NETWORK_BUSY'] });
    let first: string;
    try {
      const saved = await customer.put(`/app/users/lines/${line.id}/emergency-address`, e911Form);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: PENDING.emergencyAddress,
        wifiCallingReady: false,
      });
      const [stored] = await commandsOf(line.id, 'set_e911_address');
      first = stored!.reference;
      // The refusal came as an event: the command is ordered again under a new reference.
      await eventually(async () => {
        const [row] = await commandsOf(line.id, 'set_e911_address');
        return row && row.reference !== first && row.state !== 'completed' && true;
      });
      expect(
        (await customer.get(`/app/users/lines/${line.id}/emergency-address`)).json().wifiCallingReady,
      ).toBe(false);
    } finally {
      await faults(null);
    }
    const [done] = await eventually(async () => {
      const rows = await commandsOf(line.id, 'set_e911_address');
      return rows[0]?.state === 'completed' && rows;
    });
    expect(done!.reference).toMatch(new RegExp(`^${first}:r\\d+$`));
    const events = await eventsOf(done!.id);
    expect(events.some((e) => e.type === 'request.failed' && e.error?.code === 'NETWORK_BUSY')).toBe(true);
    expect((await customer.get(`/app/users/lines/${line.id}/emergency-address`)).json()).toMatchObject({
      wifiCallingReady: true,
    });
    expect((await carrierLine(line.mdn))?.e911).toMatchObject({
      addressOne: '500 Congress Ave',
      city: 'Austin',
    });
  }, 180_000);

  test("the carrier's five actions per line per day are kept here: a sixth is refused before it is stored", async () => {
    const { customer, line } = await activeLine(); // 1: the activation
    await customer.post(`/app/users/lines/${line.id}/suspend-lost`); // 2
    await stepUp(customer);
    expect((await customer.post(`/app/users/lines/${line.id}/resume`)).statusCode).toBe(200); // 3
    expect((await customer.put(`/app/users/lines/${line.id}/emergency-address`, e911Form)).statusCode).toBe(
      200,
    ); // 4
    expect((await customer.post(`/app/users/lines/${line.id}/suspend-lost`)).statusCode).toBe(200); // 5

    const refused = await customer.post(`/app/users/lines/${line.id}/resume`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PRODUCT_MESSAGES.lines.carrierQuota);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed and nothing was stored: the line is still suspended, five commands in all.
    expect((await lineOf(customer, line.id)).status).toBe('lost_suspended');
    const all = await t.database.db.select().from(carrierCommands).where(eq(carrierCommands.lineId, line.id));
    expect(all).toHaveLength(5);
    // The carrier never saw a sixth: every command it took completed without QUOTA_EXCEEDED.
    await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(carrierCommands)
        .where(eq(carrierCommands.lineId, line.id));
      return rows.every((row) => row.state === 'completed' || row.state === 'active') && true;
    });
  }, 180_000);
});
