import { useId, useState } from 'react';
import type { CancelWhen } from '@mvno/contracts/api/line-cancellation';
import {
  CHURN_NOTE_MAX_LENGTH,
  CHURN_REASONS,
  type ChurnReason,
} from '@mvno/contracts/product-constants/churn';
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
  const [reason, setReason] = useState<ChurnReason | ''>('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string>();
  const periodEnd = line?.renewal ? formatRenewalDate(line.renewal.periodEnd) : undefined;

  const close = () => {
    setWhen('period_end');
    setReason('');
    setNote('');
    setFailure(undefined);
    onClose();
  };

  const confirm = () => {
    if (!line || cancel.isPending) return;
    setFailure(undefined);
    cancel.mutate(
      { lineId: line.id, when, reason: reason || undefined, note: note.trim() || undefined },
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
      <label className="cancel-line__field" htmlFor={`${groupId}-reason`}>
        <span>{t(C.reasonLabel)}</span>
        <select
          id={`${groupId}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as ChurnReason | '')}
        >
          <option value="" />
          {CHURN_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(C.reasons[code])}
            </option>
          ))}
        </select>
      </label>
      <label className="cancel-line__field" htmlFor={`${groupId}-note`}>
        <span>{t(C.noteLabel)}</span>
        <textarea
          id={`${groupId}-note`}
          rows={2}
          maxLength={CHURN_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
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
