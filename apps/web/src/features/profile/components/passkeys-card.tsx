import { useId, useState } from 'react';
import type { Passkey } from '@mvno/contracts/api/passkeys';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { useStepUp } from '../../../entities/user/use-step-up';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { removePasskey, usePasskeys, useReloadPasskeys } from '../api/passkeys';
import { formatDateTime } from '../lib/format-time';
import './security.css';
import { msg, useT } from '../../../lib/i18n';

// The add dialog (and the browser's passkey library behind it) loads when it first opens.
const AddPasskeyDialog = lazyDialog(() => import('./add-passkey-dialog').then((m) => m.AddPasskeyDialog));

const M = ACCOUNT_MESSAGES.passkeys;

/** Settings, Passkeys: each with its name, when added and last used; add one, remove one (step-up). */
export function PasskeysCard() {
  const t = useT();
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const query = usePasskeys();
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
      <h3 id={headingId}>{t(M.cardTitle)}</h3>
      <p>{t(M.cardLead)}</p>
      <QueryState
        query={query}
        loadingLabel={msg('Loading your passkeys')}
        errorText={msg('Your passkeys could not be loaded.')}
      >
        {({ passkeys }) =>
          passkeys.length === 0 ? (
            <p>{t(M.none)}</p>
          ) : (
            <ul className="passkey-list">
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="passkey-list__item" aria-label={passkey.name}>
                  <p>
                    <strong>{passkey.name}</strong>
                  </p>
                  <p className="passkey-list__meta">
                    {t('Added {when}', { when: formatDateTime(passkey.createdAt) })}
                  </p>
                  <p className="passkey-list__meta">
                    {passkey.lastUsedAt
                      ? t('Last used {when}', { when: formatDateTime(passkey.lastUsedAt) })
                      : t('Not used yet')}
                  </p>
                  <Button variant="secondary" onClick={() => setRemoving(passkey)}>
                    {t('Remove')}
                    <span className="visually-hidden">
                      {' '}
                      {t('the passkey {name}', { name: passkey.name })}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Button onClick={() => setAdding(true)}>{t(M.add)}</Button>
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
        confirmLabel={msg('Remove')}
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
