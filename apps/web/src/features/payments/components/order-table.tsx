import { ORDER_HISTORY_TABLE_HEIGHT_PX } from '@mvno/contracts/constants';
import { useT } from '../../../lib/i18n';
import { formatTableDate } from '../lib/format-date';
import { hasFailedOrder } from '../lib/transactions';
import type { OrderListProps } from '../lib/order-list-props';
import { orderFacts, ScrollableOrders, ViewOrderButton } from './order-list-parts';

/** Over 425 px. The Failed column exists only when some listed order failed (SPEC §2). */
export function OrderTable({ transactions, onView, scrollable = false }: OrderListProps) {
  const t = useT();
  const showFailed = hasFailedOrder(transactions);
  const table = (
    <table className="order-table">
      <caption className="visually-hidden">{t('Orders, newest first')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Date')}</th>
          <th scope="col">{t('Product')}</th>
          <th scope="col">{t('Price')}</th>
          <th scope="col">{t('Pay Method')}</th>
          {showFailed && <th scope="col">{t('Failed')}</th>}
          <th scope="col">
            <span className="visually-hidden">{t('Details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => {
          const { day, price, method } = orderFacts(transaction, formatTableDate);
          return (
            <tr
              key={transaction.id}
              className={transaction.successful ? undefined : 'order-table__row--failed'}
            >
              <td>{day}</td>
              <td>{transaction.item}</td>
              <td>{price}</td>
              <td>{method}</td>
              {showFailed && <td>{transaction.successful ? '' : t('Failed')}</td>}
              <td>
                <ViewOrderButton transaction={transaction} day={day} onView={onView} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  if (!scrollable) return table;
  return (
    <ScrollableOrders className="order-table__scroll" style={{ height: ORDER_HISTORY_TABLE_HEIGHT_PX }}>
      {table}
    </ScrollableOrders>
  );
}
