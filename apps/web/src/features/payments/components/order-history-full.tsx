import { useEffect, useMemo, useRef, useState } from 'react';
import type { Transaction } from '@mvno/contracts/entities';
import { MONTH_ABBREVIATIONS } from '@mvno/contracts/constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTransactionPages } from '../api/get-transactions';
import { ALL_MONTHS, initialPickerYear, periodOf } from '../lib/transactions';
import type { MonthFilter } from '../lib/transactions';
import { MonthYearPicker } from './month-year-picker';
import { OrderList } from './order-list';

type OrderHistoryFullProps = {
  /** The newest orders (newest first): the view opens on the newest one's year. */
  newest: Transaction[];
  onView: (transaction: Transaction) => void;
  onClose: () => void;
};

/**
 * "See all": the orders of the chosen month (or all months) of a year, in a fixed-height list,
 * fetched from the server a page at a time.
 */
export function OrderHistoryFull({ newest, onView, onClose }: OrderHistoryFullProps) {
  const [month, setMonth] = useState<MonthFilter>(ALL_MONTHS);
  const [year, setYear] = useState(() => initialPickerYear(newest));
  const heading = useRef<HTMLHeadingElement>(null);
  const period = useMemo(() => periodOf(month, year), [month, year]);
  const pages = useTransactionPages(period);

  // The summary the user was in has gone; moving focus to the new heading keeps their place.
  useEffect(() => heading.current?.focus(), []);

  const label = month === ALL_MONTHS ? String(year) : `${MONTH_ABBREVIATIONS[month]} ${year}`;
  const shown = pages.data ?? [];
  let list;
  if (pages.isPending) {
    list = <Spinner label={`Loading orders of ${label}`} />;
  } else if (pages.isError) {
    list = (
      <div role="alert">
        <p>{pages.error.message}</p>
        <Button variant="secondary" onClick={() => void pages.refetch()}>
          Reload orders
        </Button>
      </div>
    );
  } else if (shown.length === 0) {
    list = <p className="order-history__empty">No orders in {label}</p>;
  } else {
    list = (
      <>
        <OrderList transactions={shown} onView={onView} scrollable />
        {pages.hasNextPage && (
          <Button
            variant="secondary"
            className="order-history-full__more"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Show more orders
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="order-history-full">
      <div className="order-history-full__bar">
        <h4 ref={heading} tabIndex={-1} className="order-history-full__title">
          All orders
        </h4>
        <Button variant="secondary" aria-label="Close order history" onClick={onClose}>
          Close
        </Button>
      </div>
      <MonthYearPicker month={month} year={year} onMonthChange={setMonth} onYearChange={setYear} />
      <p className="visually-hidden" role="status">
        {pages.isSuccess && `${shown.length === 1 ? '1 order' : `${shown.length} orders`} in ${label}`}
      </p>
      {list}
    </div>
  );
}
