// Lines activated through the carrier's HTTP API (decision 073): the simulated carrier started as a
// real process (apps/carrier-sim) on a free port, the app listening for its signed events over HTTP.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { carrierCommands, carrierEvents } from '../../src/db/schema/carrier';
import { subscriptionLines } from '../../src/db/schema/lines';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { call, mailsTo } from '../support/auth';
import { verifiedStaff } from '../support/care';
import { newStaff } from '../support/chat';
import { carrierTestWorld } from '../support/carrier-test-world';
import { createPlan, newCustomer, payBody, saveCard } from '../support/commerce';

const clock = createAdjustableClock();

type Line = {
  id: string;
  mdn: string;
  status: string;
  statusReason: string | null;
  esimState?: string | null;
  iccid: string | null;
};

const { t, sim, eventually, lineOf, postEvent } = carrierTestWorld<Line>({ name: 'outbox-test', clock });
const commandOf = async (lineId: string) =>
  (await t.database.db.select().from(carrierCommands).where(eq(carrierCommands.lineId, lineId)))[0]!;

async function buyLine(simType: 'esim' | 'psim') {
  const plan = await createPlan(t.database);
  const customer = await newCustomer(t);
  const card = await saveCard(t, customer);
  const placed = await customer.post('/app/checkout/pay', payBody(plan.id, card.id, { simType }));
  expect(placed.statusCode).toBe(200);
  expect(placed.json().successful).toBe(true);
  return { customer, lineId: placed.json().line.id as string };
}

