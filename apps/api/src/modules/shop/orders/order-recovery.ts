/**
 * Order recovery: every order reaches a final state without a client. A job (at start-up and
 * then every ORDER_RECOVERY_INTERVAL_SECONDS, a setting) takes over each unfinished order whose worker's
 * lease ran out — a crash, a lost connection, a client that went away — and carries it to its
 * end from where it stands. Taking over is a conditional update on the lease, so of several
 * processes one works an order; recording its end is conditional on it being unfinished.
 */
import { ORDER_GIVE_UP_MINUTES, ORDER_RECOVERY_BATCH } from '@mvno/contracts/product-constants/shop';
import type { JobQueue } from '../../../lib/jobs';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import type { OrderRepository } from './order-repository';
import type { OrderFulfilment } from './order-fulfilment';

export const ORDER_RECOVERY_JOB = 'order-recovery';

export type OrderRecoveryDeps = {
  orders: OrderRepository;
  fulfilment: OrderFulfilment;
  findCustomer: (userId: string) => Promise<Customer | undefined>;
  jobs: JobQueue;
  log: Log;
  /** How long recovery holds an order it took over. */
  leaseMs: number;
  /** Pause between two runs (ORDER_RECOVERY_INTERVAL_SECONDS). */
  intervalSeconds: number;
};

export function createOrderRecovery({
  orders,
  fulfilment,
  findCustomer,
  jobs,
  log,
  leaseMs,
  intervalSeconds,
}: OrderRecoveryDeps) {
  /** Finishes (or refunds and fails) every order whose lease has run out; answers how many it ended. */
  async function recoverStalled(now = new Date()): Promise<number> {
    let ended = 0;
    const stalled = await orders.findStalled(now, ORDER_RECOVERY_BATCH);
    for (const { id } of stalled) {
      const order = await orders.takeOver(id, new Date(), new Date(Date.now() + leaseMs));
      if (!order) continue; // another process took it, or it ended meanwhile
      const customer = await findCustomer(order.userId);
      if (!customer) continue;
      const giveUp = Date.now() - order.createdAt.getTime() > ORDER_GIVE_UP_MINUTES * 60_000;
      try {
        await fulfilment.recover(order, customer, giveUp);
        ended += 1;
        log.info({ orderId: order.id, from: order.status }, 'unfinished order recovered');
      } catch (error) {
        // Left for the next run (its lease runs out first); after ORDER_GIVE_UP_MINUTES it is refunded.
        log.warn({ err: error, orderId: order.id }, 'unfinished order could not be recovered yet');
      }
    }
    return ended;
  }

  const periodic = definePeriodicJob(jobs, ORDER_RECOVERY_JOB, recoverStalled, intervalSeconds);

  return {
    recoverStalled,
    start: periodic.start,
  };
}

export type OrderRecovery = ReturnType<typeof createOrderRecovery>;
