import { useEffect, useState } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import { isInProgress } from '../../../lib/idempotent-attempt';
import { useAppStore } from '../../../lib/store';
import { useRenewLine } from '../api/renew-line';
import { formatAmount, formatCard, formatRenewalDate, renewalRestores } from '../lib/line-status';
import './renew-dialog.css';

const R = PRODUCT_MESSAGES.renewals;

type RenewDialogProps = { line: Line | undefined; onClose: () => void };

/**
 * Renew now / Pay now: what will be charged, to which card and when, before paying. A declined
 * card's message stays in the dialog; a paid renewal closes it with the answer's message.
 */
export function RenewDialog({ line, onClose }: RenewDialogProps) {
  const notify = useAppStore((s) => s.notify);
  const renew = useRenewLine();
  const [failure, setFailure] = useState<string>();
  const renewal = line?.renewal ?? null;
  const restores = line ? renewalRestores(line) : false;
  const paysSuspended = renewal?.state === 'suspended';

  useEffect(() => {
    setFailure(undefined);
  }, [line?.id]);

  function pay() {
    if (!line || !renewal) return;
    setFailure(undefined);
    renew.mutate(
      { lineId: line.id, periodEnd: renewal.periodEnd },
      {
        onSuccess: (result) => {
          // Not a decline: the same request is being charged or was decided; the line is read again.
          if (isInProgress(result)) {
            notify({ message: result.inProgress });
            return onClose();
          }
          const { successful, message } = result;
          if (!successful) return setFailure(message);
          notify({ message });
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  }

  return (
    <Modal
      open={line !== undefined && renewal !== null}
      title={paysSuspended ? R.payTitle : R.renewTitle}
      // A change scheduled for the renewal (decision 018) is the plan this payment is for.
      description={
        line
          ? `${line.nickname || 'Your line'} · ${renewal?.planChange?.planName ?? line.planName ?? ''}`
          : undefined
      }
      confirmLabel={paysSuspended ? R.payNow : R.renewNow}
      confirmLoading={renew.isPending}
      confirmDisabled={!renewal?.card}
      onConfirm={pay}
      onCancel={onClose}
    >
      {renewal && (
        <>
          <dl className="renew-dialog__facts">
            <div>
              <dt>Amount</dt>
              <dd>{formatAmount(renewal.amount)}</dd>
            </div>
            <div>
              <dt>Card</dt>
              <dd>{renewal.card ? formatCard(renewal.card) : R.noCard}</dd>
            </div>
            <div>
              <dt>Charged on</dt>
              <dd>{formatRenewalDate(new Date().toISOString())}</dd>
            </div>
            <div>
              <dt>{restores ? 'Plan ended on' : 'Current period ends'}</dt>
              <dd>{formatRenewalDate(renewal.periodEnd)}</dd>
            </div>
          </dl>
          {renew.isPending && (
            <p className="renew-dialog__status" role="status">
              {R.renewing}
            </p>
          )}
          {failure && (
            <p className="renew-dialog__failure" role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
