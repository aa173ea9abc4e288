import { useEffect, useMemo, useRef, useState } from 'react';
import type { Transaction } from '@mvno/contracts/entities';
import { MONTH_ABBREVIATIONS } from '@mvno/contracts/constants';
import { Button } from '../../../components/ui/button';
import { ALL_MONTHS, filterByMonthYear, initialPickerYear } from '../lib/transactions';
import type { MonthFilter } from '../lib/transactions';
import { MonthYearPicker } from './month-year-picker';
import { OrderList } from './order-list';

type OrderHistoryFullProps = {
  /** Newest first. */
  transactions: Transaction[];
  onView: (transaction: Transaction) => void;
  onClose: () => void;
};

/** "See all": every order of the chosen month (or all months) of a year, in a fixed-height list. */
export function OrderHistoryFull({ transactions, onView, onClose }: OrderHistoryFullProps) {
  const [month, setMonth] = useState<MonthFilter>(ALL_MONTHS);
  const [year, setYear] = useState(() => initialPickerYear(transactions));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useMemo(() => filterByMonthYear(transactions, month, year), [transactions, month, year]);

  // The summary the user was in has gone; moving focus to the new heading keeps their place.
  useEffect(() => heading.current?.focus(), []);

  const period = month === ALL_MONTHS ? String(year) : `${MONTH_ABBREVIATIONS[month]} ${year}`;
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
        {shown.length === 1 ? '1 order' : `${shown.length} orders`} in {period}
      </p>
      {shown.length === 0 ? (
        <p className="order-history__empty">No orders in {period}</p>
      ) : (
        <OrderList transactions={shown} onView={onView} scrollable />
      )}
    </div>
  );
}
