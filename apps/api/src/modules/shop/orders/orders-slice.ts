import type { Db } from '../../../db/client';
import { confirmOnActivation } from './order-activation';
import { createOrderCancellation, type OrderCancellationDeps } from './order-cancellation';
import { createOrderFulfilment, type FulfilmentDeps } from './order-fulfilment';
import { createOrderRecovery, type OrderRecoveryDeps } from './order-recovery';
import { createOrderRepository } from './order-repository';

export type OrdersDeps = Omit<FulfilmentDeps, 'orders'> &
  Omit<OrderCancellationDeps, 'orders'> &
  Omit<OrderRecoveryDeps, 'orders' | 'fulfilment'> & { db: Db };

/** Orders: their rows, fulfilment once paid, cancellation with its refund, and recovery of unfinished ones. */
export function createOrders({ db, ...deps }: OrdersDeps) {
  const orders = createOrderRepository(db);
  const fulfilment = createOrderFulfilment({ ...deps, orders });
  const cancellation = createOrderCancellation({ ...deps, orders });
  const recovery = createOrderRecovery({ ...deps, orders, fulfilment });
  confirmOnActivation({ ...deps, orders, fulfilment });
  return { orders, fulfilment, cancellation, recovery };
}
