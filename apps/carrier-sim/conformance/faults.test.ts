// Faults injected at run time (PUT /admin/faults): what a receiver must survive. Events carry an id
// (dedupe) and a sequence per request (order); a lost event is found by the status query.
import { describe, expect, test } from 'vitest';
import { eventually, reference, testNumber } from './harness';
import { useCarrier } from './setup';

const c = useCarrier();

describe('callback faults', () => {
  test('duplicates: every event arrives twice with the same id; deduplicated there is one of each', async () => {
    await c.faults({ duplicateRate: 1 });
    const line = await c.activeLine();
    const copies = await eventually(
      'two copies',
      () => c.receiver.of(line.requestId).length >= 2 && c.receiver.of(line.requestId),
    );
    expect(new Set(copies.map((r) => r.event.eventId)).size).toBe(1);
    expect(copies.every((r) => r.signatureOk)).toBe(true);
  });

  test('out of order: a port-in events arrive last first; the sequence gives the real order', async () => {
    await c.faults({ outOfOrderRate: 1 });
    const port = await c.send('/v1/port-ins', { msisdn: testNumber('5550321'), zipCode: '10001' });
    const all = await eventually(
      'four events',
      () => c.receiver.of(port).length === 4 && c.receiver.of(port),
    );
    expect(all.map((r) => r.event.sequence)).toEqual([4, 3, 2, 1]);
    const ordered = [...all].sort((a, b) => a.event.sequence - b.event.sequence).map((r) => r.event.type);
    expect(ordered).toEqual([
      'port_in.submitted',
      'port_in.pending',
      'port_in.scheduled',
      'port_in.completed',
    ]);
  });

  test('late: events arrive after the configured delay', async () => {
    await c.faults({ lateRate: 1, lateMs: 700 });
    const requestId = await c.send('/v1/lines', { simType: 'psim', zipCode: '10001' });
    const sent = Date.now();
    await eventually('the request done', async () => (await c.status(requestId)).status === 'completed');
    expect(c.receiver.of(requestId)).toHaveLength(0);
    const event = await c.delivered(requestId, 'line.activated');
    expect(c.receiver.of(requestId)[0]!.at - sent).toBeGreaterThanOrEqual(650);
    expect(event.sequence).toBe(1);
  });

  test('lost: no event arrives; polling the status finds the outcome and its events', async () => {
    await c.faults({ lostRate: 1 });
    const requestId = await c.send('/v1/lines', { simType: 'psim', zipCode: '10001' });
    const drawn = await c.api('GET', `/admin/requests/${requestId}`);
    expect(drawn.body.faults).toEqual({ lost: true });
    const status = await eventually('completed by polling', async () => {
      const s = await c.status(requestId);
      return s.status === 'completed' && s;
    });
    expect(status.result).toMatchObject({ mdn: expect.stringMatching(/^\d{10}$/) });
    expect(status.events.map((e) => e.type)).toEqual(['line.activated']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(c.receiver.of(requestId)).toHaveLength(0);
  });

  test('a webhook that answers 500 gets the event again until it answers 2xx', async () => {
    c.receiver.failWith(500);
    const requestId = await c.send('/v1/lines', { simType: 'psim', zipCode: '10001' });
    await eventually('completed', async () => (await c.status(requestId)).status === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    c.receiver.failWith(null);
    await c.delivered(requestId, 'line.activated', 10_000);
  });
});

describe('command faults', () => {
  test('rejections: a port-in is rejected with one of the given reasons, others with the given code', async () => {
    await c.faults({ rejectRate: 1, rejectCodes: ['zip_mismatch', 'NETWORK_BUSY'] });
    const port = await c.send('/v1/port-ins', { msisdn: testNumber('5550987'), zipCode: '10001' });
    expect((await c.delivered(port, 'port_in.rejected')).error).toMatchObject({
      code: 'PORT_REJECTED',
      reason: 'zip_mismatch',
      field: 'zipCode',
    });
    const activation = await c.send('/v1/lines', { simType: 'psim', zipCode: '10001' });
    const failed = await c.delivered(activation, 'request.failed');
    expect(failed.error).toMatchObject({ code: 'NETWORK_BUSY', retryable: true });
    expect((await c.status(activation)).status).toBe('failed');
  });

  test('timeouts: no answer, yet acted on; the retry with the same reference gets the same request', async () => {
    await c.faults({ timeoutRate: 1 });
    const body = { reference: reference('timeout'), simType: 'psim', zipCode: '10001' };
    await expect(c.api('POST', '/v1/lines', body, 500)).rejects.toThrow();
    await c.faults({ timeoutRate: 0 });
    const retry = await c.api('POST', '/v1/lines', body);
    expect(retry.status).toBe(202);
    const requestId = String(retry.body.requestId);
    await c.delivered(requestId, 'line.activated');
    const lines = (await c.api('GET', '/v1/lines?limit=500')).body.items as { mdn: string }[];
    const mdn = (await c.status(requestId)).result!.mdn;
    expect(lines.filter((l) => l.mdn === mdn)).toHaveLength(1);
  });

  test('slow answers: accepted after the configured delay', async () => {
    await c.faults({ slowRate: 1, slowMs: 400 });
    const started = Date.now();
    await c.send('/v1/sms', { to: '2125550199', text: 'slow' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  test('faults can be read back and reset', async () => {
    await c.faults({ lostRate: 0.1, rejectCodes: ['pin_mismatch'] });
    expect((await c.api('GET', '/admin/faults')).body).toMatchObject({
      lostRate: 0.1,
      rejectCodes: ['pin_mismatch'],
    });
    expect((await c.api('PUT', '/admin/faults', { lostRate: 2 })).body.error).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'lostRate',
    });
    expect((await c.api('DELETE', '/admin/faults')).body).toMatchObject({ lostRate: 0, rejectCodes: [] });
  });
});
