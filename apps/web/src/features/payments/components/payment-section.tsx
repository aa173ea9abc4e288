import { PAYMENT_TEXTS } from '@mvno/contracts/messages';
import { useCardSaveNotice } from '../../../entities/card/use-card-save-notice';
import { OrderHistory } from './order-history';
import { SavedCards } from './saved-cards';
import './payment-section.css';
import { msg, useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';

/**
 * The Payment section of the dashboard (SPEC §2): saved cards and order history. Self-contained,
 * so the dashboard only renders it; it assumes the page's own heading is the h1.
 */
export function PaymentSection() {
  const t = useT();
  useCardSaveNotice();
  return (
    <section className="payment-section" aria-labelledby="payment-section-title">
      <h2 id="payment-section-title" className="payment-section__title">
        {t(PAYMENT_TEXTS.title)}
      </h2>
      <SavedCards />
      <OrderHistory />
      <p className="payment-section__invoices">
        <Link to={paths.invoices}>{t(msg('Invoices and credit notes'))}</Link>
      </p>
    </section>
  );
}
