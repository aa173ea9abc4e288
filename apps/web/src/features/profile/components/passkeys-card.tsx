import { useId, useState } from 'react';
import type { Passkey } from '@mvno/contracts/api/passkeys';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useStepUp } from '../../../entities/user/use-step-up';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { removePasskey, usePasskeys, useReloadPasskeys } from '../api/passkeys';
import { formatDateTime } from '../lib/format-time';
import './security.css';

// The add dialog (and the browser's passkey library behind it) loads when it first opens.
const AddPasskeyDialog = lazyDialog(() => import('./add-passkey-dialog').then((m) => m.AddPasskeyDialog));

const M = ACCOUNT_MESSAGES.passkeys;

/** Settings, Passkeys: each with its name, when added and last used; add one, remove one (step-up). */
export function PasskeysCard() {
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const { data, isPending, isError, refetch } = usePasskeys();
  const reload = useReloadPasskeys();
  const stepUp = useStepUp();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey>();
  const [busy, setBusy] = useState(false);

  const remove = async (passkey: Passkey) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await stepUp.guard(() => removePasskey(passkey.id));
      setRemoving(undefined);
      notify({ message: answer.message });
      void reload();
    } catch (error) {
      notify({ error: true, message: serverErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="passkeys">
      <h3 id={headingId}>{M.cardTitle}</h3>
      <p>{M.cardLead}</p>
      {isPending ? (
        <Spinner label="Loading your passkeys" />
      ) : isError ? (
        <p role="alert">
          Your passkeys could not be loaded.{' '}
          <Button variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : data.passkeys.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <ul className="passkey-list">
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item" aria-label={passkey.name}>
              <p>
                <strong>{passkey.name}</strong>
              </p>
              <p className="passkey-list__meta">Added {formatDateTime(passkey.createdAt)}</p>
              <p className="passkey-list__meta">
                {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Not used yet'}
              </p>
              <Button variant="secondary" onClick={() => setRemoving(passkey)}>
                Remove<span className="visually-hidden"> the passkey {passkey.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={() => setAdding(true)}>{M.add}</Button>
      <AddPasskeyDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(message) => {
          setAdding(false);
          notify({ message });
          void reload();
        }}
      />
      <Modal
        open={removing !== undefined}
        title={removing ? M.removeTitle(removing.name) : M.cardTitle}
        description={M.removeLead}
        confirmLabel="Remove"
        confirmVariant="danger"
        confirmLoading={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      >
        {stepUp.dialog}
      </Modal>
    </section>
  );
}