describe('a line activated through the carrier', () => {
  test('waits while the carrier is down and is activated, once, when it is back', async () => {
    await sim.kill();
    const { customer, lineId } = await buyLine('esim');

    // The customer is told the line will be finished; the command is kept and tried again.
    const waiting = await lineOf(customer, lineId);
    expect(waiting).toMatchObject({
      status: 'activating',
      mdn: '',
      statusReason: PRODUCT_MESSAGES.lines.activatingReason,
    });
    const retried = await eventually(async () => {
      const command = await commandOf(lineId);
      return command.attempts >= 2 && command;
    });
    expect(retried).toMatchObject({ state: 'sent', reference: `line-activate-${lineId}`, requestId: null });
    expect(retried.error).toMatchObject({ code: 'NO_ANSWER', retryable: true });
    expect((await lineOf(customer, lineId)).status).toBe('activating');

    await sim.start();
    const active = await eventually(async () => {
      const line = await lineOf(customer, lineId);
      return line.status === 'active' && line;
    });
    expect(active.mdn).toMatch(/^\d{10}$/);
    expect(active.statusReason).toBeNull();
    const command = await commandOf(lineId);
    expect(command.state).toBe('active');
    // The carrier holds one request for our reference, and one line with the number.
    const request = (await (
      await sim.call('GET', `/v1/requests?reference=line-activate-${lineId}`)
    ).json()) as {
      requestId: string;
      status: string;
    };
    expect(request).toMatchObject({ requestId: command.requestId, status: 'completed' });
    const carrierLines = (
      (await (await sim.call('GET', '/v1/lines?limit=500')).json()) as { items: { mdn: string }[] }
    ).items;
    expect(carrierLines.filter((l) => l.mdn === active.mdn)).toHaveLength(1);
    // The order's confirmation names the number, once the line is active.
    const mails = await mailsTo(t.database, customer.email);
    expect(mails.some((m) => m.textBody.includes(active.mdn.slice(-4)))).toBe(true);

    // Care reads the line's carrier history: the command sent several times, then its event.
    const staff = await verifiedStaff(t, 'agent', customer);
    const view = await call(t, 'GET', `/app/care/customers/${customer.id}`, { token: staff.token });
    const careLine = (
      view.json() as { account: { lines: { id: string; carrierHistory: Record<string, unknown>[] }[] } }
    ).account.lines.find((l) => l.id === lineId)!;
    expect(careLine.carrierHistory[0]).toMatchObject({
      kind: 'command',
      name: 'activate_line',
      state: 'active',
      reference: `line-activate-${lineId}`,
    });
    expect(careLine.carrierHistory[0]!.attempts).toBeGreaterThanOrEqual(3);
    expect(careLine.carrierHistory).toContainEqual(
      expect.objectContaining({ kind: 'event', name: 'line.activated', state: 'applied' }),
    );
  }, 60_000);

  test('an eSIM shows installed only after the installation event; a move back is refused', async () => {
    const { customer, lineId } = await buyLine('esim');
    const released = await eventually(async () => {
      const line = await lineOf(customer, lineId);
      return line.status === 'active' && line;
    });
    expect(released.esimState).toBe('released');

    const played = await sim.call('POST', `/admin/esims/${released.iccid}/download`, {
      outcome: 'installed',
    });
    expect(played.status).toBeLessThan(300);
    await eventually(async () => (await lineOf(customer, lineId)).esimState === 'installed');

    const command = await commandOf(lineId);
    const events = await t.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.commandId, command.id));
    expect(events.map((e) => e.type).sort()).toEqual(['esim.downloaded', 'esim.installed', 'line.activated']);
    expect(events.every((e) => e.outcome === 'applied')).toBe(true);

    // A late "downloaded" (a new event id, properly signed) is stored but does not move the eSIM back.
    const late = {
      eventId: `evt_${randomUUID()}`,
      type: 'esim.downloaded',
      requestId: command.requestId,
      reference: command.reference,
      sequence: 2,
      occurredAt: new Date().toISOString(),
      status: 'completed',
      state: 'downloaded',
      data: { iccid: released.iccid },
    };
    expect((await postEvent(late)).status).toBe(204);
    expect((await lineOf(customer, lineId)).esimState).toBe('installed');
    const [stored] = await t.database.db
      .select()
      .from(carrierEvents)
      .where(eq(carrierEvents.eventId, late.eventId));
    expect(stored).toMatchObject({ outcome: 'backwards', via: 'webhook' });
    // Nor does a failed request move an active line's order back.
    const failed = {
      ...late,
      eventId: `evt_${randomUUID()}`,
      type: 'request.failed',
      error: { code: 'NETWORK_BUSY', retryable: true },
    };
    expect((await postEvent(failed)).status).toBe(204);
    expect((await commandOf(lineId)).state).toBe('active');
    expect((await lineOf(customer, lineId)).status).toBe('active');

    // The same event id again: acknowledged, applied once.
    expect((await postEvent(late)).status).toBe(204);
    expect(
      await t.database.db.select().from(carrierEvents).where(eq(carrierEvents.eventId, late.eventId)),
    ).toHaveLength(1);
    // A wrong signature or an old timestamp is refused.
    const forged = { ...late, eventId: `evt_${randomUUID()}` };
    expect((await postEvent(forged, { key: 'not-the-secret-at-all' })).status).toBe(401);
    expect((await postEvent(forged, { at: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
    expect(
      await t.database.db.select().from(carrierEvents).where(eq(carrierEvents.eventId, forged.eventId)),
    ).toHaveLength(0);
  }, 60_000);

  test('duplicated and out-of-order callbacks: each event applied once, the late "downloaded" refused', async () => {
    expect((await sim.call('PUT', '/admin/faults', { outOfOrderRate: 1, duplicateRate: 1 })).status).toBe(
      200,
    );
    try {
      const { customer, lineId } = await buyLine('esim');
      const active = await eventually(async () => {
        const line = await lineOf(customer, lineId);
        return line.status === 'active' && line;
      });
      await sim.call('POST', `/admin/esims/${active.iccid}/download`, { outcome: 'installed' });
      const command = await commandOf(lineId);
      const events = await eventually(async () => {
        const rows = await t.database.db
          .select()
          .from(carrierEvents)
          .where(eq(carrierEvents.commandId, command.id));
        return rows.length === 3 && rows;
      });
      // Held and sent last first: "installed" came before "downloaded", which could only go back.
      const outcome = Object.fromEntries(events.map((e) => [e.type, e.outcome]));
      expect(outcome).toEqual({
        'line.activated': 'applied',
        'esim.installed': 'applied',
        'esim.downloaded': 'backwards',
      });
      expect((await lineOf(customer, lineId)).esimState).toBe('installed');
      // Every event came twice; the second copies were dropped (still three rows).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(
        await t.database.db.select().from(carrierEvents).where(eq(carrierEvents.commandId, command.id)),
      ).toHaveLength(3);
    } finally {
      await sim.call('DELETE', '/admin/faults');
    }
  }, 60_000);

  test('a lost callback: the overdue request is asked for, and its events applied from the answer', async () => {
    expect((await sim.call('PUT', '/admin/faults', { lostRate: 1 })).status).toBe(200);
    try {
      const { customer, lineId } = await buyLine('esim');
      const active = await eventually(async () => {
        const line = await lineOf(customer, lineId);
        return line.status === 'active' && line;
      });
      expect(active.esimState).toBe('released');
      const command = await commandOf(lineId);
      const events = await t.database.db
        .select()
        .from(carrierEvents)
        .where(eq(carrierEvents.commandId, command.id));
      expect(events.map((e) => [e.type, e.via, e.outcome])).toEqual([['line.activated', 'poll', 'applied']]);
    } finally {
      await sim.call('DELETE', '/admin/faults');
    }
  }, 60_000);

  test('a failure sending again cannot mend is not sent again: the command fails with the normalized error', async () => {
    expect((await sim.call('PUT', '/admin/faults', { quotaExhausted: true })).status).toBe(200);
    try {
      const { lineId } = await buyLine('esim');
      const failed = await eventually(async () => {
        const command = await commandOf(lineId);
        return command.state === 'failed' && command;
      });
      expect(failed.error).toMatchObject({ code: 'QUOTA_EXCEEDED', retryable: false });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await commandOf(lineId)).attempts).toBe(1);
    } finally {
      await sim.call('DELETE', '/admin/faults');
    }
  }, 60_000);

  test('a profile not installed within a day: the customer is mailed how to, once, and care sees it', async () => {
    const { customer, lineId } = await buyLine('esim');
    await eventually(async () => (await lineOf(customer, lineId)).esimState === 'released');
    const notInstalled = async () =>
      (await mailsTo(t.database, customer.email)).filter((m) => m.subject.includes('is not installed yet'));
    expect(await notInstalled()).toHaveLength(0);

    clock.advance(DAY_MS + 60_000);
    try {
      const [mail] = await eventually(async () => {
        const found = await notInstalled();
        return found.length > 0 && found;
      });
      expect(mail!.textBody).toContain('/dashboard');
      const [line] = await t.database.db
        .select()
        .from(subscriptionLines)
        .where(and(eq(subscriptionLines.id, lineId)));
      expect(line!.esimNudgedAt).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await notInstalled()).toHaveLength(1);
      // The care work queue lists the line until the profile is installed.
      const agent = await newStaff(t, 'agent');
      const queue = await call(t, 'GET', '/app/care/queues/esims', { token: agent.token });
      expect(queue.statusCode).toBe(200);
      const items = (queue.json() as { items: { lineId: string; state: string; mailedAt: string | null }[] })
        .items;
      expect(items.find((i) => i.lineId === lineId)).toMatchObject({
        state: 'released',
        mailedAt: expect.any(String),
      });
    } finally {
      clock.advance(-(DAY_MS + 60_000));
    }
  }, 60_000);
});
