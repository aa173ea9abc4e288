/**
 * Numbers moving in (port-in: submitted -> pending -> scheduled -> completed, or rejected with a
 * reason; updated in place, cancelled) and out (another carrier asks, we validate). The
 * documented test numbers decide the old carrier's answer (`@mvno/telecom/sandbox-numbers`).
 */
import { z } from 'zod';
import type { CommandHandler, Engine, StepContext } from './engine';
import type { RequestRecord } from './engine-types';
import { CarrierError } from './errors';
import { activeLine, isOurs, lineByMdn, type NumberRecord, type Sim } from './inventory';
import { command, zMdn, zZip } from './schemas';
import type { Store } from './store';
import {
  ACCOUNT_REASONS,
  NOT_ELIGIBLE_SUFFIX,
  PORT_REASONS,
  type PortReason,
  REJECTED_SUFFIXES,
  suffixOf,
} from '@mvno/telecom/sandbox-numbers';
import { REASON_FIELDS } from './port-reason-fields';

export type Port = {
  portId: string;
  msisdn: string;
  lineMdn: string | null;
  partnerSim: boolean;
  attempt: number;
  details: Record<string, string | null>;
};

const details = {
  billingAccountNumber: z.string().max(40).nullable().optional(),
  pin: z.string().max(20).nullable().optional(),
  firstName: z.string().max(60).nullable().optional(),
  lastName: z.string().max(60).nullable().optional(),
  zipCode: zZip.optional(),
};

export function eligibility(store: Pick<Store, 'get'>, msisdn: string) {
  if (isOurs(store, msisdn)) return { eligible: false, reason: 'already_ours' } as const;
  if (suffixOf(msisdn) === NOT_ELIGIBLE_SUFFIX)
    return { eligible: false, reason: 'carrier_refused' } as const;
  return { eligible: true } as const;
}

function openPort(store: Pick<Store, 'get'>, portId: string | null): RequestRecord {
  const port = store.get<RequestRecord>('requests', portId ?? '');
  if (!port || port.command !== 'port_in_submit')
    throw new CarrierError('NOT_FOUND', 'no such port-in', 'portId');
  if (['completed', 'cancelled'].includes(port.status))
    throw new CarrierError('INVALID_STATE', `the port-in is ${port.state}`, 'portId');
  return port;
}

const submit: CommandHandler = {
  command: 'port_in_submit',
  schema: command({
    msisdn: zMdn,
    lineMdn: zMdn.optional(),
    partnerSim: z.boolean().default(false),
    ...details,
    zipCode: zZip,
  }),
  rejectable: PORT_REASONS,
  handlesReject: true,
  check(store, body) {
    if (isOurs(store, String(body.msisdn)))
      throw new CarrierError('NUMBER_ALREADY_ACTIVE', 'the number is already ours', 'msisdn');
    if (typeof body.lineMdn === 'string') activeLine(store, body.lineMdn);
  },
  steps: {
    start(ctx) {
      const { msisdn, lineMdn, partnerSim, ...rest } = ctx.self.record.body as Record<string, unknown>;
      const port: Port = {
        portId: ctx.self.record.requestId,
        msisdn: String(msisdn),
        lineMdn: (lineMdn as string) ?? null,
        partnerSim: partnerSim === true,
        attempt: 1,
        details: rest as Port['details'],
      };
      ctx.w.put('ports', port.portId, port);
      ctx.self.set({ status: 'in_progress', state: 'submitted' });
      ctx.self.emit('port_in.submitted', { portId: port.portId, msisdn: port.msisdn, attempt: 1 });
      ctx.self.schedulePortStep('pending');
    },
    pending(ctx) {
      ctx.self.set({ state: 'pending' });
      ctx.self.emit('port_in.pending', { portId: ctx.self.record.requestId });
      ctx.self.schedulePortStep('decide');
    },
    decide(ctx) {
      const port = ctx.w.get<Port>('ports', ctx.self.record.requestId)!;
      const byNumber = REJECTED_SUFFIXES[suffixOf(port.msisdn)];
      const waived = port.partnerSim && byNumber && ACCOUNT_REASONS.includes(byNumber);
      const first = port.attempt === 1;
      const reason: PortReason | undefined =
        suffixOf(port.msisdn) === NOT_ELIGIBLE_SUFFIX
          ? 'port_out_locked'
          : first
            ? ((ctx.self.record.faults.reject as PortReason | undefined) ?? (waived ? undefined : byNumber))
            : undefined;
      if (reason) {
        const error = new CarrierError(
          'PORT_REJECTED',
          `the old carrier refused the port: ${reason}`,
          REASON_FIELDS[reason],
          reason,
        );
        ctx.self.set({ state: 'rejected' });
        return ctx.self.fail(error, 'port_in.rejected', 'action_required');
      }
      const dueAt = new Date(ctx.now.getTime() + 2 * 60 * 60 * 1000).toISOString();
      ctx.self.set({ state: 'scheduled' });
      ctx.self.emit('port_in.scheduled', { portId: port.portId, dueAt });
      ctx.self.schedulePortStep('complete');
    },
    complete(ctx) {
      const port = ctx.w.get<Port>('ports', ctx.self.record.requestId)!;
      if (isOurs(ctx.w, port.msisdn))
        throw new CarrierError('NUMBER_ALREADY_ACTIVE', 'the number became ours meanwhile', 'msisdn');
      const now = ctx.now.toISOString();
      const line = port.lineMdn ? lineByMdn(ctx.w, port.lineMdn) : undefined;
      if (line) {
        // The temporary number goes back to the pool; the line and its SIM take the brought one.
        ctx.w.put('numbers', line.mdn, {
          ...ctx.w.get<NumberRecord>('numbers', line.mdn)!,
          status: 'released',
          lineId: null,
          updatedAt: now,
        });
        ctx.w.put('lines', line.lineId, { ...line, mdn: port.msisdn, updatedAt: now });
        const sim = ctx.w.get<Sim>('sims', line.iccid);
        if (sim) ctx.w.put('sims', sim.iccid, { ...sim, mdn: port.msisdn, updatedAt: now });
      }
      ctx.w.put('numbers', port.msisdn, {
        mdn: port.msisdn,
        status: 'assigned',
        source: 'port',
        lineId: line?.lineId ?? null,
        updatedAt: now,
      } satisfies NumberRecord);
      ctx.self.complete(
        'port_in.completed',
        { portId: port.portId, msisdn: port.msisdn, lineId: line?.lineId ?? null },
        'completed',
      );
    },
  },
};

