// Reconciliation with the carrier (decision 081): drift injected at the simulated carrier (a real
// process) behind our back is found from its paged listing, recorded once per number and kind as a
// care work-queue item, repaired where safe (a bar the carrier lost is sent again), and resolved
// once both sides agree.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { carrierDrift } from '../../src/db/schema/carrier';
import { createCarrierReconciler } from '../../src/modules/lines/carrier/carrier-reconcile';
import { createHttpCarrierClient } from '../../src/modules/lines/carrier/http-carrier-client';
import { newIccid } from '@mvno/telecom/sim-identifiers';
import { carrierTestWorld } from '../support/carrier-test-world';

type CarrierLine = { mdn: string; barred: boolean; e911: Record<string, unknown> | null };

const { apiKey, t, sim, eventually, commandsOf, carrierLine, activeLine } = carrierTestWorld<
  { id: string; mdn: string; status: string; statusReason: string | null },
  CarrierLine
>({ name: 'reconcile', stepMs: 150 });

describe('reconciliation with the carrier', () => {
  test('drift injected at the carrier is found, flagged once, the lost bar sent again, and resolved', async () => {
    const reconciler = createCarrierReconciler({
      db: t.database.db,
      client: createHttpCarrierClient({ baseUrl: sim.baseUrl, apiKey, attempts: 1 }),
      kick: async () => null,
    });
    const lost = await activeLine();
    await lost.customer.post(`/app/users/lines/${lost.line.id}/suspend-lost`);
    await eventually(async () => (await carrierLine(lost.line.mdn))?.barred === true && true);
    const fine = await activeLine();
    const clean = await reconciler.run();
    expect(clean.filter((d) => [lost.line.mdn, fine.line.mdn].includes(d.mdn))).toEqual([]);

    // Behind our back: the lost phone's bar lifted, the other line barred, a line we never ordered.
    const direct = async (path: string, body: Record<string, unknown>) =>
      expect((await sim.call('POST', path, { reference: `drift-${randomUUID()}`, ...body })).status).toBe(
        202,
      );
    await direct(`/v1/lines/${lost.line.mdn}/barring`, { barred: false });
    await direct(`/v1/lines/${fine.line.mdn}/barring`, { barred: true });
    await direct('/v1/lines', { simType: 'esim', zipCode: '78701' });
    await eventually(async () => (await carrierLine(lost.line.mdn))?.barred === false && true);
    await eventually(async () => (await carrierLine(fine.line.mdn))?.barred === true && true);
    const stranger = await eventually(async () => {
      const page = (await (await sim.call('GET', '/v1/lines?limit=500')).json()) as { items: CarrierLine[] };
      return (
        page.items.length >= 3 && page.items.find((l) => ![lost.line.mdn, fine.line.mdn].includes(l.mdn) && l)
      );
    });
    expect(stranger).toBeTruthy();

    // A pass ten minutes on (the carrier's new line has settled).
    const later = new Date(Date.now() + 11 * 60 * 1000);
    const found = await reconciler.run(later);
    const kinds = (mdn: string) => found.filter((d) => d.mdn === mdn).map((d) => [d.kind, d.repair]);
    expect(kinds(lost.line.mdn)).toEqual([['not_barred_at_carrier', 'bar_sent']]);
    expect(kinds(fine.line.mdn)).toEqual([['barred_at_carrier', null]]);
    expect(found.some((d) => d.kind === 'unknown_at_carrier')).toBe(true);
    // A second pass raises no second item for the same drift.
    await reconciler.run(later);
    const open = await t.database.db.select().from(carrierDrift).where(isNull(carrierDrift.resolvedAt));
    expect(open.filter((d) => d.mdn === fine.line.mdn)).toHaveLength(1);
    expect(open.filter((d) => d.mdn === lost.line.mdn)).toHaveLength(1);

    // The repair: the outbox sends the bar again and the carrier bars the lost phone.
    await eventually(async () => (await carrierLine(lost.line.mdn))?.barred === true && true, 45_000);
    // The carrier barred it; its event, which completes our command, may arrive a moment later.
    await eventually(async () => {
      const bars = await commandsOf(lost.line.id, 'set_barring');
      return bars.length === 2 && bars.every((c) => c.state === 'completed');
    }, 45_000);
    await reconciler.run(later);
    const [item] = await t.database.db
      .select()
      .from(carrierDrift)
      .where(and(eq(carrierDrift.mdn, lost.line.mdn), eq(carrierDrift.kind, 'not_barred_at_carrier')));
    expect(item?.resolvedAt).not.toBeNull();
    expect(
      (await t.database.db.select().from(carrierDrift).where(isNull(carrierDrift.resolvedAt))).filter(
        (d) => d.mdn === fine.line.mdn,
      ),
    ).toHaveLength(1);
  }, 120_000);

  test('numbers and SIMs are compared on their own: each difference is its own kind of item', async () => {
    const reconciler = createCarrierReconciler({
      db: t.database.db,
      client: createHttpCarrierClient({ baseUrl: sim.baseUrl, apiKey, attempts: 1 }),
      kick: async () => null,
    });
    const moved = await activeLine();
    const ported = await activeLine();
    const direct = async (path: string, body: Record<string, unknown>) =>
      expect((await sim.call('POST', path, { reference: `drift-${randomUUID()}`, ...body })).status).toBe(
        202,
      );
    // Behind our back: one number moved to another SIM; the other line's number replaced by a brought one.
    const otherSim = newIccid();
    await direct(`/v1/lines/${moved.line.mdn}/sim`, { iccid: otherSim });
    const brought = `713${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;
    await direct('/v1/port-ins', { msisdn: brought, zipCode: '77002', lineMdn: ported.line.mdn });
    await eventually(async () => {
      const page = (await (await sim.call('GET', '/v1/lines?limit=500')).json()) as {
        items: { mdn: string; iccid: string }[];
      };
      return (
        page.items.some((l) => l.mdn === moved.line.mdn && l.iccid === otherSim) &&
        page.items.some((l) => l.mdn === brought)
      );
    }, 45_000);

    const found = await reconciler.run();
    const kinds = (mdn: string) =>
      found
        .filter((d) => d.mdn === mdn)
        .map((d) => d.kind)
        .sort();
    // The SIM differs, the number is still the line's: a SIM item only.
    expect(kinds(moved.line.mdn)).toEqual(['sim_mismatch']);
    // The number went back to the pool, the SIM still ours and active: a number item, no SIM item.
    expect(kinds(ported.line.mdn)).toEqual(['line_missing_at_carrier', 'number_mismatch']);
    const [numberItem] = found.filter((d) => d.kind === 'number_mismatch');
    expect(numberItem!.theirs).toMatchObject({ number: { status: 'released' }, simServes: brought });
  }, 120_000);
});
