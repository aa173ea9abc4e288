import { useEffect, useMemo, useRef, useState } from 'react';
import type { Transaction } from '@mvno/contracts/entities';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { useTransactionPages } from '../api/get-transactions';
import { monthNames } from '../lib/format-date';
import { ALL_MONTHS, initialPickerYear, periodOf } from '../lib/transactions';
import type { MonthFilter } from '../lib/transactions';
import { MonthYearPicker } from './month-year-picker';
import { OrderList } from './order-list';
import { ReloadAlert } from './reload-alert';

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
  const t = useT();
  const [month, setMonth] = useState<MonthFilter>(ALL_MONTHS);
  const [year, setYear] = useState(() => initialPickerYear(newest));
  const heading = useRef<HTMLHeadingElement>(null);
  const period = useMemo(() => periodOf(month, year), [month, year]);
  const pages = useTransactionPages(period);

  // The summary the user was in has gone; moving focus to the new heading keeps their place.
  useEffect(() => heading.current?.focus(), []);

  const label = month === ALL_MONTHS ? String(year) : `${monthNames()[month] ?? ''} ${year}`;
  const shown = pages.data ?? [];
  let list;
  if (pages.isPending) {
    list = <Spinner label={t('Loading orders of {period}', { period: label })} />;
  } else if (pages.isError) {
    list = (
      <ReloadAlert
        message={t(pages.error.message)}
        reloadLabel={t('Reload orders')}
        onReload={() => void pages.refetch()}
      />
    );
  } else if (shown.length === 0) {
    list = <p className="order-history__empty">{t('No orders in {period}', { period: label })}</p>;
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
            {t('Show more orders')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className="order-history-full">
      <div className="order-history-full__bar">
        <h4 ref={heading} tabIndex={-1} className="order-history-full__title">
          {t('All orders')}
        </h4>
        <Button variant="secondary" aria-label={t('Close order history')} onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
      <MonthYearPicker month={month} year={year} onMonthChange={setMonth} onYearChange={setYear} />
      <p className="visually-hidden" role="status">
        {pages.isSuccess &&
          t('{count, plural, one {# order} other {# orders}} in {period}', {
            count: shown.length,
            period: label,
          })}
      </p>
      {list}
    </div>
  );
}
