// A line's data cap applied at the carrier (decision 096), against the simulated carrier started as a
// real process and two app instances on one database: usage reaching the cap bars the line's data
// once (two processes looking at once, a second crossing: still one bar, one mail each), the carrier
// then refuses the phone's data but not its texts; raising the cap lifts the bar and mails again.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LineRequest } from '@mvno/contracts/api/members';
import { lineControlEvents } from '../../src/db/schema/member-controls';
import { mailOutbox } from '../../src/db/schema/platform';
import { carrierTestWorld } from '../support/carrier-test-world';
import type { TestCustomer } from '../support/commerce';
import { joinedMember } from '../support/family';
import type { TestApp } from '../support/test-app';

type CarrierLine = { mdn: string; barred: boolean; dataBarred?: boolean };
type Line = { id: string; mdn: string; status: string };

// With a second process on the same database and carrier, running the same jobs.
const { t, sim, second, eventually, commandsOf, carrierLine, activeLine } = carrierTestWorld<
  Line,
  CarrierLine
>({
  name: 'data-cap',
  stepMs: 100,
  secondApp: true,
});

const dataBars = (lineId: string) => commandsOf(lineId, 'set_data_barring');
/** Mails to an address whose subject contains `words` (read directly: the outbox job keeps the queue busy). */
const mailsAbout = (to: string, words: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, `%${words}%`)));
/** The phone uses the network at the carrier: its answer's status. */
const phoneUses = async (mdn: string, kind: 'data' | 'sms', amount: number) =>
  (await sim.call('POST', '/admin/usage', { mdn, kind, amount })).status;
/** The usage our meter reads goes up, then both app instances look at the line at once. */
async function useData(lineId: string, dataMb: number) {
  const look = (app: TestApp, mb: number) =>
    app.app.inject({ method: 'POST', url: '/dev/carrier/usage', payload: { lineId, dataMb: mb } });
  expect((await look(t, dataMb)).statusCode).toBe(200);
  const both = await Promise.all([look(t, 0), look(second, 0), look(second, 0), look(t, 0)]);
  expect(both.map((one) => one.statusCode)).toEqual([200, 200, 200, 200]);
}

async function approvedCap(owner: TestCustomer, member: TestCustomer, lineId: string, capGb: number) {
  const asked = await member.post(`/app/users/lines/${lineId}/requests/data-cap`, { capGb });
  expect(asked.statusCode, asked.body).toBe(200);
  const request = asked.json().request as LineRequest;
  const approved = await owner.post(`/app/users/line-requests/${request.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('a data cap applied at the carrier', () => {
  test('reaching the cap bars data once; raising the cap lifts the bar', async () => {
    const { customer: owner, line } = await activeLine({
      plan: { retailName: 'Family 10GB', dataAllowanceMb: 10 * 1024 },
    });
    const member = await joinedMember(t, owner, line.id, 'member');
    await approvedCap(owner, member, line.id, 1);

    // Under the cap nothing happens.
    await useData(line.id, 100);
    expect(await dataBars(line.id)).toHaveLength(0);
    expect(await phoneUses(line.mdn, 'data', 5)).toBe(201);

    // Past it: one data bar however many looks on two processes; the carrier completes it.
    await useData(line.id, 1024);
    const [bar, ...more] = await dataBars(line.id);
    expect(more).toHaveLength(0);
    expect(bar?.payload).toEqual({ mdn: line.mdn, barred: true });
    await eventually(async () => (await dataBars(line.id))[0]?.state === 'completed');
    expect(await carrierLine(line.mdn)).toMatchObject({ barred: false, dataBarred: true });
    expect(await phoneUses(line.mdn, 'data', 5)).toBe(409);
    expect(await phoneUses(line.mdn, 'sms', 1)).toBe(201);
    const ownerStopped = await eventually(async () => {
      const found = await mailsAbout(owner.email, 'stopped at its 1 GB cap');
      return found.length > 0 && found;
    });
    expect(ownerStopped).toHaveLength(1);
    expect(ownerStopped[0]?.textBody).toContain('Calls and texts still work.');
    expect(await mailsAbout(member.email, 'stopped at its 1 GB cap')).toHaveLength(1);

    // A second crossing in the same period changes nothing.
    await useData(line.id, 500);
    expect(await dataBars(line.id)).toHaveLength(1);

    // The cap raised above the usage: the bar is lifted once, both are mailed.
    await approvedCap(owner, member, line.id, 5);
    const lifted = await eventually(async () => {
      const rows = await dataBars(line.id);
      return rows.length === 2 && rows[1]?.state === 'completed' && rows;
    });
    expect(lifted[1]?.payload).toEqual({ mdn: line.mdn, barred: false });
    expect((await carrierLine(line.mdn))?.dataBarred).toBe(false);
    expect(await phoneUses(line.mdn, 'data', 5)).toBe(201);
    await useData(line.id, 0);
    expect(await dataBars(line.id)).toHaveLength(2);
    await eventually(async () => (await mailsAbout(member.email, 'is back on')).length === 1);
    expect(await mailsAbout(owner.email, 'is back on')).toHaveLength(1);
    const events = await t.database.db
      .select({ what: lineControlEvents.what })
      .from(lineControlEvents)
      .where(eq(lineControlEvents.lineId, line.id));
    expect(events.map((one) => one.what)).toEqual(['data_stopped', 'data_resumed']);
  }, 240_000);
});
