import { useEffect, useRef, useState } from 'react';
import type { Transaction } from '@mvno/contracts/entities';
import { PAYMENT_HISTORY_SUMMARY_COUNT } from '@mvno/contracts/constants';
import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useTransactionsSummary } from '../api/get-transactions';
import { OrderHistoryFull } from './order-history-full';

// The details dialog loads after the page, not with it.
const PaymentDetailsModal = lazyDialog(() =>
  import('./payment-details-modal').then((m) => m.PaymentDetailsModal),
);
import { OrderList } from './order-list';
import { ReloadAlert } from './reload-alert';

/** SPEC §4 order history view: the summary (five newest) or the full view ("see all"). */
export function OrderHistory() {
  const t = useT();
  const transactions = useTransactionsSummary();
  const [seeAll, setSeeAll] = useState(false);
  const [details, setDetails] = useState<Transaction | undefined>();
  const seeAllButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Closing the full view removes the focused close button; focus goes back to where it came from.
  useEffect(() => {
    if (seeAll || !returnFocus.current) return;
    returnFocus.current = false;
    seeAllButton.current?.focus();
  }, [seeAll]);

  let content;
  if (transactions.isPending) {
    content = <Spinner label={t('Loading order history')} />;
  } else if (transactions.isError) {
    content = (
      <ReloadAlert
        message={t(transactions.error.message)}
        reloadLabel={t('Reload order history')}
        onReload={() => void transactions.refetch()}
      />
    );
  } else if (transactions.data.length === 0) {
    content = <p className="order-history__empty">{t(PAYMENT_TEXTS.noOrderHistory)}</p>;
  } else if (seeAll) {
    content = (
      <OrderHistoryFull
        newest={transactions.data}
        onView={setDetails}
        onClose={() => {
          returnFocus.current = true;
          setSeeAll(false);
        }}
      />
    );
  } else {
    content = (
      <>
        <OrderList
          transactions={transactions.data.slice(0, PAYMENT_HISTORY_SUMMARY_COUNT)}
          onView={setDetails}
        />
        <Button
          ref={seeAllButton}
          variant="secondary"
          className="order-history__see-all"
          onClick={() => setSeeAll(true)}
        >
          {t('See all')}
        </Button>
      </>
    );
  }

  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <h3 id="order-history-title">{t('Order History')}</h3>
      {content}
      <PaymentDetailsModal transaction={details} onClose={() => setDetails(undefined)} />
    </section>
  );
}
