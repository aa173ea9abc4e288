import type { Db } from '../../../db/client';
import { confirmOnActivation } from './order-activation';
import { createActivationRefunds } from './order-activation-refund';
import { createOrderCancellation, type OrderCancellationDeps } from './order-cancellation';
import { createOrderFulfilment, type FulfilmentDeps } from './order-fulfilment';
import { createOrderRecovery, type OrderRecoveryDeps } from './order-recovery';
import { createOrderRepository } from './order-repository';

export type OrdersDeps = Omit<FulfilmentDeps, 'orders'> &
  Omit<OrderCancellationDeps, 'orders'> &
  Omit<OrderRecoveryDeps, 'orders' | 'fulfilment'> & {
    db: Db;
    /** Seconds between two refund runs of failed activations (the carrier outbox's; null: none, decision 086). */
    activationRefundSeconds: number | null;
  };

/**
 * Orders: their rows, fulfilment once paid, cancellation with its refund, recovery of unfinished ones,
 * and the refund of a line the carrier refused to activate (decision 086).
 */
export function createOrders({ db, activationRefundSeconds, ...deps }: OrdersDeps) {
  const orders = createOrderRepository(db);
  const fulfilment = createOrderFulfilment({ ...deps, orders });
  const cancellation = createOrderCancellation({ ...deps, orders });
  const recovery = createOrderRecovery({ ...deps, orders, fulfilment });
  confirmOnActivation({ ...deps, orders, fulfilment });
  const activationRefunds = createActivationRefunds({
    ...deps,
    orders,
    now: deps.firstPeriod.now,
    intervalSeconds: activationRefundSeconds,
  });
  return { orders, fulfilment, cancellation, recovery, activationRefunds };
}
