import { useEffect, useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { zSetAccountPin } from '@mvno/contracts/api/account-pin';
import { ACCOUNT_PIN_MAX_DIGITS } from '@mvno/contracts/product-constants/accounts';
import { FormField } from '../../../components/form/form-field';
import { Modal } from '../../../components/ui/modal';
import { useStepUp } from '../../../entities/user/use-step-up';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { setAccountPin } from '../api/account-pin';
import { msg } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.accountPin;

export type AccountPinDialogProps = {
  open: boolean;
  /** Whether a PIN is set already (the title says Change rather than Set). */
  change: boolean;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Set or change the account PIN (decision 042), after a step-up. Its own module, loaded after the
 * Settings page rendered: the form kit and the PIN's schema are not part of the dashboard's first load.
 */
export function AccountPinDialog({ open, change, onClose, onSaved }: AccountPinDialogProps) {
  const formId = useId();
  const notify = useAppStore((s) => s.notify);
  const stepUp = useStepUp();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(zSetAccountPin, { pin: '' });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (open) reset({ pin: '' });
  }, [open, reset]);

  const onSave = handleSubmit(async ({ pin }) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await stepUp.guard(() => setAccountPin(pin));
      notify({ message: answer.message });
      onSaved();
    } catch (error) {
      const leftOver = applyServerErrors(error, setError, ['pin']);
      if (leftOver) notify({ error: true, message: leftOver });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      open={open}
      title={change ? M.changeTitle : M.setTitle}
      formId={formId}
      confirmLabel={msg('Save')}
      confirmLoading={busy}
      onCancel={onClose}
    >
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void onSave(event)}>
        <FormField
          form={form}
          name="pin"
          label={M.pinLabel}
          hint={M.pinField}
          password
          inputMode="numeric"
          autoComplete="off"
          inputFilter={{ maxLength: ACCOUNT_PIN_MAX_DIGITS, allowed: /^\d*$/ }}
          required
        />
      </form>
      {open && stepUp.dialog}
    </Modal>
  );
}