/** A command on a port-in still open (refused otherwise): `start` is given the port's id and its request. */
const onOpenPort = (
  name: string,
  schema: CommandHandler['schema'],
  rejectable: CommandHandler['rejectable'],
  start: (ctx: StepContext, portId: string, port: ReturnType<StepContext['other']>) => void,
): CommandHandler => ({
  command: name,
  schema,
  rejectable,
  check: (store, _body, portId) => void openPort(store, portId),
  steps: {
    start(ctx) {
      const portId = ctx.self.record.subject!;
      openPort(ctx.w, portId);
      start(ctx, portId, ctx.other(portId));
    },
  },
});

const update = onOpenPort('port_in_update', command(details), ['NETWORK_BUSY'], (ctx, portId, port) => {
  const stored = ctx.w.get<Port>('ports', portId)!;
  const changed = ctx.self.record.body as Port['details'];
  const attempt = stored.attempt + 1;
  ctx.w.put('ports', portId, { ...stored, attempt, details: { ...stored.details, ...changed } });
  // Updated in place: the same port goes round again with the corrected details.
  port.cancelTimers();
  port.set({ status: 'in_progress', state: 'submitted', error: null });
  port.emit('port_in.updated', { portId, attempt, fields: Object.keys(changed) });
  port.schedulePortStep('pending');
  ctx.self.complete('port_in.update.completed', { portId, attempt });
});

const cancel = onOpenPort('port_in_cancel', command({}), [], (ctx, portId, port) => {
  port.cancelTimers();
  port.set({ status: 'cancelled', state: 'cancelled' });
  port.emit('port_in.cancelled', { portId });
  ctx.self.complete('port_in.cancel.completed', { portId });
});

/** Another carrier asks for one of our numbers: a request of the carrier's own, awaiting our answer. */
export function requestPortOut(
  engine: Engine,
  body: { msisdn: string; accountNumber: string | null; pin: string | null; requestedBy?: string | null },
) {
  activeLine(engine.store, body.msisdn);
  return engine.startCarrierRequest('port_out', body.msisdn, body, (self) => {
    self.set({ status: 'action_required', state: 'awaiting_validation' });
    self.emit('port_out.requested', { portOutId: self.record.requestId, ...body });
  });
}

const validatePortOut: CommandHandler = {
  command: 'port_out_validate',
  schema: command({ approve: z.boolean(), reason: z.string().max(60).optional() }),
  rejectable: ['NETWORK_BUSY'],
  check(store, _body, portOutId) {
    const found = store.get<RequestRecord>('requests', portOutId ?? '');
    if (!found || found.command !== 'port_out')
      throw new CarrierError('NOT_FOUND', 'no such port-out', 'portOutId');
  },
  steps: {
    start(ctx) {
      const portOut = ctx.other(ctx.self.record.subject!);
      if (portOut.record.state !== 'awaiting_validation')
        throw new CarrierError('INVALID_STATE', `the port-out is ${portOut.record.state}`, 'portOutId');
      const { approve, reason } = ctx.self.record.body as { approve: boolean; reason?: string };
      const msisdn = portOut.record.subject!;
      const now = ctx.now.toISOString();
      const line = lineByMdn(ctx.w, msisdn);
      if (approve && line) {
        ctx.w.put('lines', line.lineId, { ...line, status: 'ported_out', updatedAt: now });
        ctx.w.put('numbers', msisdn, {
          ...ctx.w.get<NumberRecord>('numbers', msisdn)!,
          status: 'ported_out',
          updatedAt: now,
        });
        const sim = ctx.w.get<Sim>('sims', line.iccid);
        if (sim) ctx.w.put('sims', sim.iccid, { ...sim, status: 'void', updatedAt: now });
        portOut.complete('port_out.completed', { portOutId: portOut.record.requestId, msisdn }, 'completed');
      } else {
        portOut.complete(
          'port_out.denied',
          { portOutId: portOut.record.requestId, msisdn, reason: reason ?? null },
          'denied',
        );
      }
      ctx.self.complete('port_out.validation.completed', { portOutId: portOut.record.requestId, approve });
    },
  },
};

export const portCommands = (): CommandHandler[] => [submit, update, cancel, validatePortOut];
