// Another carrier asks the carrier for a number that has no line here (decision 105): the carrier has
// it in service (say a line activated there that we never recorded), we do not. The request is
// answered, refused `not_our_number`, through the outbox under our reference, once, on no customer's
// behalf; without the answer the other carrier's request would wait at the carrier for ever.
// Against the simulator process.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { carrierCommands } from '../../src/db/schema/carrier';
import { subscriptionLines } from '../../src/db/schema/lines';
import { portOutRequests } from '../../src/db/schema/port-out';
import { carrierTestWorld } from '../support/carrier-test-world';

const { t, sim, eventually, postEvent } = carrierTestWorld({ name: 'port-out-unknown', stepMs: 200 });

type SimEvent = { eventId: string; type: string; sequence: number; data: Record<string, unknown> };
type SimRequest = {
  status: string;
  state: string | null;
  result: { mdn?: string } | null;
  events: SimEvent[];
};

const simRequest = async (requestId: string) =>
  (await (await sim.call('GET', `/v1/requests/${requestId}`)).json()) as SimRequest;

/** A line in service at the carrier that no customer of ours has: activated there directly. */
async function carrierOnlyNumber(): Promise<string> {
  const asked = await sim.call('POST', '/v1/lines', {
    reference: `elsewhere-${randomUUID()}`,
    simType: 'esim',
    zipCode: '78702',
  });
  expect(asked.status).toBe(202);
  const { requestId } = (await asked.json()) as { requestId: string };
  const done = await eventually(async () => {
    const request = await simRequest(requestId);
    return request.status === 'completed' && request;
  });
  const mdn = String(done.result?.mdn);
  expect(await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.mdn, mdn))).toEqual(
    [],
  );
  return mdn;
}

const answersTo = (portOutId: string) =>
  t.database.db
    .select()
    .from(carrierCommands)
    .where(
      and(
        eq(carrierCommands.kind, 'port_out_validate'),
        eq(carrierCommands.reference, `port_out_validate-${portOutId}`),
      ),
    );

describe('a port-out of a number that has no line here', () => {
  test('is refused not_our_number through the outbox, once, and ends denied at the carrier', async () => {
    const mdn = await carrierOnlyNumber();
    const asked = await sim.call('POST', '/admin/port-outs', {
      msisdn: mdn,
      accountNumber: '123456789',
      pin: '1234',
      requestedBy: 'Rival Wireless',
    });
    expect(asked.status).toBe(202);
    const portOutId = String(((await asked.json()) as { requestId: string }).requestId);

    const denied = await eventually(async () =>
      (await simRequest(portOutId)).events.find((e) => e.type === 'port_out.denied'),
    );
    expect(denied.data).toMatchObject({ msisdn: mdn, reason: 'not_our_number' });
    expect((await simRequest(portOutId)).state).toBe('denied');

    // Our answer: a command under our reference on no customer's behalf, and the port-out's row ended.
    const answer = await eventually(async () => {
      const [found] = await answersTo(portOutId);
      return found?.state === 'completed' && found;
    });
    expect(answer).toMatchObject({
      userId: null,
      lineId: null,
      state: 'completed',
      payload: { portOutId, approve: false, reason: 'not_our_number' },
    });
    const row = await eventually(async () => {
      const [found] = await t.database.db
        .select()
        .from(carrierCommands)
        .where(and(eq(carrierCommands.requestId, portOutId), eq(carrierCommands.kind, 'port_out')));
      return found?.payload.portOutState === 'denied' && found;
    });
    expect(row).toMatchObject({ userId: null, lineId: null, state: 'completed' });
    expect(row.payload).toMatchObject({ answered: true, accepted: false, reason: 'not_our_number' });
    // No line's port-out log holds it: it was never one of ours.
    expect(await t.database.db.select().from(portOutRequests).where(eq(portOutRequests.mdn, mdn))).toEqual(
      [],
    );

    // The carrier's request event again (a replay): answered once all the same.
    const request = (await simRequest(portOutId)).events.find((e) => e.type === 'port_out.requested')!;
    expect((await postEvent({ ...request, eventId: `evt-${randomUUID()}` })).ok).toBe(true);
    expect(await answersTo(portOutId)).toHaveLength(1);
    expect((await simRequest(portOutId)).events.filter((e) => e.type === 'port_out.denied')).toHaveLength(1);
  }, 180_000);
});
