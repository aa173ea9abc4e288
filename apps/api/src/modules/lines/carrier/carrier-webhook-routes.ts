import type { FastifyInstance } from 'fastify';
import { signatureHolds, type CarrierEvent } from './carrier-events';

/** The carrier posts its events here (docs/carrier-api.md); it sends no channel headers. */
export const CARRIER_WEBHOOK_PATH = '/app/carrier/events';

/**
 * The signature covers the exact bytes the carrier sent, so the body is read raw (as the payment
 * webhook does). A wrong signature or a timestamp more than 300 s away is 401 (the carrier sends
 * it again, signed afresh); an event is answered 204 once stored, a duplicate too.
 */
export async function registerCarrierWebhookRoutes(
  app: FastifyInstance,
  deps: { secret: string; outbox: { applyEvent(event: CarrierEvent, via: 'webhook'): Promise<unknown> } },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(CARRIER_WEBHOOK_PATH, async (request, reply) => {
      const header = request.headers['carrier-signature'];
      const raw = (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)).toString('utf8');
      const verdict = signatureHolds(
        deps.secret,
        raw,
        typeof header === 'string' ? header : undefined,
        Math.floor(Date.now() / 1000),
      );
      if (verdict !== 'ok') return reply.code(401).send({ error: { code: 'UNAUTHORIZED', why: verdict } });
      let event: CarrierEvent;
      try {
        event = JSON.parse(raw) as CarrierEvent;
      } catch {
        return reply.code(400).send({ error: { code: 'INVALID_REQUEST' } });
      }
      if (
        typeof event.eventId !== 'string' ||
        typeof event.requestId !== 'string' ||
        typeof event.type !== 'string' ||
        typeof event.sequence !== 'number' ||
        typeof event.occurredAt !== 'string'
      )
        return reply.code(400).send({ error: { code: 'INVALID_REQUEST' } });
      await deps.outbox.applyEvent(event, 'webhook');
      return reply.code(204).send();
    });
  });
}
