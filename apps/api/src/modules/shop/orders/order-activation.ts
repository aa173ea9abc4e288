/**
 * An order's line activated through the carrier's HTTP API (decision 073): the activation is a
 * carrier command stored with the new line, under the line's own reference, and the order's
 * confirmation (number, eSIM code) is mailed once the carrier's event has activated the line.
 */
import type { Customer } from '../../accounts/accounts-types';
import type { ShopCarrier } from '../shop-ports';
import type { OrderRecord, OrderRepository } from './order-repository';

const activationCommand = (order: OrderRecord, lineId: string) => ({
  reference: `line-activate-${lineId}`,
  userId: order.userId,
  lineId,
  kind: 'activate_line',
  payload: {
    simType: order.simType,
    zipCode: order.zipCode,
    ...(order.ownSimIccid ? { iccid: order.ownSimIccid } : {}),
    statusWhenActive: order.portNumber ? 'port_in_attention' : 'active',
  },
});

/**
 * The carrier's new line now (the built-in carrier), or its activation command to store with the
 * line (the carrier's HTTP API): the line then has no number until the carrier's event.
 */
export async function openOrQueue(
  carrier: Pick<ShopCarrier, 'provisionLine' | 'outbox'>,
  order: OrderRecord,
  lineId: string,
) {
  if (carrier.outbox)
    return {
      provisioned: { mdn: '', iccid: order.ownSimIccid ?? '', activationCode: null },
      queued: activationCommand(order, lineId),
    };
  const provisioned = await carrier.provisionLine({
    simType: order.simType,
    zipCode: order.zipCode,
    portNumber: order.portNumber,
    iccid: order.ownSimIccid,
  });
  return { provisioned, queued: null };
}

/** A line waiting for its activation: `activating`, its eSIM profile ordered. */
export const waitingLine = (order: OrderRecord) => ({
  status: 'activating',
  ...(order.simType === 'esim' && !order.ownSimIccid ? { esimState: 'ordered' } : {}),
});

/** Mails an order's confirmation when the carrier activates its line. */
export function confirmOnActivation(deps: {
  carrier: Pick<ShopCarrier, 'outbox'>;
  orders: OrderRepository;
  /** The fulfilment's confirmation mail. */
  fulfilment: {
    confirm(
      order: OrderRecord,
      customer: Customer,
      line: { mdn: string; activationCode: string | null },
    ): Promise<unknown>;
  };
  findCustomer: (userId: string) => Promise<Customer | undefined>;
}) {
  deps.carrier.outbox?.onLineActivated(async (lineId) => {
    const order = await deps.orders.findCompletedByLine(lineId);
    const line = await deps.orders.lineOf(lineId);
    const customer = order && (await deps.findCustomer(order.userId));
    if (order && line && customer) await deps.fulfilment.confirm(order, customer, line);
  });
}
