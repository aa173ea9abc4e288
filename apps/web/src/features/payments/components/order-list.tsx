import { BREAKPOINTS } from '@mvno/contracts/constants';
import { useMediaQuery } from '../hooks/use-media-query';
import { OrderCards } from './order-cards';
import { OrderTable } from './order-table';

import type { OrderListProps } from '../lib/order-list-props';

export const NARROW_ORDER_HISTORY_QUERY = `(max-width: ${BREAKPOINTS.orderHistoryNarrow}px)`;

/** SPEC §2: a table over 425 px, cards at 425 px or less. */
export function OrderList(props: OrderListProps) {
  const narrow = useMediaQuery(NARROW_ORDER_HISTORY_QUERY);
  return narrow ? <OrderCards {...props} /> : <OrderTable {...props} />;
}
