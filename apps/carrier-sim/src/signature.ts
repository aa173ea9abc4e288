/**
 * Webhook signatures: `Carrier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * with the shared secret. A receiver recomputes it over the raw body, compares in constant time,
 * refuses a timestamp more than 300 s away from its clock, and drops an event id it has applied.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'carrier-signature';
export const EVENT_ID_HEADER = 'carrier-event-id';
export const TOLERANCE_SECONDS = 300;

export function sign(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type Verdict =
  { ok: true; timestamp: number } | { ok: false; why: 'malformed' | 'mismatch' | 'stale' };

export function verify(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Verdict {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? ''))
    return { ok: false, why: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'))) return { ok: false, why: 'mismatch' };
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return { ok: false, why: 'stale' };
  return { ok: true, timestamp };
}
