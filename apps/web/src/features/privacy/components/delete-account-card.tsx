import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { FieldError, useFieldError } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';
import { useStepUp } from '../../../entities/user/use-step-up';
import { useT } from '../../../lib/i18n';
import { endSession } from '../../../lib/session';
import { useAppStore } from '../../../lib/store';
import { useDeleteMyAccount } from '../api/delete-my-account';
import './delete-account-card.css';

const D = ACCOUNT_MESSAGES.accountDeletion;

/**
 * Delete my account (decision 032): a dialog says first to move a number the customer keeps before
 * deleting (decision 075), then what goes and what is kept; the box must be
 * ticked; the step-up dialog opens when the session needs it; once deleted, this browser signs out.
 */
export function DeleteAccountCard() {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [boxError, setBoxError] = useState<string | null>(null);
  const stepUp = useStepUp();
  const remove = useDeleteMyAccount(stepUp.guard);
  const { fieldId: boxId, errorId, errorAria } = useFieldError(undefined, boxError ?? undefined);

  const close = () => {
    setOpen(false);
    setTicked(false);
    setBoxError(null);
  };
  const confirm = () => {
    if (!ticked) {
      setBoxError(D.acknowledgeRequired);
      document.getElementById(boxId)?.focus();
      return;
    }
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        setOpen(false);
        notify({ message });
        endSession();
      },
      onError: (error) => notify({ error: true, message: error.message }),
    });
  };

  return (
    <div className="card settings-card">
      <h3>{t(D.title)}</h3>
      <p>{t(D.intro)}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t(D.open)}
      </Button>
      <Modal
        open={open}
        title={t(D.dialogTitle)}
        onConfirm={confirm}
        onCancel={close}
        confirmLabel={t(D.title)}
        cancelLabel={t(D.keep)}
        confirmVariant="danger"
        confirmLoading={remove.isPending}
        className="delete-account-dialog"
      >
        <div className="delete-account-number" role="note" aria-labelledby={`${boxId}-number`}>
          <h3 id={`${boxId}-number`}>{t(D.numberFirstTitle)}</h3>
          <p>{t(D.numberFirst)}</p>
        </div>
        <h3>{t(D.goesTitle)}</h3>
        <ul>
          {D.goes.map((text) => (
            <li key={text}>{t(text)}</li>
          ))}
        </ul>
        <h3>{t(D.keptTitle)}</h3>
        <ul>
          {D.kept.map((text) => (
            <li key={text}>{t(text)}</li>
          ))}
        </ul>
        <p>{t(D.finalMail)}</p>
        <div className="delete-account-confirm">
          <input
            id={boxId}
            type="checkbox"
            checked={ticked}
            {...errorAria}
            onChange={(event) => {
              setTicked(event.target.checked);
              if (event.target.checked) setBoxError(null);
            }}
          />
          <label htmlFor={boxId}>{t(D.acknowledge)}</label>
        </div>
        <FieldError id={errorId} error={boxError ?? undefined} />
        {stepUp.dialog}
      </Modal>
    </div>
  );
}
