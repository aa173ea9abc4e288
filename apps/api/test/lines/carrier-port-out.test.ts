// A port-out through the carrier's HTTP API (decision 101): the carrier's signed port-out request is
// validated against our records (account number, transfer PIN, Number Lock) and answered by an
// outbox command under our reference; the carrier's completion ends the line here once, with the
// port-out recorded as the line's ending; duplicates dropped, lost callbacks finished by polling, a
// backwards event refused. Against the simulator process.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { carrierCommands, carrierEvents } from '../../src/db/schema/carrier';
import { lineEndings, subscriptionLines } from '../../src/db/schema/lines';
import { portOutRequests } from '../../src/db/schema/port-out';
import { mailsTo } from '../support/auth';
import { carrierTestWorld, type WorldLine } from '../support/carrier-test-world';
import { stepUp } from '../support/step-up';

type SimEvent = { eventId: string; type: string; sequence: number } & Record<string, unknown>;

const {
  t,
  sim,
  eventually,
  commandsOf,
  faults,
  postEvent,
  carrierLine: simLine,
  activeLine,
} = carrierTestWorld<WorldLine, { mdn: string; status: string }>({ name: 'port-out', stepMs: 200 });

const simRequest = async (requestId: string) =>
  (await (await sim.call('GET', `/v1/requests/${requestId}`)).json()) as {
    state: string;
    events: SimEvent[];
  };
const lineRow = async (lineId: string) =>
  (await t.database.db.select().from(subscriptionLines).where(eq(subscriptionLines.id, lineId)))[0]!;
const portOutRow = async (portOutId: string) =>
  (
    await t.database.db
      .select()
      .from(carrierCommands)
      .where(and(eq(carrierCommands.requestId, portOutId), eq(carrierCommands.kind, 'port_out')))
  )[0];
const answersOf = (lineId: string) => commandsOf(lineId, 'port_out_validate');

/** A customer (stepped up) with a line the carrier has activated, and a transfer PIN for it. */
async function activeLineWithPin() {
  const { customer, line } = await activeLine();
  await stepUp(t, customer.token, customer.email);
  const made = await customer.post(`/app/users/lines/${line.id}/transfer-pin`);
  expect(made.statusCode).toBe(200);
  const { accountNumber, pin } = made.json() as { accountNumber: string; pin: string };
  return { customer, line, accountNumber, pin };
}

describe('a port-out through the carrier', () => {
  test('lost callbacks: answered through the outbox, completed by polling, ended once despite duplicates', async () => {
    const { customer, line, accountNumber, pin } = await activeLineWithPin();
    await faults({ lostRate: 1 });
    try {
      const played = await t.app.inject({
        method: 'POST',
        url: '/dev/carrier/port-out',
        payload: { mdn: line.mdn, accountNumber, pin, requestedBy: 'Rival Wireless' },
      });
      expect(played.json()).toStrictEqual({ accepted: true, reason: null });
      // Our answer is an outbox command under our reference; the line waits for the carrier.
      const [answer] = await answersOf(line.id);
      const portOutId = String(answer!.payload.portOutId);
      expect(answer).toMatchObject({
        reference: `port_out_validate-${portOutId}`,
        payload: { approve: true },
      });
      // Every callback is lost: the port-out's status query finishes it.
      const ended = await eventually(async () => {
        const row = await lineRow(line.id);
        return row.status === 'ported_out' && row;
      });
      expect(ended.autoRenew).toBe(false);
      expect(await simLine(line.mdn)).toMatchObject({ status: 'ported_out' });
      expect((await portOutRow(portOutId))?.payload).toMatchObject({ portOutState: 'completed' });
      const polled = await t.database.db
        .select()
        .from(carrierEvents)
        .where(and(eq(carrierEvents.requestId, portOutId), eq(carrierEvents.type, 'port_out.completed')));
      expect(polled).toMatchObject([{ via: 'poll', outcome: 'applied' }]);

      // The carrier's callbacks come after all, twice: each is a duplicate, nothing happens again.
      await faults(null);
      for (const event of (await simRequest(portOutId)).events)
        for (let i = 0; i < 2; i++) expect((await postEvent(event)).ok).toBe(true);
      const endings = await t.database.db.select().from(lineEndings).where(eq(lineEndings.lineId, line.id));
      expect(endings).toMatchObject([{ cause: 'port_out', gainingCarrier: 'Rival Wireless' }]);
      expect(
        await t.database.db.select().from(portOutRequests).where(eq(portOutRequests.lineId, line.id)),
      ).toHaveLength(1);
      expect(await answersOf(line.id)).toHaveLength(1);
      const moved = (await mailsTo(t.database, customer.email)).filter((m) =>
        /moved to another carrier/.test(m.subject),
      );
      expect(moved).toHaveLength(1);

      // A backwards event (the request again, later in sequence, after completion) is refused.
      const backwards = {
        ...(await simRequest(portOutId)).events.find((e) => e.type === 'port_out.requested')!,
        eventId: `evt-${randomUUID()}`,
        sequence: 99,
      };
      expect((await postEvent(backwards)).ok).toBe(true);
      const [refused] = await t.database.db
        .select()
        .from(carrierEvents)
        .where(eq(carrierEvents.eventId, backwards.eventId));
      expect(refused).toMatchObject({ outcome: 'backwards' });
      expect((await portOutRow(portOutId))?.payload).toMatchObject({ portOutState: 'completed' });
      expect(await answersOf(line.id)).toHaveLength(1);
    } finally {
      await faults(null);
    }
  });

  test('refused: a wrong PIN, then Number Lock on, answered as refused at the carrier; the line stays', async () => {
    const { customer, line, accountNumber, pin } = await activeLineWithPin();
    // The other carrier asks the carrier directly: its signed request reaches our webhook.
    const ask = async (given: string) => {
      const asked = await sim.call('POST', '/admin/port-outs', {
        msisdn: line.mdn,
        accountNumber,
        pin: given,
      });
      expect(asked.status).toBe(202);
      const portOutId = String(((await asked.json()) as { requestId: string }).requestId);
      const denied = await eventually(async () => {
        const request = await simRequest(portOutId);
        return request.events.find((e) => e.type === 'port_out.denied');
      });
      return { portOutId, denied };
    };
    const wrong = await ask(pin === '000000' ? '111111' : '000000');
    expect((wrong.denied.data as { reason: string }).reason).toBe('pin_mismatch');

    await customer.post(`/app/users/lines/${line.id}/number-lock`);
    const locked = await ask(pin);
    expect((locked.denied.data as { reason: string }).reason).toBe('number_locked');

    const answers = await answersOf(line.id);
    expect(answers.map((a) => a.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ portOutId: wrong.portOutId, approve: false, reason: 'pin_mismatch' }),
        expect.objectContaining({ portOutId: locked.portOutId, approve: false, reason: 'number_locked' }),
      ]),
    );
    await eventually(async () => (await portOutRow(locked.portOutId))?.payload.portOutState === 'denied');
    expect((await lineRow(line.id)).status).toBe('active');
    expect(await simLine(line.mdn)).toMatchObject({ status: 'active' });
    const stopped = (await mailsTo(t.database, customer.email)).filter((m) =>
      /We stopped a request/.test(m.subject),
    );
    expect(stopped).toHaveLength(2);
  });
});
