/**
 * Events from the carrier's webhook (docs/carrier-api.md "Events and signatures"): the signature is
 * checked over the raw body with the shared secret, a timestamp more than 300 s away is refused, and
 * an event id already applied is reported as a duplicate (the caller acknowledges it and does
 * nothing). Where event ids are remembered is the caller's: `EventLedger`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PORT_REJECTION_REASONS, type PortRejectionReason } from '@mvno/contracts/product-messages';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type CarrierEvent = {
  eventId: string;
  type: string;
  requestId: string;
  reference: string | null;
  sequence: number;
  occurredAt: string;
  status: string;
  state: string | null;
  data: Record<string, unknown>;
  error?: { code: string; retryable: boolean; field?: string; reason?: string; message?: string };
};

/** Remembers applied event ids: `firstSeen` answers true once per id, false ever after. */
export type EventLedger = { firstSeen(eventId: string): Promise<boolean> };

export function memoryEventLedger(): EventLedger {
  const seen = new Set<string>();
  return {
    async firstSeen(eventId) {
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      return true;
    },
  };
}

export type Receipt =
  | { outcome: 'apply'; event: CarrierEvent }
  | { outcome: 'duplicate'; eventId: string }
  | { outcome: 'refused'; why: 'malformed' | 'signature' | 'stale' };

export function signatureHolds(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
) {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'))) return 'signature';
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'ok';
}

export function createCarrierEventReceiver(options: {
  secret: string;
  ledger: EventLedger;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());
  return {
    /** Checks one delivery; `apply` only for a signed, fresh event never applied before. */
    async receive(rawBody: string, signatureHeader: string | undefined): Promise<Receipt> {
      const verdict = signatureHolds(
        options.secret,
        rawBody,
        signatureHeader,
        Math.floor(now().getTime() / 1000),
      );
      if (verdict !== 'ok') return { outcome: 'refused', why: verdict };
      let event: CarrierEvent;
      try {
        event = JSON.parse(rawBody) as CarrierEvent;
      } catch {
        return { outcome: 'refused', why: 'malformed' };
      }
      if (typeof event.eventId !== 'string' || typeof event.sequence !== 'number')
        return { outcome: 'refused', why: 'malformed' };
      if (!(await options.ledger.firstSeen(event.eventId)))
        return { outcome: 'duplicate', eventId: event.eventId };
      return { outcome: 'apply', event };
    },
  };
}

/** The product's port-in reason for a carrier's rejection; null when it is not a port rejection we know. */
export function portRejectionReasonOf(error: CarrierEvent['error'] | undefined): PortRejectionReason | null {
  if (error?.code !== 'PORT_REJECTED' || !error.reason) return null;
  return error.reason in PORT_REJECTION_REASONS ? (error.reason as PortRejectionReason) : null;
}
