import { ORDER_HISTORY_TABLE_HEIGHT_PX } from '@mvno/contracts/constants';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { formatTableDate } from '../lib/format-date';
import { hasFailedOrder, payMethodLabel, transactionDate } from '../lib/transactions';
import type { OrderListProps } from '../lib/order-list-props';

/** Over 425 px. The Failed column exists only when some listed order failed (SPEC §2). */
export function OrderTable({ transactions, onView, scrollable = false }: OrderListProps) {
  const showFailed = hasFailedOrder(transactions);
  const table = (
    <table className="order-table">
      <caption className="visually-hidden">Orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Pay Method</th>
          {showFailed && <th scope="col">Failed</th>}
          <th scope="col">
            <span className="visually-hidden">Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => {
          const date = formatTableDate(transactionDate(transaction));
          return (
            <tr
              key={transaction.id}
              className={transaction.successful ? undefined : 'order-table__row--failed'}
            >
              <td>{date}</td>
              <td>{transaction.item}</td>
              <td>{formatPrice(transaction.paymentDetails.finalCheckoutAmount)}</td>
              <td>{payMethodLabel(transaction) ?? '—'}</td>
              {showFailed && <td>{transaction.successful ? '' : 'Failed'}</td>}
              <td>
                <Button variant="link" onClick={() => onView(transaction)}>
                  View<span className="visually-hidden">{` ${transaction.item}, ${date}`}</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  if (!scrollable) return table;
  // Focusable and named so keyboard users can scroll the fixed-height area (WCAG 2.1.1).
  return (
    <div
      className="order-table__scroll"
      role="region"
      aria-label="All orders, scrollable"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable area must take focus to scroll by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      style={{ height: ORDER_HISTORY_TABLE_HEIGHT_PX }}
    >
      {table}
    </div>
  );
}
