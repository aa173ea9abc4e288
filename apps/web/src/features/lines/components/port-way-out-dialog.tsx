import type { Line } from '@mvno/contracts/api/lines';
import { formatMdn } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import { useAppStore } from '../../../lib/store';
import { useCancelOrder } from '../api/cancel-order';
import { useKeepTemporaryNumber } from '../api/keep-temporary-number';
import { useT } from '../../../lib/i18n';

const L = PRODUCT_MESSAGES.lines;

export type PortWayOut = { line: Line; choice: 'keep' | 'cancel' };

type PortWayOutDialogProps = { wayOut: PortWayOut | undefined; onClose: () => void };

/**
 * The way out of a port that can never succeed (decision 023), confirmed before it is taken:
 * keep the temporary number as the line's number, or cancel the order and get a full refund.
 */
export function PortWayOutDialog({ wayOut, onClose }: PortWayOutDialogProps) {
  const t = useT();
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
        notify({ message: t(message), stayOpen: true });
        onClose();
      },
      onError: (error) => notify({ error: true, message: error.message }),
    });
  };

  return (
    <Modal
      open={wayOut !== undefined}
      title={t(keeping ? L.keepTemporaryTitle : L.cancelOrderTitle)}
      description={
        line &&
        t(
          keeping
            ? L.keepTemporaryText(formatMdn(line.mdn), formatMdn(line.port?.msisdn ?? ''))
            : L.cancelOrderText(line.planName ?? line.nickname),
        )
      }
      confirmLabel={t(keeping ? L.keepTemporaryNumber : L.cancelAndRefund)}
      confirmVariant={keeping ? 'primary' : 'danger'}
      confirmLoading={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    />
  );
}
