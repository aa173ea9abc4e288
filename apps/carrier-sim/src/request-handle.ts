/** One request as a step (or an admin call) changes it: its status, its events, its timers. */
import { randomUUID } from 'node:crypto';
import type { CarrierEvent, Delivery, RequestRecord, RequestStatus, Timer } from './engine-types';
import type { CarrierError } from './errors';
import type { Writer } from './store';

/** What a handle needs of the engine. */
export type HandleDeps = {
  config: { stepMs: number; portStepMs?: number };
  timersOf(requestId: string): Timer[];
};

export class RequestHandle {
  constructor(
    readonly record: RequestRecord,
    private readonly engine: HandleDeps,
    private readonly w: Writer,
    private readonly now: Date,
  ) {}

  set(patch: Partial<Pick<RequestRecord, 'status' | 'state' | 'result' | 'error'>>) {
    Object.assign(this.record, patch, { updatedAt: this.now.toISOString() });
  }

  emit(type: string, data: Record<string, unknown> = {}) {
    const r = this.record;
    const event: CarrierEvent = {
      eventId: `evt_${randomUUID()}`,
      type,
      requestId: r.requestId,
      reference: r.reference,
      sequence: r.events.length + 1,
      occurredAt: this.now.toISOString(),
      status: r.status,
      state: r.state,
      data,
      ...(r.error ? { error: r.error } : {}),
    };
    r.events.push(event);
    if (r.faults.lost) return;
    const base = this.now.getTime() + (r.faults.late ?? 0);
    const copies = r.faults.duplicate ? [0, 25] : [0];
    for (const offset of copies) {
      const delivery: Delivery = {
        id: randomUUID(),
        eventId: event.eventId,
        requestId: r.requestId,
        sequence: event.sequence,
        dueAt: base + offset,
        held: r.faults.outOfOrder === true,
        attempts: 0,
        dead: false,
        lastError: null,
      };
      this.w.put('outbox', delivery.id, delivery);
    }
  }

  complete(type: string, result: Record<string, unknown>, state: string | null = this.record.state) {
    this.set({ status: 'completed', state, result, error: null });
    this.emit(type, result);
  }

  fail(error: CarrierError, type = 'request.failed', status: RequestStatus = 'failed') {
    this.set({ status, error: error.toBody() });
    this.emit(type, {});
  }

  schedule(step: string, delayMs = this.engine.config.stepMs) {
    const timer: Timer = {
      id: randomUUID(),
      requestId: this.record.requestId,
      step,
      dueAt: this.now.getTime() + delayMs,
    };
    this.w.put('timers', timer.id, timer);
  }

  /** The next step of a port-in, after the port's own pause (CARRIER_PORT_STEP_MS). */
  schedulePortStep(step: string) {
    this.schedule(step, this.engine.config.portStepMs ?? this.engine.config.stepMs);
  }

  cancelTimers() {
    for (const timer of this.engine.timersOf(this.record.requestId)) this.w.del('timers', timer.id);
  }
}
