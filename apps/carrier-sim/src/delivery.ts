/**
 * Delivers queued events (collection `outbox`) to the registered webhook, signed, a few at a time and
 * one at a time per request (so a request's events arrive in the order they are due). A 2xx answer
 * removes the delivery; anything else is tried again with backoff, up to 25 times. The outbox is journaled, so deliveries pending when the process died go out after a restart.
 */
import type { CarrierEvent, Delivery, RequestRecord } from './engine-types';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, sign } from './signature';
import type { Store } from './store';

const MAX_ATTEMPTS = 25;
const IN_FLIGHT = 8;
const TIMEOUT_MS = 5000;

export type WebhookSettings = { url: string | null; secret: string };

export function createDeliverer(store: Store, webhook: () => WebhookSettings, log: (line: string) => void) {
  /** Deliveries on their way, by id, with their request: one at a time per request, so the order holds. */
  const inFlight = new Map<string, string>();

  async function deliver(delivery: Delivery, event: CarrierEvent, url: string, secret: string) {
    const body = JSON.stringify(event);
    let error: string | null = null;
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: sign(secret, body),
          [EVENT_ID_HEADER]: event.eventId,
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (answer.status < 200 || answer.status > 299) error = `HTTP ${answer.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const current = store.get<Delivery>('outbox', delivery.id);
    if (!current) return;
    store.tx((w) => {
      if (error === null) return w.del('outbox', delivery.id);
      const attempts = current.attempts + 1;
      const backoff = Math.min(30_000, 100 * 2 ** attempts);
      if (attempts >= MAX_ATTEMPTS)
        log(`event ${event.eventId} given up after ${attempts} attempts: ${error}`);
      w.put('outbox', delivery.id, {
        ...current,
        attempts,
        dueAt: Date.now() + backoff,
        dead: attempts >= MAX_ATTEMPTS,
        lastError: error,
      });
    });
  }

  return {
    /** Starts the due deliveries that are not already on their way. */
    pump(nowMs = Date.now()) {
      const { url, secret } = webhook();
      if (!url) return;
      const due = store
        .values<Delivery>('outbox')
        .filter((d) => !d.held && !d.dead && d.dueAt <= nowMs && !inFlight.has(d.id))
        .sort((a, b) => a.dueAt - b.dueAt);
      const busy = new Set(inFlight.values());
      for (const delivery of due) {
        if (inFlight.size >= IN_FLIGHT) break;
        if (busy.has(delivery.requestId)) continue;
        const event = store
          .get<RequestRecord>('requests', delivery.requestId)
          ?.events.find((e) => e.eventId === delivery.eventId);
        if (!event) {
          store.tx((w) => w.del('outbox', delivery.id));
          continue;
        }
        inFlight.set(delivery.id, delivery.requestId);
        busy.add(delivery.requestId);
        void deliver(delivery, event, url, secret).finally(() => inFlight.delete(delivery.id));
      }
    },
    idle: () => inFlight.size === 0,
  };
}
