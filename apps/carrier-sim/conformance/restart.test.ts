// A restart in the middle: the carrier is killed (-9) with work and callbacks pending and started
// again on its data; nothing is lost and nothing is done twice. Only against a carrier this suite
// started itself (an outside one cannot be killed from here).
import { describe, expect, test } from 'vitest';
import { eventually, ownsCarrier, reference, testNumber } from './harness';
import { useCarrier } from './setup';

const c = useCarrier();

describe.skipIf(!ownsCarrier)('restart in the middle', () => {
  test('a port-in killed between its steps resumes; every event arrives; lines and references survive', async () => {
    const line = await c.activeLine();
    const activation = await c.api('GET', `/v1/requests/${line.requestId}`);
    const port = await c.send('/v1/port-ins', {
      msisdn: testNumber('5550432'),
      zipCode: '10001',
      lineMdn: line.mdn,
    });
    await c.delivered(port, 'port_in.submitted');
    await c.carrier.restart!();
    await c.delivered(port, 'port_in.completed', 15_000);
    const byId = new Map(c.receiver.of(port).map((r) => [r.event.eventId, r.event]));
    expect([...byId.values()].map((e) => e.sequence).sort()).toEqual([1, 2, 3, 4]);
    const lines = (await c.api('GET', '/v1/lines?limit=500')).body.items as { lineId: string }[];
    expect(lines.map((l) => l.lineId)).toContain(line.lineId);
    // The same reference still answers the same request after the restart.
    const replay = await c.api('POST', '/v1/lines', {
      reference: activation.body.reference,
      ...(activation.body.body as object),
    });
    expect(replay.body.requestId).toBe(line.requestId);
  });

  test('callbacks pending when the carrier died go out after it is back', async () => {
    c.receiver.failWith(503);
    const requestId = await c.send('/v1/lines', { simType: 'psim', zipCode: '10001' });
    await eventually('completed', async () => (await c.status(requestId)).status === 'completed');
    const pending = (await c.api('GET', '/health')).body.pendingDeliveries;
    expect(pending).toBeGreaterThan(0);
    await c.carrier.restart!();
    c.receiver.failWith(null);
    await c.delivered(requestId, 'line.activated', 15_000);
    await eventually(
      'the outbox empty',
      async () => (await c.api('GET', '/health')).body.pendingDeliveries === 0,
    );
  });

  test('the admin crash call kills the process the same way; state is intact after a start', async () => {
    const line = await c.activeLine();
    const ref = reference('crash');
    await c.api('POST', '/v1/sms', { reference: ref, to: line.mdn, text: 'before the crash' });
    expect((await c.api('POST', '/admin/crash')).status).toBe(202);
    await c.carrier.restart!();
    const found = await c.api('GET', `/v1/requests?reference=${ref}`);
    expect(found.status).toBe(200);
    await c.delivered(String(found.body.requestId), 'message.delivered', 15_000);
  });
});
