/** Commands on lines: activate, move the number to a SIM, bar or unbar (all or data only), the E911 address. */
import { z } from 'zod';
import type { CommandHandler, StepContext } from './engine';
import { CarrierError } from './errors';
import { activeLine, allocateNumber, type Line, newLineId, type Sim } from './inventory';
import { command, zAddress, zIccid, zSimType, zZip } from './schemas';
import { newActivationCode, newIccid } from '@mvno/telecom/sim-identifiers';
import { esimSteps } from './commands-sims';

const mdnOf = (_body: unknown, subject: string | null) => subject;
const checkLine = (
  store: Parameters<NonNullable<CommandHandler['check']>>[0],
  _b: unknown,
  subject: string | null,
) => {
  activeLine(store, subject ?? '');
};

/** A SIM that may take a number: unknown to us (a partner SIM), or registered and unused. */
export function claimSim(ctx: StepContext, iccid: string, mdn: string): Sim {
  const sim = ctx.w.get<Sim>('sims', iccid);
  if (sim && (sim.status === 'void' || (sim.status === 'active' && sim.mdn !== mdn)))
    throw new CarrierError('SIM_NOT_AVAILABLE', 'this SIM is in use or void', 'iccid');
  return { iccid, type: 'psim', esim: null, ...sim, mdn, status: 'active', updatedAt: ctx.now.toISOString() };
}

/** A command on an active line (refused otherwise): `start` is given the line and the command's body. */
function onActiveLine<B>(
  name: string,
  schema: CommandHandler['schema'],
  start: (ctx: StepContext, line: Line, body: B) => void,
): CommandHandler {
  return {
    command: name,
    schema,
    line: mdnOf,
    rejectable: ['NETWORK_BUSY'],
    check: checkLine,
    steps: {
      start(ctx) {
        start(ctx, activeLine(ctx.w, ctx.self.record.subject!), ctx.self.record.body as B);
      },
    },
  };
}

export function lineCommands(options: { smdpAddress: string }): CommandHandler[] {
  const activate: CommandHandler = {
    command: 'activate_line',
    schema: command({ simType: zSimType, zipCode: zZip, iccid: zIccid.optional() }),
    line: () => null,
    rejectable: ['NETWORK_BUSY', 'NUMBER_UNAVAILABLE'],
    steps: {
      start(ctx) {
        const {
          simType,
          zipCode,
          iccid: given,
        } = ctx.self.record.body as { simType: 'psim' | 'esim'; zipCode: string; iccid?: string };
        const now = ctx.now.toISOString();
        const lineId = newLineId();
        const mdn = allocateNumber(ctx.w, zipCode, lineId, now);
        const iccid = given ?? newIccid();
        const esim = simType === 'esim' && !given;
        const activationCode = esim ? newActivationCode(options.smdpAddress) : null;
        const sim: Sim = {
          ...claimSim(ctx, iccid, mdn),
          type: esim ? 'esim' : 'psim',
          esim: esim ? { state: 'released', activationCode, requestId: ctx.self.record.requestId } : null,
        };
        ctx.w.put('sims', iccid, sim);
        const line: Line = {
          lineId,
          mdn,
          zipCode,
          iccid,
          status: 'active',
          barred: false,
          dataBarred: false,
          e911: null,
          activatedAt: now,
          updatedAt: now,
        };
        ctx.w.put('lines', lineId, line);
        ctx.self.complete('line.activated', { lineId, mdn, iccid, activationCode }, esim ? 'released' : null);
      },
      ...esimSteps,
    },
  };

  const moveNumber = onActiveLine(
    'move_number',
    command({ iccid: zIccid }),
    (ctx, line, { iccid }: { iccid: string }) => {
      const now = ctx.now.toISOString();
      const sim = claimSim(ctx, iccid, line.mdn);
      if (line.iccid !== iccid) {
        const old = ctx.w.get<Sim>('sims', line.iccid);
        if (old) ctx.w.put('sims', old.iccid, { ...old, status: 'void', updatedAt: now });
      }
      ctx.w.put('sims', iccid, sim);
      ctx.w.put('lines', line.lineId, { ...line, iccid, updatedAt: now });
      ctx.self.complete('sim.changed', { mdn: line.mdn, iccid, previousIccid: line.iccid });
    },
  );

  const barring = onActiveLine(
    'set_barring',
    command({ barred: z.boolean() }),
    (ctx, line, { barred }: { barred: boolean }) => {
      ctx.w.put('lines', line.lineId, { ...line, barred, updatedAt: ctx.now.toISOString() });
      ctx.self.complete(barred ? 'line.barred' : 'line.unbarred', { mdn: line.mdn, barred });
    },
  );

  // A data-only bar (a usage cap reached): calls and texts go on. Not a provisioning action, as a
  // usage control it does not count against the line's daily quota.
  const { line: _provisioning, ...dataBarring }: CommandHandler = onActiveLine(
    'set_data_barring',
    command({ barred: z.boolean() }),
    (ctx, line, { barred }: { barred: boolean }) => {
      ctx.w.put('lines', line.lineId, { ...line, dataBarred: barred, updatedAt: ctx.now.toISOString() });
      ctx.self.complete(barred ? 'line.data_barred' : 'line.data_unbarred', { mdn: line.mdn, barred });
    },
  );

  const e911 = onActiveLine(
    'set_e911_address',
    command({ address: zAddress.nullable() }),
    (ctx, line, { address }: { address: Line['e911'] }) => {
      ctx.w.put('lines', line.lineId, { ...line, e911: address, updatedAt: ctx.now.toISOString() });
      ctx.self.complete('e911.updated', { mdn: line.mdn, address });
    },
  );

  return [activate, moveNumber, barring, dataBarring, e911];
}
