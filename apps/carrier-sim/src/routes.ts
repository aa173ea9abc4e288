/** The carrier API (`/v1`): commands answered 202, status queries, listings, the webhook registration. */
import { z } from 'zod';
import type { Engine } from './engine';
import type { RequestRecord } from './engine-types';
import { CarrierError } from './errors';
import type { Answer, Router } from './http';
import { type Line, type NumberRecord, page, type Sim } from './inventory';
import { eligibility } from './commands-ports';
import type { Sms } from './commands-messages';
import { zMdn } from './schemas';
import type { Store } from './store';

/** A request as the status query shows it: secrets we sent (a port's PIN) are not echoed back. */
export const requestView = ({ bodyHash: _h, faults: _f, ...view }: RequestRecord) =>
  typeof view.body.pin === 'string' ? { ...view, body: { ...view.body, pin: '****' } } : view;

function accepted(record: RequestRecord, replay: boolean): Answer {
  const { requestId, reference, command, status, acceptedAt } = record;
  return {
    status: 202,
    body: { requestId, reference, command, status, acceptedAt },
    headers: replay ? { 'idempotent-replayed': 'true' } : {},
  };
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new CarrierError('INVALID_REQUEST', issue.message, issue.path.join('.') || undefined);
}

const zPage = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export function registerApiRoutes(
  router: Router,
  engine: Engine,
  store: Store,
  webhook: { get(): string | null; set(url: string): void },
) {
  const run =
    (command: string, subject?: string) => (call: { body: unknown; params: Record<string, string> }) => {
      const reference = (call.body as { reference?: unknown } | null)?.reference;
      const before = typeof reference === 'string' ? engine.byReference(reference)?.requestId : undefined;
      const id = subject ? call.params[subject]! : null;
      const record = engine.accept(command, call.body, id);
      return accepted(record, before === record.requestId);
    };
  router.add('POST', '/v1/lines', run('activate_line'), { command: true });
  router.add('POST', '/v1/sims', run('new_sim'), { command: true });
  router.add('POST', '/v1/lines/:mdn/sim', run('move_number', 'mdn'), { command: true });
  router.add('POST', '/v1/lines/:mdn/barring', run('set_barring', 'mdn'), { command: true });
  router.add('POST', '/v1/lines/:mdn/data-barring', run('set_data_barring', 'mdn'), { command: true });
  router.add('POST', '/v1/lines/:mdn/e911-address', run('set_e911_address', 'mdn'), { command: true });
  router.add('POST', '/v1/port-ins', run('port_in_submit'), { command: true });
  router.add('POST', '/v1/port-ins/:portId/update', run('port_in_update', 'portId'), { command: true });
  router.add('POST', '/v1/port-ins/:portId/cancel', run('port_in_cancel', 'portId'), { command: true });
  router.add('POST', '/v1/port-outs/:portOutId/validation', run('port_out_validate', 'portOutId'), {
    command: true,
  });
  router.add('POST', '/v1/usage-reports', run('usage_report'), { command: true });
  router.add('POST', '/v1/sms', run('send_sms'), { command: true });

  router.add('GET', '/v1/port-ins/eligibility', ({ query }) => ({
    status: 200,
    body: eligibility(store, parse(zMdn, query.get('msisdn') ?? '')),
  }));
  router.add('GET', '/v1/requests/:requestId', ({ params }) => ({
    status: 200,
    body: requestView(engine.request(params.requestId!)),
  }));
  router.add('GET', '/v1/requests', ({ query }) => {
    const found = engine.byReference(query.get('reference') ?? '');
    if (!found) throw new CarrierError('NOT_FOUND', 'no request has this reference', 'reference');
    return { status: 200, body: requestView(found) };
  });

  const listing =
    <T>(collection: string, key: (item: T) => string, keep: (item: T) => boolean = () => true) =>
    ({ query }: { query: URLSearchParams }) => {
      const { cursor, limit } = parse(zPage, Object.fromEntries(query));
      return {
        status: 200,
        body: page(store.values<T>(collection).filter(keep), key, cursor ?? null, limit),
      };
    };
  router.add(
    'GET',
    '/v1/lines',
    listing<Line>('lines', (l) => l.lineId),
  );
  router.add(
    'GET',
    '/v1/numbers',
    listing<NumberRecord>('numbers', (n) => n.mdn),
  );
  router.add(
    'GET',
    '/v1/sims',
    listing<Sim>('sims', (s) => s.iccid),
  );
  router.add(
    'GET',
    '/v1/bars',
    listing<Line>(
      'lines',
      (l) => l.mdn,
      (l) => l.barred && l.status === 'active',
    ),
  );

  // Texts sent (`POST /v1/sms`): one by its id (the command's request id), or a page of them, oldest first.
  router.add('GET', '/v1/sms/:smsId', ({ params }) => {
    const sms = store.get<Sms>('sms', params.smsId!);
    if (!sms) throw new CarrierError('NOT_FOUND', 'no text has this id', 'smsId');
    return { status: 200, body: sms };
  });
  router.add('GET', '/v1/sms', ({ query }) => {
    const to = query.get('to');
    if (to !== null) parse(zMdn, to);
    const { cursor, limit } = parse(zPage, {
      cursor: query.get('cursor') ?? undefined,
      limit: query.get('limit') ?? undefined,
    });
    const texts = store.values<Sms>('sms').filter((s) => !to || s.to === to);
    return { status: 200, body: page(texts, (s) => `${s.sentAt}|${s.smsId}`, cursor ?? null, limit) };
  });

  router.add('GET', '/v1/webhook', () => ({ status: 200, body: { url: webhook.get() } }));
  router.add('PUT', '/v1/webhook', ({ body }) => {
    const { url } = parse(z.object({ url: z.url({ protocol: /^https?$/ }) }), body);
    webhook.set(url);
    return { status: 200, body: { url } };
  });
}
