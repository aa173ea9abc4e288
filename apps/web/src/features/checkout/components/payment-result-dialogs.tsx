import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FailureDialog } from '../../../components/ui/failure-dialog';
import { ResultModal } from '../../../components/ui/result-modal';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/store';
import type { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { clearCheckoutDraft } from '../lib/checkout-draft';

type PaymentResultDialogsProps = { payment: ReturnType<typeof useCheckoutPayment> };

/** SPEC §2 result modal 'payment' and SPEC §8 failure dialog 'payment'. */
export function PaymentResultDialogs({ payment }: PaymentResultDialogsProps) {
  const clearCart = useAppStore((s) => s.clearCart);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The order is placed, so closing the modal any way leads on: staying would invite paying twice.
  const toDashboard = () => {
    clearCart();
    clearCheckoutDraft();
    // Cards, orders and lines all changed; whatever the dashboard shows must be fetched afresh.
    void queryClient.invalidateQueries();
    void navigate(paths.dashboard);
  };

  return (
    <>
      <ResultModal
        open={payment.result === 'paid'}
        selection="payment"
        onAction={toDashboard}
        onClose={toDashboard}
      />
      <FailureDialog
        open={payment.result === 'failed'}
        variant="payment"
        onRetry={payment.closeFailure}
        onClose={payment.closeFailure}
      />
    </>
  );
}
