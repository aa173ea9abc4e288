/**
 * The request engine: accepts a command once per reference, keeps its request, runs its steps on
 * timers (journaled, so they resume after a restart) and queues its events for the webhook with
 * the faults drawn for it.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Delivery, RequestRecord, RequestStatus, Timer } from './engine-types';
import { CarrierError } from './errors';
import { drawRequestFaults, type Faults } from './faults';
import { RequestHandle } from './request-handle';
import type { Store, Writer } from './store';

export { RequestHandle };

export type StepContext = {
  w: Writer;
  now: Date;
  self: RequestHandle;
  /** Another request (a port the update acts on); NOT_FOUND when unknown. */
  other(requestId: string): RequestHandle;
};

export type CommandHandler = {
  command: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** The line a provisioning command acts on (null: provisioning, no line yet); undefined: not provisioning. */
  line?(body: Record<string, unknown>, subject: string | null): string | null;
  /** Codes (or port reasons) a rejection fault may pick for this command. */
  rejectable: readonly string[];
  /** The handler applies a drawn rejection itself (a port's reason comes at its own step). */
  handlesReject?: boolean;
  /** Delivery failure reasons a text's fault may pick (`smsFailRate`). */
  undeliverable?: readonly string[];
  check?(store: Store, body: Record<string, unknown>, subject: string | null): void;
  steps: Record<string, (ctx: StepContext) => void>;
};

