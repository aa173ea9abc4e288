import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { useStepUp } from '../../../entities/user/use-step-up';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { useAppStore } from '../../../lib/store';
import {
  startTotpSetup,
  turnOffTotp,
  useReloadTwoFactor,
  useTwoFactor,
  type TotpSetup,
} from '../api/two-factor';
import { msg, useT } from '../../../lib/i18n';

// The set-up dialog (QR encoder, form kit) loads when it first opens, not with the page.
const TotpSetupDialog = lazyDialog(() => import('./totp-setup-dialog').then((m) => m.TotpSetupDialog));

const M = ACCOUNT_MESSAGES.twoFactor;

/**
 * Settings, Authenticator app: its state; Set up (after a step-up) opens the dialog with the
 * secret; Turn off asks to be sure, then (after a step-up) removes the app and its recovery codes.
 */
export function TwoFactorCard() {
  const t = useT();
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const query = useTwoFactor();
  const reload = useReloadTwoFactor();
  const stepUp = useStepUp();
  const [setup, setSetup] = useState<TotpSetup>();
  const [busy, setBusy] = useState<'setup' | 'off'>();
  const [confirmingOff, setConfirmingOff] = useState(false);

  const run = async <T,>(which: 'setup' | 'off', call: () => Promise<T>, done: (answer: T) => void) => {
    if (busy) return;
    setBusy(which);
    try {
      done(await stepUp.guard(call));
    } catch (error) {
      notify({ error: true, message: serverErrorMessage(error) });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="two-factor">
      <h3 id={headingId}>{t(M.cardTitle)}</h3>
      <p>{t(M.cardLead)}</p>
      <QueryState
        query={query}
        loadingLabel={msg('Loading your sign-in settings')}
        errorText={msg('Your sign-in settings could not be loaded.')}
      >
        {(data) => (
          <>
            <p className="two-factor__state">
              {t(data.totp ? M.statusOn(data.recoveryCodesLeft) : M.statusOff)}
            </p>
            {data.totp ? (
              <Button variant="secondary" loading={busy === 'off'} onClick={() => setConfirmingOff(true)}>
                {t('Turn off')}
                <span className="visually-hidden"> {t('the authenticator app')}</span>
              </Button>
            ) : (
              <Button loading={busy === 'setup'} onClick={() => void run('setup', startTotpSetup, setSetup)}>
                {t('Set up')}
                <span className="visually-hidden"> {t('the authenticator app')}</span>
              </Button>
            )}
          </>
        )}
      </QueryState>
      <Modal
        open={confirmingOff}
        title={M.turnOffTitle}
        description={M.turnOffLead}
        confirmLabel={msg('Turn off')}
        confirmVariant="danger"
        confirmLoading={busy === 'off'}
        onCancel={() => setConfirmingOff(false)}
        onConfirm={() =>
          void run('off', turnOffTotp, (answer) => {
            setConfirmingOff(false);
            notify({ message: answer.message });
            void reload();
          })
        }
      >
        {stepUp.dialog}
      </Modal>
      {!confirmingOff && stepUp.dialog}
      <TotpSetupDialog setup={setup} onClose={() => setSetup(undefined)} />
    </section>
  );
}
