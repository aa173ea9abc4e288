import { useEffect, useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { zSetAccountPin } from '@mvno/contracts/api/account-pin';
import { ACCOUNT_PIN_MAX_DIGITS } from '@mvno/contracts/product-constants';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useStepUp } from '../../../entities/user/use-step-up';
import { applyServerErrors, serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { removeAccountPin, setAccountPin, useAccountPin, useReloadAccountPin } from '../api/account-pin';

const M = ACCOUNT_MESSAGES.accountPin;

/**
 * Settings, Account PIN (decision 042): what the customer reads to support when the mailed code
 * cannot reach them. Set or change it, or remove it, each after a step-up; each change is mailed.
 */
export function AccountPinCard() {
  const headingId = useId();
  const formId = useId();
  const notify = useAppStore((s) => s.notify);
  const { data, isPending, isError, refetch } = useAccountPin();
  const reload = useReloadAccountPin();
  const stepUp = useStepUp();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(zSetAccountPin, { pin: '' });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (editing) reset({ pin: '' });
  }, [editing, reset]);

  const run = async (call: () => Promise<{ message: string }>, done: () => void, fields: 'pin'[]) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await stepUp.guard(call);
      notify({ message: answer.message });
      done();
      void reload();
    } catch (error) {
      const leftOver = fields.length ? applyServerErrors(error, setError, fields) : serverErrorMessage(error);
      if (leftOver) notify({ error: true, message: leftOver });
    } finally {
      setBusy(false);
    }
  };

  const onSave = handleSubmit(({ pin }) =>
    run(
      () => setAccountPin(pin),
      () => setEditing(false),
      ['pin'],
    ),
  );

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="account-pin">
      <h3 id={headingId}>{M.cardTitle}</h3>
      <p>{M.cardLead}</p>
      {isPending ? (
        <Spinner label="Loading your account PIN setting" />
      ) : isError ? (
        <p role="alert">
          Your account PIN setting could not be loaded.{' '}
          <Button variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <>
          <p>{data.set ? M.statusSet : M.statusNotSet}</p>
          <div className="settings-card__actions">
            <Button onClick={() => setEditing(true)}>{data.set ? 'Change PIN' : 'Set PIN'}</Button>
            {data.set && (
              <Button variant="secondary" onClick={() => setRemoving(true)}>
                Remove<span className="visually-hidden"> the account PIN</span>
              </Button>
            )}
          </div>
        </>
      )}
      <Modal
        open={editing}
        title={data?.set ? M.changeTitle : M.setTitle}
        formId={formId}
        confirmLabel="Save"
        confirmLoading={busy}
        onCancel={() => setEditing(false)}
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
        {editing && stepUp.dialog}
      </Modal>
      <Modal
        open={removing}
        title={M.removeTitle}
        description={M.removeLead}
        confirmLabel="Remove"
        confirmVariant="danger"
        confirmLoading={busy}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void run(removeAccountPin, () => setRemoving(false), [])}
      >
        {removing && stepUp.dialog}
      </Modal>
    </section>
  );
}
