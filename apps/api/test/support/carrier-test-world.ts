/**
 * One carrier test world for a test file: the simulator process and the app wired to it
 * (startCarrierWorld), started before the file's tests and closed after them, with what every
 * carrier test does against them: wait for a state, send a signed event to the app's webhook, set the
 * simulator's faults, read a line, its commands and events, and buy a line the carrier activates.
 *
 * `t`, `sim` and `second` are handles bound late: a file takes them at its top, they answer once the
 * world has started (in the file's tests and helpers).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { carrierCommands, carrierEvents } from '../../src/db/schema/carrier';
import { mailOutbox } from '../../src/db/schema/platform';
import type { Clock } from '../../src/lib/clock';
import { eventually as within, type CarrierSim } from './carrier-sim';
import { carrierAppEnv, startCarrierWorld } from './carrier-world';
import { createPlan, customerClient, newCustomer, payBody, saveCard, type TestCustomer } from './commerce';
import { registerCustomer } from './auth';
import { verificationCodeIn } from './profile';
import { createTestApp, type TestApp } from './test-app';

/** What every line read from the customer's line list has. */
export type WorldLine = { id: string; mdn: string; status: string };

/** A line as the SIM change tests read it: its SIM and eSIM with it. */
export type SimLine = WorldLine & {
  simType: string;
  statusReason: string | null;
  iccid: string;
  activationCode: string | null;
  esimState?: string | null;
};

const CODE_SUBJECT = new RegExp(`: \\d{${EMAIL_CODE_LENGTH}}$`);

/** A value the world makes in its start: reads before then fail loudly. */
function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`the carrier test world has not started ${what} yet`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value = target();
      const found = Reflect.get(value, key, value) as unknown;
      return typeof found === 'function' ? (found as (...args: unknown[]) => unknown).bind(value) : found;
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(target(), key);
      return found && { ...found, configurable: true };
    },
  });
}

/**
 * Registers the file's beforeAll and afterAll. `name` names the carrier key and webhook secret;
 * `secondApp`: a second process on the same database and carrier, running the same jobs.
 */
export function carrierTestWorld<
  Line extends WorldLine = WorldLine,
  CarrierLine extends { mdn: string } = { mdn: string },
>(options: { name: string; stepMs?: number; clock?: Clock; secondApp?: boolean }) {
  const apiKey = `${options.name}-key`;
  const secret = `${options.name}-secret-${randomUUID()}`;
  const started: { t?: TestApp; sim?: CarrierSim; second?: TestApp; webhookUrl?: string } = {};

  beforeAll(async () => {
    Object.assign(
      started,
      await startCarrierWorld({ apiKey, secret, stepMs: options.stepMs, clock: options.clock }),
    );
    if (options.secondApp) {
      started.second = await createTestApp(carrierAppEnv(started.sim!.baseUrl, apiKey, secret));
      await started.second.app.ready();
    }
  }, 120_000);

  afterAll(async () => {
    await started.second?.close();
    await started.sim?.close();
    await started.t?.close();
  });

  const t = lateBound('the app', () => started.t);
  const sim = lateBound('the simulator', () => started.sim);

  /** The machine the suite runs on may be loaded: a minute for the carrier's round trips. */
  const eventually = <T>(check: () => Promise<T | undefined | false>, timeoutMs = 60_000) =>
    within(check, timeoutMs);

  const lineOf = async (customer: TestCustomer, id: string) =>
    ((await customer.get('/app/users/lines')).json().lines as Line[]).find((l) => l.id === id)!;

  /** A line's carrier commands of one kind, oldest first. */
  const commandsOf = (lineId: string, kind: string) =>
    t.database.db
      .select()
      .from(carrierCommands)
      .where(and(eq(carrierCommands.lineId, lineId), eq(carrierCommands.kind, kind)))
      .orderBy(asc(carrierCommands.createdAt));

  /** A command's stored events, in the carrier's order. */
  const eventsOf = (commandId: string) =>
    t.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.commandId, commandId))
      .orderBy(asc(carrierEvents.sequence));

  /** The line as the carrier holds it. */
  async function carrierLine(mdn: string) {
    const page = (await (await sim.call('GET', '/v1/lines?limit=500')).json()) as { items: CarrierLine[] };
    return page.items.find((line) => line.mdn === mdn);
  }

  /** Sets the simulator's faults, or clears them (null). */
  const faults = async (set: Record<string, unknown> | null) =>
    expect((await sim.call(set ? 'PUT' : 'DELETE', '/admin/faults', set ?? undefined)).status).toBe(200);

  /** Posts an event to the app's webhook as the carrier signs it (or with another key, or time). */
  function postEvent(event: Record<string, unknown>, signed: { key?: string; at?: number } = {}) {
    const body = JSON.stringify(event);
    const at = signed.at ?? Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', signed.key ?? secret)
      .update(`${at}.${body}`)
      .digest('hex');
    return fetch(started.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'carrier-signature': `t=${at},v1=${v1}` },
      body,
    });
  }

  /** Steps the customer up with the newest mailed code (read from the mail table: the outbox job keeps the queue busy). */
  async function stepUp(customer: TestCustomer) {
    const asked = new Date(Date.now() - 1000);
    expect((await customer.post('/app/users/step-up/email-code')).statusCode).toBe(200);
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

  /** A customer who pays for an eSIM line the carrier then activates (one of the line's five actions). */
  async function activeLine(
    how: {
      firstName?: string;
      spanish?: boolean;
      steppedUp?: boolean;
      plan?: Parameters<typeof createPlan>[1];
    } = {},
  ) {
    const plan = await createPlan(t.database, how.plan);
    const customer = how.firstName
      ? customerClient(t, await registerCustomer(t, { firstName: how.firstName }))
      : await newCustomer(t);
    if (how.spanish)
      expect((await customer.put('/app/users/language', { language: 'es-US' })).statusCode).toBe(200);
    const card = await saveCard(t, customer);
    const placed = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { simType: 'esim' }));
    expect(placed.json()).toMatchObject({ successful: true });
    const lineId = placed.json().line.id as string;
    const line = await eventually(async () => {
      const found = await lineOf(customer, lineId);
      return found.status === 'active' && found;
    });
    if (how.steppedUp) await stepUp(customer);
    return { customer, line };
  }

  return {
    apiKey,
    secret,
    t,
    sim,
    second: lateBound('the second app', () => started.second),
    eventually,
    lineOf,
    commandsOf,
    eventsOf,
    carrierLine,
    faults,
    postEvent,
    stepUp,
    activeLine,
  };
}
