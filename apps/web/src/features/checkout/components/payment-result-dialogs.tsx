import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { RESULT_MODAL } from '@mvno/contracts/messages';
import { FailureDialog } from '../../../components/ui/failure-dialog';
import { ResultModal } from '../../../components/ui/result-modal';
import { paths } from '../../../config/paths';
import { storePortInAfterPayment, type PortInLine } from '../../../entities/order/port-in-after-payment';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { useAppStore } from '../../../lib/store';
import type { useCheckoutPayment } from '../../../entities/order/use-checkout-payment';
import { clearCheckoutDraft } from '../lib/checkout-draft';

/** The line a paid order opened, which receives a brought number. */
export type { PortInLine };

/** The port-in step after a paid order that brings a number; the app passes it in (lines feature). */
export type PortInStepProps = { line: PortInLine; onFinished: () => void };

type PaymentResultDialogsProps = {
  payment: ReturnType<typeof useCheckoutPayment>;
  /** The number the order brings, if any (the cart's choice). */
  portNumber?: string;
  /** Opens the port-in step; without it a brought number is left for the dashboard. */
  onContinueToPortIn?: (line: PortInLine) => void;
};

/**
 * SPEC §2 result modal 'payment' and SPEC §8 failure dialog 'payment'. When the order brings a
 * number, Continue leads into the port-in step first (SPEC §4 "After payment, Continue").
 */
export function PaymentResultDialogs({ payment, portNumber, onContinueToPortIn }: PaymentResultDialogsProps) {
  const clearCart = useAppStore((s) => s.clearCart);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const line = payment.order?.line;
  const portFollows = Boolean(payment.order?.portInFollows && line && portNumber && onContinueToPortIn);

  const leaveCheckout = () => {
    clearCart();
    clearCheckoutDraft();
    // The pay call read the lines, cards and order history again; once more as the page is left.
    void reloadAfterPayment(queryClient);
  };

  // The order is placed, so closing the modal any way leads on: staying would invite paying twice.
  const toDashboard = () => {
    leaveCheckout();
    void navigate(paths.dashboard);
  };

  const continueToPortIn = () => {
    if (!line || !portNumber || !onContinueToPortIn) return toDashboard();
    storePortInAfterPayment(line, portNumber);
    leaveCheckout();
    onContinueToPortIn(line);
  };

  return (
    <>
      <ResultModal
        open={payment.result === 'paid'}
        selection="payment"
        actionLabel={portFollows ? RESULT_MODAL.portIn.button : undefined}
        onAction={portFollows ? continueToPortIn : toDashboard}
        onClose={toDashboard}
      />
      <FailureDialog
        open={payment.result === 'failed'}
        variant="payment"
        text={payment.priceChanged}
        onRetry={payment.closeFailure}
        onClose={payment.closeFailure}
      />
    </>
  );
}
