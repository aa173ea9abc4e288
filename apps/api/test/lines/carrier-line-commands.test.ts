// A line's other commands through the carrier's HTTP API (decision 081): a lost phone's bar and
// unbar and the E911 address, each an outbox row stored with the change and sent after, finished
// from the carrier's verified events (or its status query when the callback is lost), against the
// simulated carrier started as a real process with faults injected; and our own daily quota.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierCommands } from '../../src/db/schema/carrier';
import { carrierTestWorld } from '../support/carrier-test-world';
import { e911Form } from '../support/lines';

const PENDING = PRODUCT_MESSAGES.lines.carrierPending;

type Line = { id: string; mdn: string; status: string; statusReason: string | null };
type CarrierLine = { mdn: string; barred: boolean; e911: Record<string, unknown> | null };

const { t, sim, eventually, lineOf, commandsOf, eventsOf, carrierLine, faults, stepUp, activeLine } =
  carrierTestWorld<Line, CarrierLine>({ name: 'line-commands', stepMs: 150 });

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
      const saved = await customer.put(`/app/users/lines/${line.id}/emergency-address`, e911Form());
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
    expect((await customer.put(`/app/users/lines/${line.id}/emergency-address`, e911Form())).statusCode).toBe(
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
