/**
 * Payments: saved cards, charging them for the shop and the lines, the payment provider (Stripe
 * when STRIPE_SECRET_KEY is set, else the built-in sandbox with its hosted card page), the
 * provider's webhooks, and the money records: the order history, written by shop and lines
 * through payments-ledger.ts inside their own database transactions (decision 021).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { Log } from '../../lib/log';
import type { Customer } from '../accounts/accounts-types';
import { createConfiguredPaymentProvider } from './providers/create-payment-provider';
import { createPaymentHistoryRepository } from './payment-history/payment-history-repository';
import { registerCardRoutes } from './cards/card-routes';
import { registerPaymentHistoryRoutes } from './payment-history/payment-history-routes';
import { registerPaymentWebhookRoutes } from './webhooks/payment-webhook-routes';
import { registerSandboxRoutes } from './providers/sandbox/sandbox-routes';
import { createCards } from './cards/cards-slice';
import { createSiteAddresses } from '../../lib/public-url';
import { createPaymentEventsService } from './webhooks/payment-events-service';
import { createPaymentHistoryService, toTransaction } from './payment-history/payment-history-service';
import { paymentsPrivacy } from './payments-privacy';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs';
import { createWallet } from './wallet/wallet-slice';
import { walletPrivacy } from './wallet/wallet-privacy';
import { registerWalletRoutes } from './wallet/wallet-routes';
import { createInvoiceRepository } from './invoices/invoice-repository';
import { registerInvoiceRoutes } from './invoices/invoice-routes';
import { createInvoiceService } from './invoices/invoice-service';

export type PaymentsDeps = {
  config: Pick<
    Config,
    | 'isProduction'
    | 'brandName'
    | 'publicUrlAliases'
    | 'stripeSecretKey'
    | 'stripeWebhookSecret'
    | 'stripeApiBase'
    | 'sandboxChargeDelayMs'
    | 'referrals'
    | 'orders'
  >;
  database: Database;
  publicUrl: string;
  log: Log;
  /** The clock of credit's expiry and referrals (the renewals' clock). */
  clock: Clock;
  /** The wallet's sweep (expiries, referrals); without it the sweep runs only when called. */
  jobs?: JobQueue;
};

export function createPaymentsModule({ config, database, publicUrl, log, clock, jobs }: PaymentsDeps) {
  const db = database.db;
  const { provider, sandbox } = createConfiguredPaymentProvider(config, db, publicUrl);
  if (sandbox && config.isProduction) {
    log.warn(
      { provider: 'sandbox' },
      'DEMO_MODE: payments use the built-in sandbox and its test cards; no real money moves.',
    );
  }
  const { cards, setups, cardService, charges } = createCards({
    db,
    provider,
    site: createSiteAddresses(publicUrl, config.publicUrlAliases),
    log,
  });
  const events = createPaymentEventsService({ provider, setups, cardService });
  const paymentHistory = createPaymentHistoryRepository(db);
  const history = createPaymentHistoryService(paymentHistory);
  const wallet = createWallet({
    db,
    payments: charges,
    primaryCardOf: async (userId) => (await cards.listByUser(userId)).find((card) => card.isPrimary),
    jobs,
    clock,
    log,
    settings: {
      ...config.referrals,
      leaseSeconds: config.orders.leaseSeconds,
      sweepIntervalSeconds: config.orders.recoveryIntervalSeconds,
    },
  });
  const invoices = createInvoiceService(createInvoiceRepository(db));
  /** The webhook route exists only where a provider sends signed webhooks we can verify. */
  const acceptsWebhooks = Boolean(provider.parseWebhook && config.stripeWebhookSecret);

  return {
    name: 'payments',
    description: "Saved cards, saving a new one on the payment provider's page, and the order history",
    privacy: [paymentsPrivacy, walletPrivacy],
    requireOwnedCard: charges.requireOwnedCard,
    chargeSavedCard: charges.chargeSavedCard,
    refundCharge: charges.refundCharge,
    /** Account credit, spent before the card by renewals and data add-ons (decision 071). */
    accountCredit: wallet.service.credit,
    /** The wallet as the care console reads it and grants goodwill credit (decision 071). */
    wallet: {
      walletOf: wallet.service.walletOf,
      grantGoodwill: wallet.service.grantGoodwill,
      refundToBalance: wallet.service.refundToBalance,
      /** Due expiries and referrals, now (the sweep also runs periodically). */
      sweep: wallet.sweep,
    },
    /** Invoices and credit notes and the remittance report, as the care console reads them (decision 069). */
    invoices,
    /**
     * The customer's account is being deleted (decision 032): the provider forgets every saved card
     * and then the customer itself (an outage throws before anything of ours is changed); then our
     * cards, card-saving sessions and provider references go. Receipts stay (the order history).
     */
    async forgetCustomer(userId: string): Promise<void> {
      for (const card of await cards.listByUser(userId)) {
        if (card.provider === provider.name) await provider.detachPaymentMethod(card.providerToken);
      }
      for (const customer of await setups.customersOf(userId)) {
        if (customer.provider === provider.name) await provider.deleteCustomer(customer.customerRef);
      }
      await cards.deleteAllOf(userId);
      await setups.forgetUser(userId);
    },
    /** A customer's newest payments, as the support inbox shows them (read-only). */
    recentPayments: async (userId: string, limit: number) =>
      (await paymentHistory.pageOf({ userId, limit }))
        .map((row) => toTransaction(row))
        .map((t) => ({
          id: t.id,
          item: t.item,
          transactionTime: t.transactionTime,
          successful: t.successful,
          amount: t.paymentDetails.finalCheckoutAmount,
        })),
    registerRoutes(router: Router<Customer>) {
      registerCardRoutes(router, cardService);
      registerPaymentHistoryRoutes(router, history);
      registerWalletRoutes(router, wallet.service, wallet.referrals);
      registerInvoiceRoutes(router, invoices);
    },
    async register(app: FastifyInstance) {
      // Expiries and referrals due while no process ran are found at start-up, then periodically.
      app.addHook('onReady', async () => {
        await wallet.start?.().catch((error: unknown) => {
          log.error({ err: error }, 'wallet sweep could not be queued');
        });
      });
      if (acceptsWebhooks) await registerPaymentWebhookRoutes(app, events);
      if (sandbox) {
        await registerSandboxRoutes(app, sandbox, {
          merchant: config.brandName,
          homeUrl: `${publicUrl}/dashboard/payment`,
        });
      }
    },
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
