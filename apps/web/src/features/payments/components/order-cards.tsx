import { ORDER_HISTORY_TABLE_HEIGHT_PX } from '@mvno/contracts/constants';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { formatCardDate } from '../lib/format-date';
import { payMethodLabel, transactionDate } from '../lib/transactions';
import type { OrderListProps } from '../lib/order-list-props';

/** At 425 px or less: one card per order with the day, item, card and amount (SPEC §2). */
export function OrderCards({ transactions, onView, scrollable = false }: OrderListProps) {
  const list = (
    <ul className="order-cards" aria-label="Orders, newest first">
      {transactions.map((transaction) => {
        const day = formatCardDate(transactionDate(transaction));
        return (
          <li
            key={transaction.id}
            className={`order-card${transaction.successful ? '' : ' order-card--failed'}`}
          >
            <p className="order-card__day">{day}</p>
            <p className="order-card__item">{transaction.item}</p>
            <p className="order-card__method">{payMethodLabel(transaction) ?? '—'}</p>
            <p className="order-card__amount">
              {formatPrice(transaction.paymentDetails.finalCheckoutAmount)}
            </p>
            {!transaction.successful && <p className="order-card__failed">Failed</p>}
            <Button variant="link" onClick={() => onView(transaction)}>
              View<span className="visually-hidden">{` ${transaction.item}, ${day}`}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
  if (!scrollable) return list;
  return (
    <div
      className="order-cards__scroll"
      role="region"
      aria-label="All orders, scrollable"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable area must take focus to scroll by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      style={{ maxHeight: ORDER_HISTORY_TABLE_HEIGHT_PX }}
    >
      {list}
    </div>
  );
}
