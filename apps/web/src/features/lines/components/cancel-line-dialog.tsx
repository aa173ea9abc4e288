import { useId, useState } from 'react';
import type { CancelWhen } from '@mvno/contracts/api/line-cancellation';
import type { Line } from '@mvno/contracts/api/lines';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Modal } from '../../../components/ui/modal';
import { useAppStore } from '../../../lib/store';
import { useCancelLine } from '../api/cancel-line';
import { formatRenewalDate, lineLabel } from '../lib/line-status';
import './line-choice-group.css';
import './cancel-line-dialog.css';
import { useT } from '../../../lib/i18n';

const C = ACCOUNT_MESSAGES.lineCancellation;

type CancelLineDialogProps = { line: Line | undefined; onClose: () => void };

/**
 * Cancel a line (decision 027): at the end of the paid period (chosen first) or now, with no
 * refund said before confirming, and until when the number can still move. Keep line closes.
 */
export function CancelLineDialog({ line, onClose }: CancelLineDialogProps) {
  const t = useT();
  const groupId = useId();
  const notify = useAppStore((s) => s.notify);
  const cancel = useCancelLine();
  const [when, setWhen] = useState<CancelWhen>('period_end');
  const [failure, setFailure] = useState<string>();
  const periodEnd = line?.renewal ? formatRenewalDate(line.renewal.periodEnd) : undefined;

  const close = () => {
    setWhen('period_end');
    setFailure(undefined);
    onClose();
  };

  const confirm = () => {
    if (!line || cancel.isPending) return;
    setFailure(undefined);
    cancel.mutate(
      { lineId: line.id, when },
      {
        onSuccess: ({ message }) => {
          notify({ message: t(message), stayOpen: true });
          close();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  const options: { value: CancelWhen; label: string }[] = periodEnd
    ? [
        { value: 'period_end', label: t(C.atPeriodEnd(periodEnd)) },
        { value: 'now', label: t(C.now) },
      ]
    : [{ value: 'now', label: t(C.now) }];
  const chosen = periodEnd ? when : 'now';

  return (
    <Modal
      open={line !== undefined}
      title={t(C.title)}
      description={line && lineLabel(line)}
      confirmLabel={t(C.confirm)}
      cancelLabel={t(C.keep)}
      confirmVariant="danger"
      confirmLoading={cancel.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <fieldset className="line-choice-group">
        <legend>{t(C.whenLabel)}</legend>
        {options.map((option) => (
          <label key={option.value} className="cancel-line__option" htmlFor={`${groupId}-${option.value}`}>
            <input
              id={`${groupId}-${option.value}`}
              type="radio"
              name={`${groupId}-when`}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setWhen(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="cancel-line__note">{t(C.noRefund)}</p>
      {periodEnd && <p className="cancel-line__note">{t(C.portOutNote(periodEnd))}</p>}
      {cancel.isPending && (
        <p className="visually-hidden" role="status">
          {t(C.cancelling)}
        </p>
      )}
      {failure && (
        <p className="cancel-line__failure" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
