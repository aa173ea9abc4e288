import type { FastifyInstance } from 'fastify';
import type { PaymentEventsService } from './payment-events-service';

/** Stripe calls this; it carries no channel headers (see http/channel-headers.ts). */
export const STRIPE_WEBHOOK_PATH = '/app/payments/stripe/webhook';

/**
 * The signature covers the exact bytes Stripe sent, so this route reads the body raw: its own
 * JSON parser (in an encapsulated scope) hands the handler a Buffer.
 */
export async function registerPaymentWebhookRoutes(
  app: FastifyInstance,
  events: PaymentEventsService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return events.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
    });
  });
}
