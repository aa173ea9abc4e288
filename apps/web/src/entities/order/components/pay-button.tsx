import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { useCheckoutPayment } from '../use-checkout-payment';
import type { useCheckoutQuote } from '../use-checkout-quote';
import './order.css';

type PayButtonProps = {
  payment: ReturnType<typeof useCheckoutPayment>;
  quote: ReturnType<typeof useCheckoutQuote>;
};

/**
 * Shows the amount it will charge. While a changed order is being re-quoted it waits, so the
 * buyer never pays a total they have not seen; with an incomplete form it stays clickable so
 * that a click shows what is missing.
 */
export function PayButton({ payment, quote }: PayButtonProps) {
  const t = useT();
  const waiting = quote.current !== undefined && !quote.settled;
  const amount = quote.settled && quote.quote ? ` ${formatPrice(quote.quote.finalCheckoutAmount)}` : '';
  return (
    <Button
      className="order-pay"
      onClick={() => void payment.submit()}
      loading={payment.paying}
      disabled={waiting}
    >
      {t('Pay')}
      {amount}
    </Button>
  );
}
