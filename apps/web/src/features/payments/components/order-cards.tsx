import { ORDER_HISTORY_TABLE_HEIGHT_PX } from '@mvno/contracts/constants';
import { useT } from '../../../lib/i18n';
import { formatCardDate } from '../lib/format-date';
import type { OrderListProps } from '../lib/order-list-props';
import { orderFacts, ScrollableOrders, ViewOrderButton } from './order-list-parts';

/** At 425 px or less: one card per order with the day, item, card and amount (SPEC §2). */
export function OrderCards({ transactions, onView, scrollable = false }: OrderListProps) {
  const t = useT();
  const list = (
    <ul className="order-cards" aria-label={t('Orders, newest first')}>
      {transactions.map((transaction) => {
        const { day, price, method } = orderFacts(transaction, formatCardDate);
        return (
          <li
            key={transaction.id}
            className={`order-card${transaction.successful ? '' : ' order-card--failed'}`}
          >
            <p className="order-card__day">{day}</p>
            <p className="order-card__item">{transaction.item}</p>
            <p className="order-card__method">{method}</p>
            <p className="order-card__amount">{price}</p>
            {!transaction.successful && <p className="order-card__failed">{t('Failed')}</p>}
            <ViewOrderButton transaction={transaction} day={day} onView={onView} />
          </li>
        );
      })}
    </ul>
  );
  if (!scrollable) return list;
  return (
    <ScrollableOrders className="order-cards__scroll" style={{ maxHeight: ORDER_HISTORY_TABLE_HEIGHT_PX }}>
      {list}
    </ScrollableOrders>
  );
}
