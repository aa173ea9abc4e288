/**
 * The shop: plans on sale, the server's price of an order (tax by state, fees, promo codes),
 * checkout (paying is idempotent by a client key) and the order history it leaves behind.
 * Cards are charged through the payments module, lines opened through the lines module.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailSender } from '../../lib/mail';
import type { Customer } from '../accounts/accounts-types';
import { createOrderRepository } from './repositories/order-repository';
import { createPlanRepository } from './repositories/plan-repository';
import { createPricingRepository } from './repositories/pricing-repository';
import { createTransactionRepository } from './repositories/transaction-repository';
import { registerCheckoutRoutes } from './routes/checkout-routes';
import { registerOrderHistoryRoutes } from './routes/order-history-routes';
import { registerPlanRoutes } from './routes/plan-routes';
import { createCheckoutService, DEFAULT_TIMING } from './services/checkout-service';
import { createOrderFulfilment } from './services/order-fulfilment';
import { createOrderHistoryService, toTransaction } from './services/order-history-service';
import { createOrderRecovery } from './services/order-recovery';
import { createPlanService } from './services/plan-service';
import { createPricingService } from './services/pricing-service';
import type { ShopCarrier, ShopPayments } from './shop-ports';

export type ShopDeps = {
  database: Database;
  /** The lines module's carrier. */
  carrier: ShopCarrier;
  /** The payments module's saved cards. */
  payments: ShopPayments;
  /** Order confirmation mails. */
  mail: MailSender;
  /** The accounts module's customers (recovery mails the customer of an order). */
  findCustomer: (userId: string) => Promise<Customer | undefined>;
  /** Order recovery runs on the job queue. */
  jobs: JobQueue;
  log: Log;
  brandName: string;
  publicUrl: string;
};

export function createShopModule({
  database,
  carrier,
  payments,
  mail,
  findCustomer,
  jobs,
  log,
  brandName,
  publicUrl,
}: ShopDeps) {
  const db = database.db;
  const plans = createPlanRepository(db);
  const orders = createOrderRepository(db);
  const pricing = createPricingService({ plans, pricing: createPricingRepository(db), carrier });
  const fulfilment = createOrderFulfilment({
    orders,
    payments,
    carrier,
    mail,
    mailContext: { brandName, publicUrl },
    log,
  });
  const checkout = createCheckoutService({ pricing, orders, payments, fulfilment });
  const recovery = createOrderRecovery({
    orders,
    fulfilment,
    findCustomer,
    jobs,
    log,
    leaseMs: DEFAULT_TIMING.leaseMs,
  });
  const planService = createPlanService(plans);
  const transactions = createTransactionRepository(db);
  const history = createOrderHistoryService(transactions);
  return {
    name: 'shop',
    description: 'Plans, the order summary priced by the server, checkout and order history',
    /** A customer's newest orders, as the support inbox shows them (read-only). */
    recentOrders: async (userId: string, limit: number) =>
      (await transactions.pageOf({ userId, limit })).map(toTransaction).map((t) => ({
        id: t.id,
        item: t.item,
        transactionTime: t.transactionTime,
        successful: t.successful,
        amount: t.paymentDetails.finalCheckoutAmount,
      })),
    registerRoutes(router: Router<Customer>) {
      registerPlanRoutes(router, planService);
      registerCheckoutRoutes(router, checkout);
      registerOrderHistoryRoutes(router, history);
    },
    async register(app: FastifyInstance) {
      // Orders a crash left unfinished are recovered at start-up, then periodically.
      let retry: NodeJS.Timeout | undefined;
      const start = async (): Promise<void> => {
        try {
          await recovery.start();
        } catch (error) {
          // The database is away: try again until the queue takes the job.
          log.error({ err: error }, 'order recovery could not be queued; trying again');
          retry = setTimeout(() => void start(), 30_000);
          retry.unref();
        }
      };
      app.addHook('onReady', start);
      app.addHook('onClose', async () => clearTimeout(retry));
    },
  };
}

export type ShopModule = ReturnType<typeof createShopModule>;
