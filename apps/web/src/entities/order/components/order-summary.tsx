import type { Quote } from '@mvno/contracts/api/checkout';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { useCheckoutQuote } from '../use-checkout-quote';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import './amount-list.css';
import './order.css';
import { msg, t } from '../../../lib/i18n';
import { TaxItems } from './tax-items';

type OrderSummaryProps = {
  quote: Quote | undefined;
  /** Why there is no quote yet, e.g. the address is incomplete. */
  waitingFor?: string;
  updating: boolean;
  error?: string;
  onRetry: () => void;
};

/** The server's quote, line by line (issue 4): nothing here is computed in the browser. */
export function OrderSummary({ quote, waitingFor, updating, error, onRetry }: OrderSummaryProps) {
  if (error) {
    return (
      <div role="alert" className="order-summary__error">
        <p>{t(error)}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('Update total')}
        </Button>
      </div>
    );
  }
  if (!quote) {
    return updating ? (
      <Spinner label={msg('Calculating your total')} />
    ) : (
      <p className="order-summary__hint">{waitingFor && t(waitingFor)}</p>
    );
  }
  const lines: [string, string][] = [
    [msg('Order Total'), formatPrice(quote.orderTotal)],
    [msg('Tax Amount'), formatPrice(quote.taxAmount)],
    [msg('Regulatory Fee'), formatPrice(quote.regulatoryFee)],
    [msg('Activation Fee'), formatPrice(quote.activationFee)],
    [msg('Discount'), quote.discountAmount > 0 ? `-${formatPrice(quote.discountAmount)}` : formatPrice(0)],
  ];
  const items = quote.itemized ?? [];
  // Each tax beneath Tax Amount, the company's own fee beneath Regulatory Fee (decision 060): the
  // amounts stay one list of terms, split where an itemized list follows one.
  const beneath: Record<string, [string, typeof items]> = {
    'Tax Amount': [msg('Taxes by jurisdiction'), items.filter((item) => item.type !== 'recovery_fee')],
    'Regulatory Fee': [
      msg('What the Regulatory Fee is'),
      items.filter((item) => item.type === 'recovery_fee'),
    ],
  };
  const parts: [string, string][][] = [[]];
  for (const line of lines) {
    parts[parts.length - 1]?.push(line);
    if (beneath[line[0]]?.[1].length) parts.push([]);
  }
  return (
    <div className="order-summary" aria-busy={updating || undefined}>
      {parts.map((part, index) => {
        const last = part[part.length - 1];
        const details = last && beneath[last[0]];
        return (
          <div key={index}>
            <dl className="amount-list">
              {part.map(([label, value]) => (
                <div key={label} className="amount-list__line">
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              {index === parts.length - 1 && (
                <div className="amount-list__line amount-list__total order-summary__total">
                  <dt>{t('Final Checkout Amount')}</dt>
                  <dd>{formatPrice(quote.finalCheckoutAmount)}</dd>
                </div>
              )}
            </dl>
            {details && index < parts.length - 1 && <TaxItems label={details[0]} items={details[1]} />}
          </div>
        );
      })}
      <p className="visually-hidden" role="status">
        {updating
          ? t('Updating your total')
          : t('Total {amount}', { amount: formatPrice(quote.finalCheckoutAmount) })}
      </p>
    </div>
  );
}

type QuoteSummaryProps = { quote: ReturnType<typeof useCheckoutQuote>; psim: boolean };

/** The summary of an order's live quote; until there is one, what it waits for (the address or the state). */
export function QuoteSummary({ quote, psim }: QuoteSummaryProps) {
  return (
    <OrderSummary
      quote={quote.quote}
      updating={quote.updating}
      error={quote.error}
      onRetry={quote.retry}
      waitingFor={psim ? PRODUCT_MESSAGES.web.waitingForAddress : PRODUCT_MESSAGES.web.waitingForBillingState}
    />
  );
}
