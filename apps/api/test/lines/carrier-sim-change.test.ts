// A SIM or eSIM change through the carrier's HTTP API (decision 085): the command stored with the
// change's record under our reference, the line kept on its SIM (and the card saying the carrier will
// finish it) until the carrier's verified events (or its status query, when the callbacks are lost)
// move the number; a new eSIM's download states applied forward only; each event once; the change's
// actions counted against the line's daily quota. Against the simulated carrier as a real process.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierEvents } from '../../src/db/schema/carrier';
import { simChanges, subscriptionLines } from '../../src/db/schema/lines';
import { newIccid } from '@mvno/telecom/sim-identifiers';
import { carrierTestWorld, type SimLine } from '../support/carrier-test-world';
import { e911Form } from '../support/lines';
import type { TestCustomer } from '../support/commerce';

const PENDING = PRODUCT_MESSAGES.lines.carrierPending;
const M = ACCOUNT_MESSAGES.simChange;

type CarrierLine = { mdn: string; iccid: string };

const world = carrierTestWorld<SimLine, CarrierLine>({ name: 'sim-change', stepMs: 150 });
const { t, sim, eventually, lineOf, commandsOf, eventsOf, carrierLine, faults, postEvent } = world;
/** A customer with a line the carrier has activated (one of the line's five actions), stepped up. */
const activeLine = () => world.activeLine({ steppedUp: true });

const changeSim = (customer: TestCustomer, lineId: string, body: Record<string, unknown>) =>
  customer.post(`/app/users/lines/${lineId}/sim-change`, { idempotencyKey: randomUUID(), ...body });
const lineRow = async (lineId: string) =>
  (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, lineId)))[0]!;

