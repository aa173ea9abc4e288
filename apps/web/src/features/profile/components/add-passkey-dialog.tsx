import { useEffect, useState } from 'react';
import { zPasskeyName } from '@mvno/contracts/api/passkeys';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { passkeyErrorMessage } from '../../../entities/user/passkey-ceremony';
import { useStepUp } from '../../../entities/user/use-step-up';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../api/passkeys';
import { msg } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.passkeys;

type AddPasskeyDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The passkey was added: the server's message. */
  onAdded: (message: string) => void;
};

/**
 * Adding a passkey: a name the customer will recognise, then (after a step-up, asked in a dialog
 * above this one when needed) the browser's own passkey prompt; the server checks the answer.
 */
export function AddPasskeyDialog({ open, onClose, onAdded }: AddPasskeyDialogProps) {
  const stepUp = useStepUp();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setName('');
    setNameError(undefined);
    setAlert(undefined);
  }, [open]);

  const submit = async () => {
    const checked = zPasskeyName.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    if (busy) return;
    setBusy(true);
    setAlert(undefined);
    try {
      const { options } = await stepUp.guard(startPasskeyRegistration);
      const answer = await finishPasskeyRegistration(checked.data, options);
      onAdded(answer.message);
    } catch (error) {
      setAlert(passkeyErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title={M.add}
      description={M.addLead}
      confirmLabel={M.add}
      confirmLoading={busy}
      onCancel={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        // The step-up dialog's own form is rendered inside this one (in a portal): its submit is its own.
        if (event.target !== event.currentTarget) return;
        void submit();
      }}
    >
      <FormAlert message={alert} />
      <TextInput
        label={msg('Passkey name')}
        name="passkeyName"
        hint={msg('For example: My phone, Work laptop')}
        value={name}
        onChange={(next) => {
          setName(next);
          if (nameError) setNameError(undefined);
        }}
        error={nameError}
        required
      />
      {stepUp.dialog}
    </FormDialog>
  );
}
