import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useStepUp } from '../../../entities/user/use-step-up';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { removeAccountPin, useAccountPin, useReloadAccountPin } from '../api/account-pin';

const M = ACCOUNT_MESSAGES.accountPin;

const AccountPinDialog = lazyDialog(() => import('./account-pin-dialog').then((m) => m.AccountPinDialog));

/**
 * Settings, Account PIN (decision 042): what the customer reads to support when the mailed code
 * cannot reach them. Set or change it, or remove it, each after a step-up; each change is mailed.
 */
export function AccountPinCard() {
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const { data, isPending, isError, refetch } = useAccountPin();
  const reload = useReloadAccountPin();
  const stepUp = useStepUp();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await stepUp.guard(removeAccountPin);
      notify({ message: answer.message });
      setRemoving(false);
      void reload();
    } catch (error) {
      const message = serverErrorMessage(error);
      if (message) notify({ error: true, message });
    } finally {
      setBusy(false);
    }
  };

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
      <AccountPinDialog
        open={editing}
        change={Boolean(data?.set)}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void reload();
        }}
      />
      <Modal
        open={removing}
        title={M.removeTitle}
        description={M.removeLead}
        confirmLabel="Remove"
        confirmVariant="danger"
        confirmLoading={busy}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void remove()}
      >
        {removing && stepUp.dialog}
      </Modal>
    </section>
  );
}
