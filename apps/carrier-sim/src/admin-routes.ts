/** The simulator's own controls (`/admin`): faults, the phone's eSIM download, another carrier's port-out, usage. */
import { z } from 'zod';
import { playEsimDownload } from './commands-sims';
import { recordUsage, type Sms, zUsage } from './commands-messages';
import { requestPortOut } from './commands-ports';
import type { Engine } from './engine';
import type { Delivery, Timer } from './engine-types';
import { CarrierError } from './errors';
import { type Faults, NO_FAULTS, zFaults } from './faults';
import type { Router } from './http';
import { requestView } from './routes';
import { zMdn } from './schemas';
import type { Store } from './store';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new CarrierError('INVALID_REQUEST', issue.message, issue.path.join('.') || undefined);
}

export function registerAdminRoutes(
  router: Router,
  engine: Engine,
  store: Store,
  faults: { get(): Faults; set(f: Faults): void },
) {
  router.add(
    'GET',
    '/health',
    () => ({
      status: 200,
      body: {
        ok: true,
        pendingSteps: store.values<Timer>('timers').length,
        pendingDeliveries: store.values<Delivery>('outbox').filter((d) => !d.dead).length,
      },
    }),
    { open: true },
  );
  router.add('GET', '/admin/faults', () => ({ status: 200, body: faults.get() }));
  router.add('PUT', '/admin/faults', ({ body }) => {
    faults.set({ ...faults.get(), ...parse(zFaults.partial().strict(), body) });
    return { status: 200, body: faults.get() };
  });
  router.add('DELETE', '/admin/faults', () => {
    faults.set(NO_FAULTS);
    return { status: 200, body: faults.get() };
  });
  router.add('POST', '/admin/esims/:iccid/download', ({ params, body }) => {
    const { outcome } = parse(
      z.object({ outcome: z.enum(['installed', 'failed']).default('installed') }),
      body,
    );
    playEsimDownload(engine, params.iccid!, outcome);
    return { status: 202, body: { iccid: params.iccid, outcome } };
  });
  router.add('POST', '/admin/port-outs', ({ body }) => {
    const given = parse(
      z.object({
        msisdn: zMdn,
        accountNumber: z.string().max(40).nullable().default(null),
        pin: z.string().max(20).nullable().default(null),
        /** The gaining carrier, as it names itself. */
        requestedBy: z.string().max(80).nullable().default(null),
      }),
      body,
    );
    return { status: 202, body: requestView(requestPortOut(engine, given)) };
  });
  router.add('POST', '/admin/usage', ({ body }) => ({
    status: 201,
    body: recordUsage(store, parse(zUsage, body)),
  }));
  router.add('GET', '/admin/sms', ({ query }) => {
    const to = query.get('to');
    return { status: 200, body: { items: store.values<Sms>('sms').filter((s) => !to || s.to === to) } };
  });
  // A request with the faults drawn for it (the status query does not show them).
  router.add('GET', '/admin/requests/:requestId', ({ params }) => ({
    status: 200,
    body: engine.request(params.requestId!),
  }));
  router.add('GET', '/admin/deliveries', () => ({
    status: 200,
    body: { items: store.values<Delivery>('outbox') },
  }));
  router.add('POST', '/admin/crash', () => {
    // Killed as by `kill -9`: no snapshot, no goodbye; the journal is all that survives.
    setImmediate(() => process.kill(process.pid, 'SIGKILL'));
    return { status: 202, body: { crashing: true } };
  });
}
