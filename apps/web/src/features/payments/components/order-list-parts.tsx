import type { CSSProperties, ReactNode } from 'react';
import type { Transaction } from '@mvno/contracts/entities';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { payMethodLabel, transactionDate } from '../lib/transactions';

/** What a row of the table and a card both show of an order, in the page's language. */
export function orderFacts(transaction: Transaction, formatDay: (date: Date) => string) {
  return {
    day: formatDay(transactionDate(transaction)),
    price: formatPrice(transaction.paymentDetails.finalCheckoutAmount),
    method: payMethodLabel(transaction) ?? '—',
  };
}

type ViewOrderProps = { transaction: Transaction; day: string; onView: (transaction: Transaction) => void };

/** 'View', named for the order it opens (the item and its day) for screen readers. */
export function ViewOrderButton({ transaction, day, onView }: ViewOrderProps) {
  const t = useT();
  return (
    <Button variant="link" onClick={() => onView(transaction)}>
      {t('View')}
      <span className="visually-hidden">{` ${transaction.item}, ${day}`}</span>
    </Button>
  );
}

type ScrollableOrdersProps = { className: string; style: CSSProperties; children: ReactNode };

/** The full view's fixed-height area, focusable and named so keyboard users can scroll it (WCAG 2.1.1). */
export function ScrollableOrders({ className, style, children }: ScrollableOrdersProps) {
  const t = useT();
  return (
    <div
      className={className}
      role="region"
      aria-label={t('All orders, scrollable')}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable area must take focus to scroll by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      style={style}
    >
      {children}
    </div>
  );
}
