/** Composition root of the shop: cards, checkout, order history, payment and carrier adapters. */
import type { FastifyInstance } from 'fastify';
import { createSimulatedCarrier } from './adapters/carrier/simulated-carrier';
import { createConfiguredPaymentProvider } from './adapters/payments/create-payment-provider';
import { registerSandboxRoutes } from './adapters/payments/sandbox/sandbox-routes';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Router } from './http/router';
import { resolvePublicUrl } from './lib/public-url';
import { createCardRepository } from './repositories/card-repository';
import { createCardSetupRepository } from './repositories/card-setup-repository';
import { createHistoryRepository } from './repositories/history-repository';
import { createOrderRepository } from './repositories/order-repository';
import { createPlanRepository } from './repositories/plan-repository';
import { createPricingRepository } from './repositories/pricing-repository';
import { registerCardRoutes } from './routes/card-routes';
import { registerCheckoutRoutes } from './routes/checkout-routes';
import { registerPaymentWebhookRoutes } from './routes/payment-webhook-routes';
import { createCardService } from './services/card-service';
import { createCheckoutService } from './services/checkout-service';
import type { Customer } from './services/commerce-types';
import { createHistoryService } from './services/history-service';
import { createOrderFulfilment } from './services/order-fulfilment';
import { createPaymentEventsService } from './services/payment-events-service';
import { createPricingService } from './services/pricing-service';

type Log = { warn: (object: object, message: string) => void };

export type CommerceOptions = {
  config: Config;
  database: Database;
  log: Log;
};

export function createCommerce({ config, database, log }: CommerceOptions) {
  const db = database.db;
  const publicUrl = resolvePublicUrl(config);
  const { provider, sandbox } = createConfiguredPaymentProvider(config, db, publicUrl);
  if (sandbox && config.isProduction) {
    log.warn(
      { provider: 'sandbox' },
      'Payments use the built-in sandbox: no real money moves. Set STRIPE_SECRET_KEY.',
    );
  }
  const carrier = createSimulatedCarrier(db, { smdpAddress: config.smdpAddress });
  const cards = createCardRepository(db);
  const setups = createCardSetupRepository(db);
  const orders = createOrderRepository(db);
  const pricing = createPricingService({
    plans: createPlanRepository(db),
    pricing: createPricingRepository(db),
    carrier,
  });
  const cardService = createCardService({ cards, setups, provider, publicUrl, log });
  const fulfilment = createOrderFulfilment({ orders, cards, setups, provider, carrier });
  return {
    provider,
    sandbox,
    publicUrl,
    /** The webhook route exists only where a provider sends signed webhooks we can verify. */
    acceptsWebhooks: Boolean(provider.parseWebhook && config.stripeWebhookSecret),
    cards: cardService,
    checkout: createCheckoutService({ pricing, orders, cards, fulfilment }),
    history: createHistoryService(createHistoryRepository(db)),
    events: createPaymentEventsService({ provider, setups, cardService }),
  };
}

export type Commerce = ReturnType<typeof createCommerce>;

export async function registerCommerceRoutes<U extends Customer>(
  app: FastifyInstance,
  router: Router<U>,
  commerce: Commerce,
  options: { merchant: string },
): Promise<void> {
  registerCardRoutes(router, commerce.cards);
  registerCheckoutRoutes(router, commerce);
  if (commerce.acceptsWebhooks) await registerPaymentWebhookRoutes(app, commerce.events);
  if (commerce.sandbox) {
    await registerSandboxRoutes(app, commerce.sandbox, {
      merchant: options.merchant,
      homeUrl: `${commerce.publicUrl}/dashboard/payment`,
    });
  }
}