export type EngineConfig = {
  stepMs: number;
  /** A port-in's steps (CARRIER_PORT_STEP_MS); `stepMs` when not given. */
  portStepMs?: number;
  quotaPerLinePerDay: number;
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const FINISHED: RequestStatus[] = ['completed', 'failed', 'cancelled'];

export class Engine {
  private readonly handlers = new Map<string, CommandHandler>();

  constructor(
    readonly store: Store,
    readonly config: EngineConfig,
    private readonly faults: () => Faults,
  ) {}

  register(handler: CommandHandler) {
    this.handlers.set(handler.command, handler);
  }

  timersOf(requestId: string): Timer[] {
    return this.store.values<Timer>('timers').filter((t) => t.requestId === requestId);
  }

  request(requestId: string): RequestRecord {
    const found = this.store.get<RequestRecord>('requests', requestId);
    if (!found) throw new CarrierError('NOT_FOUND', 'no such request', 'requestId');
    return found;
  }

  byReference(reference: string): RequestRecord | undefined {
    const ref = this.store.get<{ requestId: string }>('references', reference);
    return ref ? this.store.get<RequestRecord>('requests', ref.requestId) : undefined;
  }

  /** Accepts a command: the same reference and body answer the same request and act once. */
  accept(command: string, input: unknown, subject: string | null = null): RequestRecord {
    const handler = this.handlers.get(command);
    if (!handler) throw new Error(`unknown command ${command}`);
    const parsed = handler.schema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new CarrierError('INVALID_REQUEST', issue.message, issue.path.join('.') || undefined);
    }
    const { reference, ...body } = parsed.data as { reference: string } & Record<string, unknown>;
    const bodyHash = createHash('sha256').update(JSON.stringify({ command, subject, body })).digest('hex');
    const existing = this.byReference(reference);
    if (existing) {
      if (existing.bodyHash !== bodyHash)
        throw new CarrierError(
          'REFERENCE_REUSED',
          'this reference was used for another request',
          'reference',
        );
      return existing;
    }
    handler.check?.(this.store, body, subject);
    const now = new Date();
    const line = handler.line?.(body, subject);
    const quotaKey = line ? `${line}|${day(now)}` : null;
    if (line !== undefined) {
      if (this.faults().quotaExhausted)
        throw new CarrierError('QUOTA_EXCEEDED', 'provisioning quota exhausted', line ? 'mdn' : undefined);
      const used = quotaKey ? (this.store.get<number>('quota', quotaKey) ?? 0) : 0;
      if (used >= this.config.quotaPerLinePerDay)
        throw new CarrierError(
          'QUOTA_EXCEEDED',
          `at most ${this.config.quotaPerLinePerDay} provisioning actions per line per day`,
          'mdn',
        );
    }
    const record = this.newRecord(command, reference, subject, body, bodyHash, now, handler);
    return this.store.tx((w) => {
      w.put('requests', record.requestId, record);
      w.put('references', reference, { requestId: record.requestId });
      if (quotaKey) w.put('quota', quotaKey, (this.store.get<number>('quota', quotaKey) ?? 0) + 1);
      new RequestHandle(record, this, w, now).schedule('start');
      return record;
    });
  }

  /** Acts on a request outside its steps (an admin call playing the phone), as one transaction. */
  act(requestId: string, work: (self: RequestHandle, w: Writer, now: Date) => void): RequestRecord {
    const now = new Date();
    return this.store.tx((w) => {
      const self = new RequestHandle(structuredClone(this.request(requestId)), this, w, now);
      work(self, w, now);
      w.put('requests', requestId, self.record);
      this.releaseHeld(w, [self], now);
      return self.record;
    });
  }

  /** A request the carrier starts itself (another carrier asking for one of our numbers). */
  startCarrierRequest(
    command: string,
    subject: string,
    body: Record<string, unknown>,
    run: (self: RequestHandle) => void,
  ) {
    const now = new Date();
    const record = this.newRecord(command, null, subject, body, '', now, { rejectable: [] });
    return this.store.tx((w) => {
      const handle = new RequestHandle(record, this, w, now);
      run(handle);
      w.put('requests', record.requestId, handle.record);
      this.releaseHeld(w, [handle], now);
      return handle.record;
    });
  }

  private newRecord(
    command: string,
    reference: string | null,
    subject: string | null,
    body: Record<string, unknown>,
    bodyHash: string,
    now: Date,
    handler: Pick<CommandHandler, 'rejectable' | 'undeliverable'>,
  ): RequestRecord {
    return {
      requestId: `req_${randomUUID()}`,
      reference,
      command,
      subject,
      body,
      bodyHash,
      status: 'accepted',
      state: null,
      acceptedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      result: null,
      error: null,
      events: [],
      faults: drawRequestFaults(this.faults(), handler.rejectable, Math.random, handler.undeliverable),
    };
  }

  /** Runs every step that is due and still scheduled; each step is one transaction. */
  tick(nowMs = Date.now()) {
    const due = this.store
      .values<Timer>('timers')
      .filter((t) => t.dueAt <= nowMs)
      .sort((a, b) => a.dueAt - b.dueAt);
    for (const timer of due) {
      // A step run before it in this tick may have cancelled it (an update in place stops the port's
      // next step): a cancelled step never runs.
      if (!this.store.get<Timer>('timers', timer.id)) continue;
      try {
        this.runStep(timer);
      } catch (error) {
        // A fault of the simulator itself, not a carrier answer: dropped, not tried every tick.
        this.store.tx((w) => w.del('timers', timer.id));
        throw error;
      }
    }
  }

  private runStep(timer: Timer) {
    const now = new Date();
    this.store.tx((w) => {
      w.del('timers', timer.id);
      const handles = new Map<string, RequestHandle>();
      const open = (requestId: string) => {
        let handle = handles.get(requestId);
        if (!handle)
          handles.set(
            requestId,
            (handle = new RequestHandle(structuredClone(this.request(requestId)), this, w, now)),
          );
        return handle;
      };
      const self = open(timer.requestId);
      const handler = this.handlers.get(self.record.command);
      const step = handler?.steps[timer.step];
      if (!handler || !step) throw new Error(`no step ${timer.step} for ${self.record.command}`);
      try {
        if (timer.step === 'start' && self.record.faults.reject && !handler.handlesReject)
          throw new CarrierError(
            self.record.faults.reject as 'NETWORK_BUSY',
            'the carrier refused the request (injected fault)',
          );
        step({ w, now, self, other: open });
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        self.cancelTimers();
        self.fail(error);
      }
      for (const handle of handles.values()) w.put('requests', handle.record.requestId, handle.record);
      this.releaseHeld(w, [...handles.values()], now);
    });
  }

  /** Out-of-order fault: once a request has no step left, its held events go out last first. */
  private releaseHeld(w: Writer, handles: RequestHandle[], now: Date) {
    for (const { record } of handles) {
      if (
        !record.faults.outOfOrder ||
        this.store.values<Timer>('timers').some((t) => t.requestId === record.requestId)
      )
        continue;
      const held = this.store
        .values<Delivery>('outbox')
        .filter((d) => d.requestId === record.requestId && d.held);
      const last = Math.max(0, ...held.map((d) => d.sequence));
      for (const d of held)
        w.put('outbox', d.id, { ...d, held: false, dueAt: now.getTime() + (last - d.sequence) * 40 });
    }
  }

  isFinished(record: RequestRecord) {
    return FINISHED.includes(record.status);
  }
}
