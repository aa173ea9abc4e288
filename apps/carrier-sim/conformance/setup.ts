/** Each conformance file's carrier and webhook receiver, with the calls every test makes. */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type CarrierEvent, eventually, reference, startCarrier, startReceiver } from './harness';

export function useCarrier() {
  let carrier: Awaited<ReturnType<typeof startCarrier>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    carrier = await startCarrier();
    receiver = await startReceiver(carrier.secret);
    expect((await carrier.api('PUT', '/v1/webhook', { url: receiver.url })).status).toBe(200);
  }, 60_000);
  beforeEach(async () => {
    receiver.failWith(null);
    expect((await carrier.api('DELETE', '/admin/faults')).status).toBe(200);
  });
  afterAll(async () => {
    await receiver?.close();
    await carrier?.stop();
  });

  const api = (method: string, route: string, body?: unknown, timeoutMs?: number) =>
    carrier.api(method, route, body, timeoutMs);

  /** Sends a command, expects it accepted at once (202, a request id, an accepted time); the request id. */
  async function send(route: string, body: Record<string, unknown>, label = 'cmd'): Promise<string> {
    const answer = await api('POST', route, { reference: reference(label), ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.requestId).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(String(answer.body.acceptedAt)))).toBe(false);
    return String(answer.body.requestId);
  }

  /** Waits for the event of this type on the request to reach the webhook, signed; the event. */
  async function delivered(requestId: string, type: string, timeoutMs = 8000): Promise<CarrierEvent> {
    const found = await eventually(
      `${type} on ${requestId}`,
      () => receiver.of(requestId).find((r) => r.event.type === type),
      timeoutMs,
    );
    expect(found.signatureOk).toBe(true);
    return found.event;
  }

  /** The request's status as the status query answers it. */
  async function status(requestId: string) {
    const answer = await api('GET', `/v1/requests/${requestId}`);
    expect(answer.status).toBe(200);
    return answer.body as {
      status: string;
      state: string | null;
      result: Record<string, unknown> | null;
      error: CarrierEvent['error'] | null;
      events: CarrierEvent[];
    };
  }

  /** Activates a line and answers its number and SIM. */
  async function activeLine(simType: 'psim' | 'esim' = 'psim') {
    const requestId = await send('/v1/lines', { simType, zipCode: '10001' }, 'activate');
    const event = await delivered(requestId, 'line.activated');
    return {
      requestId,
      ...(event.data as { mdn: string; iccid: string; lineId: string; activationCode: string | null }),
    };
  }

  return {
    get carrier() {
      return carrier;
    },
    get receiver() {
      return receiver;
    },
    api,
    send,
    delivered,
    status,
    activeLine,
    faults: async (faults: Record<string, unknown>) =>
      expect((await api('PUT', '/admin/faults', faults)).status).toBe(200),
  };
}
