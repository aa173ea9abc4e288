import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { useStepUp } from '../../../entities/user/use-step-up';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import { removeAccountPin, useAccountPin, useReloadAccountPin } from '../api/account-pin';
import { msg, useT } from '../../../lib/i18n';
import { useSettingsAction } from './use-settings-action';

const M = ACCOUNT_MESSAGES.accountPin;

const AccountPinDialog = lazyDialog(() => import('./account-pin-dialog').then((m) => m.AccountPinDialog));

/**
 * Settings, Account PIN (decision 042): what the customer reads to support when the mailed code
 * cannot reach them. Set or change it, or remove it, each after a step-up; each change is mailed.
 */
export function AccountPinCard() {
  const t = useT();
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const query = useAccountPin();
  const { data } = query;
  const reload = useReloadAccountPin();
  const stepUp = useStepUp();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { busy, run } = useSettingsAction();

  const remove = () =>
    run(async () => {
      const answer = await stepUp.guard(removeAccountPin);
      notify({ message: answer.message });
      setRemoving(false);
      void reload();
    });

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="account-pin">
      <h3 id={headingId}>{t(M.cardTitle)}</h3>
      <p>{t(M.cardLead)}</p>
      <QueryState
        query={query}
        loadingLabel={msg('Loading your account PIN setting')}
        errorText={msg('Your account PIN setting could not be loaded.')}
      >
        {(pin) => (
          <>
            <p>{t(pin.set ? M.statusSet : M.statusNotSet)}</p>
            <div className="settings-card__actions">
              <Button onClick={() => setEditing(true)}>{pin.set ? t('Change PIN') : t('Set PIN')}</Button>
              {pin.set && (
                <Button variant="secondary" onClick={() => setRemoving(true)}>
                  {t('Remove')}
                  <span className="visually-hidden"> {t('the account PIN')}</span>
                </Button>
              )}
            </div>
          </>
        )}
      </QueryState>
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
        confirmLabel={msg('Remove')}
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
