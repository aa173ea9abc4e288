// A port-in through the carrier's HTTP API (decision 093): the submission, an update in place and a
// cancel stored as outbox commands with the port's change under our reference; the carrier's port
// events verified, applied once each through the port-in machine (never backwards), finished by the
// status query when the callbacks are lost; a refusal shown with the specification's text, and a
// carrier that does not answer asked again under the same reference. Against the simulator process.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { formatMdn } from '@mvno/contracts/line-format';
import { PORT_REJECTION_REASONS } from '@mvno/contracts/product-messages';
import { carrierEvents } from '../../src/db/schema/carrier';
import { portRequests } from '../../src/db/schema/lines';
import { mailOutbox } from '../../src/db/schema/platform';
import { carrierTestWorld } from '../support/carrier-test-world';
import { call } from '../support/auth';
import { verifiedStaff } from '../support/care';
import type { TestCustomer } from '../support/commerce';
import { numberEnding, OLD_SERVICE, portStartBody, REFUSED_THEN_MOVED } from '../support/lines';

type Line = {
  id: string;
  mdn: string;
  status: string;
  statusReason: string | null;
  port: { status: string; reason: string | null; events: { type: string }[] } | null;
};

const { t, sim, eventually, lineOf, commandsOf, eventsOf, carrierLine, faults, postEvent, activeLine } =
  carrierTestWorld<Line>({ name: 'port-in', stepMs: 400 });

