/** The records the request engine keeps (collections `requests`, `references`, `timers`, `outbox`). */
import type { ErrorBody } from './errors';
import type { RequestFaults } from './faults';

export type RequestStatus =
  'accepted' | 'in_progress' | 'action_required' | 'completed' | 'failed' | 'cancelled';

export type CarrierEvent = {
  eventId: string;
  type: string;
  requestId: string;
  reference: string | null;
  /** 1, 2, 3... per request: the order the events happened in, whatever order they arrive in. */
  sequence: number;
  occurredAt: string;
  /** The request's status and state after the event. */
  status: RequestStatus;
  state: string | null;
  data: Record<string, unknown>;
  error?: ErrorBody;
};

export type RequestRecord = {
  requestId: string;
  /** Our idempotency reference; null for requests the carrier starts (a port-out). */
  reference: string | null;
  command: string;
  /** The line, port or SIM the command acts on, when it names one. */
  subject: string | null;
  body: Record<string, unknown>;
  bodyHash: string;
  status: RequestStatus;
  /** The domain state: a port's submitted, pending, scheduled, ...; an eSIM's ordered, released, ... */
  state: string | null;
  acceptedAt: string;
  updatedAt: string;
  result: Record<string, unknown> | null;
  error: ErrorBody | null;
  events: CarrierEvent[];
  faults: RequestFaults;
};

export type Timer = { id: string; requestId: string; step: string; dueAt: number };

export type Delivery = {
  id: string;
  eventId: string;
  requestId: string;
  sequence: number;
  dueAt: number;
  /** Held back (out-of-order fault) until the request's work ends. */
  held: boolean;
  attempts: number;
  dead: boolean;
  lastError: string | null;
};
