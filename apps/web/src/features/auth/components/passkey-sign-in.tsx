import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { passkeyErrorMessage } from '../../../entities/user/passkey-ceremony';
import { useStartSession } from '../lib/start-session';
import { useT } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.passkeys;

/**
 * "Sign in with a passkey": no email is asked, the browser offers the site's passkeys. A passkey is
 * two factors, so no authenticator app code follows (docs/decisions/030).
 */
export function PasskeySignIn() {
  const t = useT();
  const startSession = useStartSession();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      // The ceremony (and the library behind it) loads with the click, not with the page.
      const { signInWithPasskey } = await import('../api/sign-in-with-passkey');
      startSession(await signInWithPasskey());
    } catch (failure) {
      setError(passkeyErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">{t('or')}</p>
      <Button variant="secondary" loading={busy} onClick={() => void signIn()}>
        {t(M.signInButton)}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