const portMails = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to}) and ${mailOutbox.subject} like '%number %'`);
const freshNumber = (suffix: string) => numberEnding(suffix);

const bring = (customer: TestCustomer, lineId: string, msisdn: string) =>
  customer.post('/app/users/portin/bring/number', {
    replaceNumber: true,
    msisdn,
    zipCode: '10001',
    oldService: OLD_SERVICE,
    tempSubscriptionId: lineId,
  });

const completedWith = (customer: TestCustomer, lineId: string, msisdn: string) =>
  eventually(async () => {
    const line = await lineOf(customer, lineId);
    return line.mdn === msisdn && line.port?.status === 'completed' && line;
  });

describe('a port-in through the carrier', () => {
  test('lost callbacks: stored with the port under our reference, finished by the status query', async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550199');
    await faults({ lostRate: 1 });
    try {
      expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
      const [submit] = await commandsOf(line.id, 'port_in_submit');
      const [port] = await t.database.db.select().from(portRequests).where(eq(portRequests.lineId, line.id));
      expect(submit).toMatchObject({ reference: `port_in_submit-${port!.id}`, payload: { msisdn } });
      // The old carrier's PIN is not in the outbox in the clear.
      expect(JSON.stringify(submit!.payload)).not.toContain(OLD_SERVICE.billingAccountPassword);

      const moved = await completedWith(customer, line.id, msisdn);
      expect(moved).toMatchObject({ status: 'active', statusReason: null });
      expect(moved.port!.events.map((e) => e.type)).toEqual(['submitted', 'pending', 'completed']);
      const events = await eventsOf(submit!.id);
      expect(events.map((e) => [e.type, e.via])).toEqual([
        ['port_in.submitted', 'poll'],
        ['port_in.pending', 'poll'],
        ['port_in.scheduled', 'poll'],
        ['port_in.completed', 'poll'],
      ]);
      expect((await commandsOf(line.id, 'port_in_submit'))[0]).toMatchObject({
        state: 'completed',
        payload: { portState: 'completed', pin: null },
      });
      expect(await carrierLine(msisdn)).toBeTruthy();
      const mails = await eventually(async () => {
        const found = await portMails(customer.email);
        return found.length > 0 && found;
      });
      expect(mails.map((m) => m.subject)).toEqual([
        `Your number ${formatMdn(msisdn)} is now with Brightline Mobile`,
      ]);
    } finally {
      await faults(null);
    }
  });

  test('duplicated callbacks applied once; a late, backwards event refused', async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550199');
    await faults({ duplicateRate: 1 });
    try {
      expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
      const moved = await completedWith(customer, line.id, msisdn);
      expect(moved.port!.events.map((e) => e.type)).toEqual(['submitted', 'pending', 'completed']);
      const [submit] = await commandsOf(line.id, 'port_in_submit');
      const events = await eventsOf(submit!.id);
      expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
      expect(events.filter((e) => e.type === 'port_in.completed')).toHaveLength(1);

      // A late `port_in.pending` (an older sequence than the completion) is stored and refused.
      const late = {
        eventId: `evt_late_${randomUUID()}`,
        type: 'port_in.pending',
        requestId: submit!.requestId,
        reference: submit!.reference,
        sequence: 2,
        occurredAt: new Date().toISOString(),
        status: 'in_progress',
        state: 'pending',
        data: { portId: submit!.requestId },
      };
      expect((await postEvent(late)).status).toBe(204);
      const [stored] = await t.database.db
        .select()
        .from(carrierEvents)
        .where(eq(carrierEvents.eventId, late.eventId));
      expect(stored).toMatchObject({ outcome: 'backwards' });
      expect(await lineOf(customer, line.id)).toMatchObject({ mdn: msisdn, port: { status: 'completed' } });
    } finally {
      await faults(null);
    }
  });

  test("a refusal shows the specification's text; the re-submission is an update in place that completes", async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550122');
    expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
    const refused = await eventually(async () => {
      const found = await lineOf(customer, line.id);
      return found.port?.status === 'rejected' && found;
    });
    const reasonText = PORT_REJECTION_REASONS.pin_mismatch;
    expect(refused).toMatchObject({
      mdn: line.mdn,
      status: 'port_in_attention',
      statusReason: reasonText,
      port: { status: 'rejected', reason: 'pin_mismatch' },
    });
    const [mail] = await eventually(async () => {
      const found = await portMails(customer.email);
      return found.length > 0 && found;
    });
    expect(mail!.subject).toBe(
      `Action needed: your number ${formatMdn(msisdn)} could not move to Brightline Mobile yet`,
    );

    const resubmitted = await customer.post('/app/users/portin/make/start', portStartBody(msisdn, line.id));
    expect(resubmitted.statusCode).toBe(200);
    const moved = await completedWith(customer, line.id, msisdn);
    expect(moved.port!.events.map((e) => e.type)).toEqual(REFUSED_THEN_MOVED);
    // One carrier port, updated in place: no second submission.
    expect(await commandsOf(line.id, 'port_in_submit')).toHaveLength(1);
    const updates = await commandsOf(line.id, 'port_in_update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ state: 'completed' });
    const [submit] = await commandsOf(line.id, 'port_in_submit');
    expect((await eventsOf(submit!.id)).map((e) => e.type)).toContain('port_in.updated');

    // Care reads the port's commands and events in the line's carrier history.
    const staff = await verifiedStaff(t, 'agent', customer);
    const view = await call(t, 'GET', `/app/care/customers/${customer.id}`, { token: staff.token });
    const careLine = (
      view.json() as { account: { lines: { id: string; carrierHistory: Record<string, unknown>[] }[] } }
    ).account.lines.find((l) => l.id === line.id)!;
    for (const [kind, name, state] of [
      ['command', 'port_in_submit', 'completed'],
      ['command', 'port_in_update', 'completed'],
      ['event', 'port_in.rejected', 'applied'],
      ['event', 'port_in.updated', 'applied'],
      ['event', 'port_in.completed', 'applied'],
    ])
      expect(careLine.carrierHistory).toContainEqual(expect.objectContaining({ kind, name, state }));
    expect(careLine.carrierHistory).toContainEqual(
      expect.objectContaining({
        name: 'port_in.rejected',
        error: { code: 'PORT_REJECTED', retryable: false, field: 'pin' },
      }),
    );
  });

  test('a refused port whose next round comes last first: its completion is applied before its update', async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550133');
    expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
    await eventually(async () => (await lineOf(customer, line.id)).port?.status === 'rejected');
    const [submit] = await commandsOf(line.id, 'port_in_submit');
    expect(submit!.payload).toMatchObject({ portState: 'rejected' });
    // The round after an update, held back and delivered last first: `port_in.completed` comes before
    // the `port_in.updated` that reopened the port (a later sequence: it happened after the refusal).
    const completed = {
      eventId: `evt_held_${randomUUID()}`,
      type: 'port_in.completed',
      requestId: submit!.requestId,
      reference: submit!.reference,
      sequence: 9,
      occurredAt: new Date().toISOString(),
      status: 'completed',
      state: 'completed',
      data: { portId: submit!.requestId, msisdn, lineId: null },
    };
    expect((await postEvent(completed)).status).toBe(204);
    const [stored] = await t.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.eventId, completed.eventId));
    expect(stored).toMatchObject({ outcome: 'applied' });
    expect(await lineOf(customer, line.id)).toMatchObject({
      mdn: msisdn,
      status: 'active',
      port: { status: 'completed' },
    });
    // The update's own event, later, is older than the completion: refused.
    const updated = {
      ...completed,
      eventId: `evt_held_${randomUUID()}`,
      type: 'port_in.updated',
      sequence: 5,
    };
    expect((await postEvent(updated)).status).toBe(204);
    const [late] = await t.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.eventId, updated.eventId));
    expect(late).toMatchObject({ outcome: 'backwards' });
  });

  test('details changed while the port runs go to the carrier as an update of the same port', async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550199');
    expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
    const edited = await customer.post('/app/users/portin/temp/update', {
      msisdn,
      oldService: { billingAccountNumber: '987654321', billingAccountPassword: '1234' },
      accountDetails: { firstName: 'Ada', lastName: 'Byron', zipCode: '10001' },
    });
    expect(edited.statusCode).toBe(200);
    const [update] = await commandsOf(line.id, 'port_in_update');
    expect(update).toMatchObject({ payload: { firstName: 'Ada', lastName: 'Byron' } });
    await completedWith(customer, line.id, msisdn);
    const done = await eventually(async () => {
      const [row] = await commandsOf(line.id, 'port_in_update');
      return row?.state === 'completed' && row;
    });
    const answer = await (await sim.call('GET', `/v1/requests/${done.requestId}`)).json();
    expect(answer).toMatchObject({ status: 'completed', result: { attempt: 2 } });
  });

  test('a refused port given up is cancelled at the carrier', async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550111');
    expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
    await eventually(async () => (await lineOf(customer, line.id)).port?.status === 'rejected');
    // Its old carrier now refuses the number for good (a number ending 5550100 never moves).
    const never = numberEnding('5550100', msisdn.slice(0, 3));
    await t.database.db.update(portRequests).set({ msisdn: never }).where(eq(portRequests.lineId, line.id));
    const kept = await customer.post('/app/users/portin/keep-temporary', { tempSubscriptionId: line.id });
    expect(kept.statusCode, kept.body).toBe(200);
    const cancel = await eventually(async () => {
      const [row] = await commandsOf(line.id, 'port_in_cancel');
      return row?.state === 'completed' && row;
    });
    expect(cancel.reference).toMatch(/^port_in_cancel-/);
    const [submit] = await commandsOf(line.id, 'port_in_submit');
    await eventually(async () => {
      const [row] = await commandsOf(line.id, 'port_in_submit');
      return row?.payload.portState === 'cancelled';
    });
    const status = await (await sim.call('GET', `/v1/requests/${submit!.requestId}`)).json();
    expect(status).toMatchObject({ status: 'cancelled' });
    expect(await lineOf(customer, line.id)).toMatchObject({ mdn: line.mdn, status: 'active', port: null });
  });

  test('a carrier that does not answer: the submission is sent again under the same reference', async () => {
    const { customer, line } = await activeLine();
    const msisdn = freshNumber('5550199');
    await sim.kill();
    try {
      expect((await bring(customer, line.id, msisdn)).statusCode).toBe(200);
      const retried = await eventually(async () => {
        const [row] = await commandsOf(line.id, 'port_in_submit');
        return row && row.attempts >= 2 && row.error?.code === 'NO_ANSWER' && row;
      });
      expect(retried).toMatchObject({ state: 'sent', error: { code: 'NO_ANSWER', retryable: true } });
    } finally {
      await sim.start();
    }
    await completedWith(customer, line.id, msisdn);
    const [submit] = await commandsOf(line.id, 'port_in_submit');
    const found = await (await sim.call('GET', `/v1/requests?reference=${submit!.reference}`)).json();
    expect(found).toMatchObject({ requestId: submit!.requestId, status: 'completed' });
  });
});
