/**
 * New SIMs and eSIM profiles. An eSIM goes ordered -> released (activation code) and then, when the
 * phone downloads it (`POST /admin/esims/:iccid/install` plays that), downloaded -> installed or
 * failed: ES2+ handleDownloadProgressInfo, as events on the request that ordered the profile.
 */
import type { CommandHandler, Engine, StepContext } from './engine';
import { CarrierError } from './errors';
import type { EsimState, Sim } from './inventory';
import { command, zIccid, zMdn, zSimType } from './schemas';
import { newActivationCode, newIccid } from '@mvno/telecom/sim-identifiers';

function setEsim(ctx: StepContext, state: EsimState) {
  const sim = ctx.w.get<Sim>('sims', String(ctx.self.record.result?.iccid));
  if (!sim?.esim) return;
  ctx.w.put('sims', sim.iccid, { ...sim, esim: { ...sim.esim, state }, updatedAt: ctx.now.toISOString() });
  ctx.self.set({ state });
  return sim;
}

/** The steps the phone's download plays on any request that released a profile. */
export const esimSteps: CommandHandler['steps'] = {
  esim_installed(ctx) {
    const sim = setEsim(ctx, 'installed');
    if (sim) ctx.self.emit('esim.installed', { iccid: sim.iccid, mdn: sim.mdn });
  },
  esim_failed(ctx) {
    const sim = setEsim(ctx, 'failed');
    const error = new CarrierError(
      'ESIM_DOWNLOAD_FAILED',
      'the phone could not install the profile',
    ).toBody();
    if (sim) ctx.self.emit('esim.failed', { iccid: sim.iccid, mdn: sim.mdn, error });
  },
};

/** The phone downloads the profile now; installation (or failure) follows one step later. */
export function playEsimDownload(engine: Engine, iccid: string, outcome: 'installed' | 'failed') {
  const sim = engine.store.get<Sim>('sims', iccid);
  if (!sim?.esim) throw new CarrierError('NOT_FOUND', 'no eSIM profile has this ICCID', 'iccid');
  if (sim.esim.state !== 'released')
    throw new CarrierError('INVALID_STATE', `the profile is ${sim.esim.state}, not released`, 'iccid');
  engine.act(sim.esim.requestId, (self, w, now) => {
    w.put('sims', iccid, {
      ...sim,
      esim: { ...sim.esim!, state: 'downloaded' },
      updatedAt: now.toISOString(),
    });
    self.set({ state: 'downloaded' });
    self.emit('esim.downloaded', { iccid, mdn: sim.mdn });
    self.schedule(outcome === 'installed' ? 'esim_installed' : 'esim_failed');
  });
}

export function simCommands(options: { smdpAddress: string }): CommandHandler[] {
  const newSim: CommandHandler = {
    command: 'new_sim',
    schema: command({ simType: zSimType, iccid: zIccid.optional(), mdn: zMdn.optional() }).refine(
      (b) => b.simType === 'esim' || b.iccid !== undefined,
      { message: 'a physical SIM is named by its ICCID', path: ['iccid'] },
    ),
    line: (body) => (typeof body.mdn === 'string' ? body.mdn : null),
    rejectable: ['NETWORK_BUSY'],
    steps: {
      start(ctx) {
        const { simType, iccid } = ctx.self.record.body as { simType: 'psim' | 'esim'; iccid?: string };
        const now = ctx.now.toISOString();
        if (simType === 'psim') {
          const known = ctx.w.get<Sim>('sims', iccid!);
          if (known && known.status !== 'available')
            throw new CarrierError('SIM_NOT_AVAILABLE', 'this SIM is in use or void', 'iccid');
          ctx.w.put('sims', iccid!, {
            iccid: iccid!,
            type: 'psim',
            mdn: null,
            status: 'available',
            esim: null,
            updatedAt: now,
          } satisfies Sim);
          return ctx.self.complete('sim.ready', { iccid, activationCode: null });
        }
        const profile = newIccid();
        const sim: Sim = {
          iccid: profile,
          type: 'esim',
          mdn: null,
          status: 'available',
          esim: { state: 'ordered', activationCode: null, requestId: ctx.self.record.requestId },
          updatedAt: now,
        };
        ctx.w.put('sims', profile, sim);
        ctx.self.set({ status: 'in_progress', state: 'ordered', result: { iccid: profile } });
        ctx.self.emit('esim.ordered', { iccid: profile });
        ctx.self.schedule('release');
      },
      release(ctx) {
        const iccid = String(ctx.self.record.result?.iccid);
        const sim = ctx.w.get<Sim>('sims', iccid)!;
        const activationCode = newActivationCode(options.smdpAddress);
        ctx.w.put('sims', iccid, {
          ...sim,
          esim: { ...sim.esim!, state: 'released', activationCode },
          updatedAt: ctx.now.toISOString(),
        });
        ctx.self.complete('esim.released', { iccid, activationCode }, 'released');
      },
      ...esimSteps,
    },
  };
  return [newSim];
}
