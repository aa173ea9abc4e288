/**
 * The shop: plans on sale, the server's price of an order (tax by state, fees, promo codes) and
 * checkout (paying is idempotent by a client key). Cards are charged, and the payment recorded in
 * the order history, through the payments module; lines opened through the lines module.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Router } from '../../http/router';
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailQueue } from '../../lib/mail';
import type { Customer } from '../accounts/accounts-types';
import type { PlatformEvents } from '../platform/platform-module';
import { createCataloguePlanRepository } from './catalogue/catalogue-plan-repository';
import { createPriceNoticeRepository } from './catalogue/price-notice-repository';
import { createPlanRepository } from './plans/plan-repository';
import { createPricingRepository } from './pricing/pricing-repository';
import { createPromotionRepository } from './catalogue/promotion-repository';
import { registerCheckoutRoutes } from './checkout/checkout-routes';
import { registerPlanRoutes } from './plans/plan-routes';
import { createCheckoutService } from './checkout/checkout-service';
import { createOrders } from './orders/orders-slice';
import { createCataloguePlanService } from './catalogue/catalogue-plan-service';
import { createPlanService } from './plans/plan-service';
import { createPromotionService } from './catalogue/promotion-service';
import { createPricingService, renewalPriceOf } from './pricing/pricing-service';
import type { SavedCardPayments } from '../payments/charge-ledger';
import type { ShopCarrier, ShopLines, ShopTaxes } from './shop-ports';
import { shopPrivacy } from './shop-privacy';
import { createLabelRepository } from './labels/label-repository';
import { createLabelService } from './labels/label-service';
import { registerLabelFiles, registerLabelRoutes } from './labels/label-routes';

export type ShopDeps = {
  database: Database;
  /** The lines module's carrier. */
  carrier: ShopCarrier;
  /** The taxes module's port: where a sale is taxed and the rates in force there (decision 060). */
  taxes: ShopTaxes;
  /** The lines module's view of a line waiting for a number (cancel and refund). */
  lines: ShopLines;
  /** The payments module's saved cards. */
  payments: SavedCardPayments;
  /** Order confirmation mails. */
  mail: MailQueue;
  /** The accounts module's customers (recovery mails the customer of an order). */
  findCustomer: (userId: string) => Promise<Customer | undefined>;
  /** Order recovery runs on the job queue. */
  jobs: JobQueue;
  log: Log;
  brandName: string;
  publicUrl: string;
  /** Broadband Facts labels (decision 061): the company's FRN and the support address they name. */
  labels: { frn: string; supportEmail: string };
  /** Changes of the catalogue are announced to every process, which then reads it again. */
  events: PlatformEvents;
  /** ORDER_LEASE_SECONDS and ORDER_RECOVERY_INTERVAL_SECONDS. */
  orderTiming: { leaseSeconds: number; recoveryIntervalSeconds: number };
  /** Seconds between two refund runs of failed carrier activations; null without the carrier outbox (decision 086). */
  activationRefundSeconds?: number | null;
  /** A new line's first plan period: the renewals' clock and PLAN_PERIOD_DAYS. */
  firstPeriod: { now: () => Date; days: number };
  /** PRICE_NOTICE_DAYS: from a price change's notice to the first renewal charging it (decision 063). */
  priceNoticeDays: number;
};

/**
 * What renewing a plan charges (decision 017): the plan's price less an every-period promotion the
 * line was bought with (decision 029), the taxes in force at the line's sourced address when it is
 * charged (decision 060) on what is left, and the regulatory fee; no activation fee.
 */
export const renewalPrice = renewalPriceOf;

/** The topic on which a change of the plans on sale is announced. */
const CATALOGUE_TOPIC = 'shop-catalogue';