describe("a line's SIM and eSIM change through the carrier", () => {
  test('a new eSIM whose callbacks are lost: pending for the customer, finished by the status query', async () => {
    const { customer, line } = await activeLine();
    await faults({ lostRate: 1 });
    try {
      const asked = await changeSim(customer, line.id, { simType: 'esim' });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({
        message: PENDING.simChange,
        line: { id: line.id, simType: 'esim', iccid: null, activationCode: null },
      });
      // Stored with the change's record; the line keeps its SIM and the card says it will be finished.
      const [ordered] = await commandsOf(line.id, 'new_sim');
      expect(ordered).toMatchObject({ payload: { simType: 'esim', mdn: line.mdn } });
      const [record] = await t.database.db.select().from(simChanges).where(eq(simChanges.lineId, line.id));
      expect(record).toMatchObject({ fromIccid: line.iccid, toIccid: null, toSimType: 'esim' });
      expect(await lineOf(customer, line.id)).toMatchObject({
        iccid: line.iccid,
        activationCode: line.activationCode,
        statusReason: PENDING.simChange,
      });

      // The profile released (read from the status query), the number's move follows, and completes.
      const [moved] = await eventually(async () => {
        const rows = await commandsOf(line.id, 'move_number');
        return rows[0]?.state === 'completed' && rows;
      });
      const [profile] = await commandsOf(line.id, 'new_sim');
      expect(profile!.state).toBe('completed');
      const newIccidOfLine = String(profile!.payload.iccid);
      expect(moved!.payload).toMatchObject({ mdn: line.mdn, iccid: newIccidOfLine, simType: 'esim' });
      for (const command of [profile!, moved!]) {
        const events = await eventsOf(command.id);
        expect(events.length).toBeGreaterThan(0);
        expect(events.every((e) => e.via === 'poll' && e.outcome === 'applied')).toBe(true);
      }
      const after = await lineOf(customer, line.id);
      expect(after).toMatchObject({ iccid: newIccidOfLine, esimState: 'released', statusReason: null });
      expect(after.activationCode).toMatch(/^LPA:1\$[^$]+\$[A-Z0-9-]+$/);
      expect(after.activationCode).not.toBe(line.activationCode);
      expect((await carrierLine(line.mdn))?.iccid).toBe(newIccidOfLine);
      const [finished] = await t.database.db.select().from(simChanges).where(eq(simChanges.lineId, line.id));
      expect(finished!.toIccid).toBe(newIccidOfLine);
      // The same request again answers the finished change.
      const repeated = await customer.post(`/app/users/lines/${line.id}/sim-change`, {
        simType: 'esim',
        idempotencyKey: (
          await t.database.db
            .select({ key: simChanges.idempotencyKey })
            .from(simChanges)
            .where(eq(simChanges.lineId, line.id))
        )[0]!.key,
      });
      expect(repeated.json()).toMatchObject({
        message: M.esimDone,
        line: { iccid: newIccidOfLine, activationCode: after.activationCode },
      });
      expect(await commandsOf(line.id, 'new_sim')).toHaveLength(1);
    } finally {
      await faults(null);
    }
  }, 180_000);

  test('a new eSIM with duplicated callbacks: each event once, installed only from its event, never back', async () => {
    const { customer, line } = await activeLine();
    await faults({ duplicateRate: 1 });
    try {
      expect((await changeSim(customer, line.id, { simType: 'esim' })).statusCode).toBe(200);
      const after = await eventually(async () => {
        const found = await lineOf(customer, line.id);
        return found.iccid !== line.iccid && found.statusReason === null && found;
      });
      expect(after.esimState).toBe('released');
      const [profile] = await commandsOf(line.id, 'new_sim');
      const played = await sim.call('POST', `/admin/esims/${after.iccid}/download`, { outcome: 'installed' });
      expect(played.status).toBeLessThan(300);
      await eventually(async () => (await lineOf(customer, line.id)).esimState === 'installed');

      const drawn = (await (await sim.call('GET', `/admin/requests/${profile!.requestId}`)).json()) as {
        faults: { duplicate?: boolean };
        events: { eventId: string }[];
      };
      expect(drawn.faults.duplicate).toBe(true);
      const stored = await eventsOf(profile!.id);
      expect(new Set(stored.map((e) => e.eventId)).size).toBe(stored.length);
      expect(stored.map((e) => e.type).sort()).toEqual([
        'esim.downloaded',
        'esim.installed',
        'esim.ordered',
        'esim.released',
      ]);
      expect((await lineOf(customer, line.id)).esimState).toBe('installed');

      // A late "downloaded" (a new event id, properly signed) is stored, refused as a move back.
      const late = {
        eventId: `evt_${randomUUID()}`,
        type: 'esim.downloaded',
        requestId: profile!.requestId,
        reference: profile!.reference,
        sequence: 3,
        occurredAt: new Date().toISOString(),
        status: 'completed',
        state: 'downloaded',
        data: { iccid: after.iccid },
      };
      expect((await postEvent(late)).status).toBe(204);
      const [refused] = await t.database.db
        .select()
        .from(carrierEvents)
        .where(eq(carrierEvents.eventId, late.eventId));
      expect(refused).toMatchObject({ outcome: 'backwards' });
      expect((await lineRow(line.id)).esimState).toBe('installed');
      // A second move to the same profile was never stored: the release made one follow-up.
      expect(await commandsOf(line.id, 'move_number')).toHaveLength(1);
    } finally {
      await faults(null);
    }
  }, 180_000);

  test('a physical SIM: one number move, the line on the new SIM once the carrier says so', async () => {
    const { customer, line } = await activeLine();
    const simNumber = newIccid();
    const asked = await changeSim(customer, line.id, { simType: 'psim', simNumber });
    expect(asked.json().message).toBe(PENDING.simChange);
    const [move] = await commandsOf(line.id, 'move_number');
    expect(move).toMatchObject({ payload: { mdn: line.mdn, iccid: simNumber, simType: 'psim' } });
    await eventually(async () => (await lineOf(customer, line.id)).iccid === simNumber);
    expect(await lineOf(customer, line.id)).toMatchObject({
      simType: 'psim',
      activationCode: null,
      statusReason: null,
    });
    expect((await lineRow(line.id)).esimState).toBeNull();
    expect((await carrierLine(line.mdn))?.iccid).toBe(simNumber);
    expect(await commandsOf(line.id, 'new_sim')).toHaveLength(0);
  }, 180_000);

  test("a new eSIM takes two of the line's five carrier actions: refused when only one is left", async () => {
    const { customer, line } = await activeLine(); // 1: the activation
    await customer.post(`/app/users/lines/${line.id}/suspend-lost`); // 2
    expect((await customer.post(`/app/users/lines/${line.id}/resume`)).statusCode).toBe(200); // 3
    const e911 = await customer.put(
      `/app/users/lines/${line.id}/emergency-address`,
      e911Form({ addressTwo: '' }),
    );
    expect(e911.statusCode).toBe(200); // 4

    const refused = await changeSim(customer, line.id, { simType: 'esim' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PRODUCT_MESSAGES.lines.carrierQuota);
    expect(await commandsOf(line.id, 'new_sim')).toHaveLength(0);
    expect(await t.database.db.select().from(simChanges).where(eq(simChanges.lineId, line.id))).toHaveLength(
      0,
    );
    // A physical SIM is one action: it still fits.
    const fits = await changeSim(customer, line.id, { simType: 'psim', simNumber: newIccid() });
    expect(fits.statusCode).toBe(200);
    expect(await commandsOf(line.id, 'move_number')).toHaveLength(1);
  }, 180_000);
});
