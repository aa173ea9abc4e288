import type { Line } from '@mvno/contracts/api/lines';
import { formatMdn } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import { useAppStore } from '../../../lib/store';
import { useCancelOrder } from '../api/cancel-order';
import { useKeepTemporaryNumber } from '../api/keep-temporary-number';

const L = PRODUCT_MESSAGES.lines;

export type PortWayOut = { line: Line; choice: 'keep' | 'cancel' };

type PortWayOutDialogProps = { wayOut: PortWayOut | undefined; onClose: () => void };

/**
 * The way out of a port that can never succeed (decision 023), confirmed before it is taken:
 * keep the temporary number as the line's number, or cancel the order and get a full refund.
 */
export function PortWayOutDialog({ wayOut, onClose }: PortWayOutDialogProps) {
  const notify = useAppStore((s) => s.notify);
  const keep = useKeepTemporaryNumber();
  const cancel = useCancelOrder();
  const line = wayOut?.line;
  const keeping = wayOut?.choice !== 'cancel';
  const mutation = keeping ? keep : cancel;

  const confirm = () => {
    if (!line) return;
    mutation.mutate(line.id, {
      onSuccess: ({ message }) => {
        notify({ message, stayOpen: true });
        onClose();
      },
      onError: (error) => notify({ error: true, message: error.message }),
    });
  };

  return (
    <Modal
      open={wayOut !== undefined}
      title={keeping ? L.keepTemporaryTitle : L.cancelOrderTitle}
      description={
        line &&
        (keeping
          ? L.keepTemporaryText(formatMdn(line.mdn), formatMdn(line.port?.msisdn ?? ''))
          : L.cancelOrderText(line.planName ?? line.nickname))
      }
      confirmLabel={keeping ? L.keepTemporaryNumber : L.cancelAndRefund}
      confirmVariant={keeping ? 'primary' : 'danger'}
      confirmLoading={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
