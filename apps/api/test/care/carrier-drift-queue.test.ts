// The carrier drift queue of the care console (decision 086): items the reconciliation raised against
// the simulated carrier (a real process) are listed with the customer, what we hold and what the
// carrier holds; the one safe repair (the bar of a line the customer suspended) is sent again through
// the outbox, an item is marked resolved with a reason, each audited; other roles are refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { CarrierDriftItem } from '@mvno/contracts/api/care-carrier-drift';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { staffAuditLog } from '../../src/db/schema/platform';
import { createCarrierReconciler } from '../../src/modules/lines/carrier/carrier-reconcile';
import { createHttpCarrierClient } from '../../src/modules/lines/carrier/http-carrier-client';
import { carrierTestWorld, type WorldLine } from '../support/carrier-test-world';
import { newStaff } from '../support/chat';
import { call } from '../support/auth';

const M = STAFF_MESSAGES.care;
type CarrierLine = { mdn: string; barred: boolean };

const { apiKey, t, sim, eventually, commandsOf, carrierLine, activeLine } = carrierTestWorld<
  WorldLine,
  CarrierLine
>({ name: 'drift-queue', stepMs: 150 });

const barsOf = (lineId: string) => commandsOf(lineId, 'set_barring');

describe('the carrier drift queue', () => {
  test('lists open drift, sends the safe repair again, resolves with a reason, all audited', async () => {
    const reconciler = createCarrierReconciler({
      db: t.database.db,
      client: createHttpCarrierClient({ baseUrl: sim.baseUrl, apiKey, attempts: 1 }),
      kick: async () => null,
    });
    const lost = await activeLine({ firstName: 'Lena' });
    await lost.customer.post(`/app/users/lines/${lost.line.id}/suspend-lost`);
    await eventually(async () => (await carrierLine(lost.line.mdn))?.barred === true && true);
    const fine = await activeLine({ firstName: 'Fabio' });

    // Behind our back: the lost phone's bar lifted, the other line barred.
    for (const [mdn, barred] of [
      [lost.line.mdn, false],
      [fine.line.mdn, true],
    ] as const) {
      const sent = await sim.call('POST', `/v1/lines/${mdn}/barring`, {
        reference: `d-${randomUUID()}`,
        barred,
      });
      expect(sent.status).toBe(202);
      await eventually(async () => (await carrierLine(mdn))?.barred === barred && true);
    }
    await reconciler.run();
    // The reconciliation's own repair (no outbox run here: kick does nothing) is sent by the sender.
    await eventually(async () => {
      const bars = await barsOf(lost.line.id);
      return bars.length === 2 && bars.every((c) => c.state === 'completed');
    }, 45_000);

    const agent = await newStaff(t, 'agent');
    const get = (token: string) => call(t, 'GET', '/app/care/queues/carrier-drift', { token });
    const listed = await get(agent.token);
    expect(listed.statusCode).toBe(200);
    const items = (listed.json() as { items: CarrierDriftItem[] }).items;
    const lostItem = items.find((i) => i.mdn === lost.line.mdn)!;
    const fineItem = items.find((i) => i.mdn === fine.line.mdn)!;
    expect(lostItem).toMatchObject({
      kind: 'not_barred_at_carrier',
      lineId: lost.line.id,
      customerId: lost.customer.id,
      customerName: expect.stringContaining('Lena'),
      ours: { status: 'lost_suspended', barred: true },
      theirs: { status: 'active', barred: false },
      repairSent: 'bar_sent',
      repairable: true,
    });
    expect(fineItem).toMatchObject({
      kind: 'barred_at_carrier',
      customerName: expect.stringContaining('Fabio'),
      ours: { status: 'active', barred: false },
      theirs: { barred: true },
      repairable: false,
    });

    // The repair: a new bar command through the outbox, audited.
    const repaired = await call(t, 'POST', `/app/care/queues/carrier-drift/${lostItem.id}/repair`, {
      token: agent.token,
    });
    expect(repaired.statusCode).toBe(200);
    expect(repaired.json()).toEqual({ message: M.driftRepaired });
    await eventually(async () => {
      const bars = await barsOf(lost.line.id);
      return bars.length === 3 && bars.every((c) => c.state === 'completed');
    }, 45_000);
    // No safe repair for a bar the carrier put on (it may be its fraud bar).
    const refused = await call(t, 'POST', `/app/care/queues/carrier-drift/${fineItem.id}/repair`, {
      token: agent.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.driftNotRepairable);

    // Resolved with a reason, once; the list no longer shows it.
    const resolve = (token: string, id: string, body: unknown) =>
      call(t, 'POST', `/app/care/queues/carrier-drift/${id}/resolve`, { token, body });
    expect((await resolve(agent.token, fineItem.id, { reason: 'nonsense' })).statusCode).toBe(400);
    const resolved = await resolve(agent.token, fineItem.id, { reason: 'carrier_bar_kept' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ message: M.driftResolved });
    const again = await resolve(agent.token, fineItem.id, { reason: 'carrier_bar_kept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.driftAlreadyResolved);
    const after = ((await get(agent.token)).json() as { items: CarrierDriftItem[] }).items;
    expect(after.map((i) => i.id)).not.toContain(fineItem.id);
    expect(after.map((i) => i.id)).toContain(lostItem.id);
    expect((await resolve(agent.token, randomUUID(), { reason: 'not_ours' })).statusCode).toBe(404);

    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, agent.id));
    expect(audit.map((a) => [a.action, a.customerId, a.reason])).toEqual(
      expect.arrayContaining([
        ['carrier_drift.repair', lost.customer.id, null],
        ['carrier_drift.resolve', fine.customer.id, 'carrier_bar_kept'],
      ]),
    );
    expect(audit).toHaveLength(2);

    // Refused: a role without the work queues, and a customer.
    const editor = await newStaff(t, 'content_editor');
    expect((await get(editor.token)).statusCode).toBe(403);
    expect((await resolve(editor.token, lostItem.id, { reason: 'not_ours' })).statusCode).toBe(403);
    expect((await get(lost.customer.token)).statusCode).toBe(403);
  }, 180_000);
});