export function createShopModule({
  database,
  carrier,
  taxes,
  lines,
  payments,
  mail,
  findCustomer,
  jobs,
  log,
  brandName,
  publicUrl,
  labels,
  events,
  orderTiming,
  firstPeriod,
  priceNoticeDays,
  activationRefundSeconds = null,
}: ShopDeps) {
  const leaseMs = orderTiming.leaseSeconds * 1000;
  const db = database.db;
  const plans = createPlanRepository(db);
  const pricing = createPricingService({ plans, pricing: createPricingRepository(db), carrier, taxes });
  const { orders, fulfilment, cancellation, recovery, activationRefunds } = createOrders({
    db,
    payments,
    carrier,
    lines,
    mail,
    mailContext: { brandName, publicUrl },
    findCustomer,
    jobs,
    log,
    firstPeriod,
    leaseMs,
    intervalSeconds: orderTiming.recoveryIntervalSeconds,
    activationRefundSeconds,
  });
  const checkout = createCheckoutService({
    pricing,
    orders,
    payments,
    fulfilment,
    renewal: {
      priceCents: (planPriceCents, rates, discount) =>
        renewalPrice(planPriceCents, rates, discount).finalCents,
      periodDays: firstPeriod.days,
    },
    timing: { leaseMs },
  });
  const planService = createPlanService({
    repository: plans,
    feed: events,
    announceChange: () => events.publish(CATALOGUE_TOPIC, 'changed'),
  });
  const labelService = createLabelService({
    repository: createLabelRepository(db),
    settings: { ...labels, providerName: brandName, publicUrl },
    now: firstPeriod.now,
  });
  const promotions = createPromotionService({ repository: createPromotionRepository(db) });
  const cataloguePlans = createCataloguePlanService({
    repository: createCataloguePlanRepository(db),
    // A retired plan's label is withdrawn, and a new price's label published, when the change is made.
    announceChange: async () => {
      await labelService.sync();
      await planService.changed();
    },
    jobs,
    mail,
    mailContext: { brandName, publicUrl },
    findCustomer,
    log,
    priceNotices: createPriceNoticeRepository(db),
    now: firstPeriod.now,
    noticeDays: priceNoticeDays,
    periodDays: firstPeriod.days,
  });
  events.subscribe(CATALOGUE_TOPIC, planService.forget);
  events.onGap(planService.forget);
  return {
    name: 'shop',
    description: 'Plans, the order summary priced by the server and checkout',
    privacy: shopPrivacy,
    /** Promotions and plans: what the console's catalogue editors change (decision 029). */
    promotions,
    cataloguePlans,
    /** Changes a plan on sale; every process serves the change from its next answer. */
    updatePlan: planService.updatePlan,
    /** The plans answer as kept in memory, if it is (the front of prepared answers serves it). */
    keptPlans: planService.keptPlans,
    /** Calls `listener` whenever any process announces a change of the catalogue, or one may have been missed. */
    onCatalogueChange(listener: () => void) {
      events.subscribe(CATALOGUE_TOPIC, listener);
      events.onGap(listener);
    },
    /** Plans were changed outside updatePlan (a seed, a migration): every process reads them again. */
    async announceCatalogueChange() {
      planService.forget();
      await events.publish(CATALOGUE_TOPIC, 'changed');
    },
    registerRoutes(router: Router<Customer>) {
      registerPlanRoutes(router, planService);
      registerCheckoutRoutes(router, checkout, cancellation);
      registerLabelRoutes(router, labelService);
    },
    async register(app: FastifyInstance) {
      registerLabelFiles(app, labelService);
      // Orders a crash left unfinished are recovered at start-up, then periodically.
      let retry: NodeJS.Timeout | undefined;
      const start = async (): Promise<void> => {
        try {
          await recovery.start();
          await activationRefunds.start();
        } catch (error) {
          // The database is away: try again until the queue takes the job.
          log.error({ err: error }, 'order recovery could not be queued; trying again');
          retry = setTimeout(() => void start(), 30_000);
          retry.unref();
        }
      };
      app.addHook('onReady', start);
      app.addHook('onClose', async () => {
        clearTimeout(retry);
        planService.close();
      });
    },
  };
}

export type ShopModule = ReturnType<typeof createShopModule>;
