import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { AccountPinCard } from './account-pin-card';
import { NoticePreferencesCard } from './notice-preferences-card';
import { NumberLockCard } from './number-lock-card';
import { PasskeysCard } from './passkeys-card';
import { SecurityCard } from './security-card';
import './profile.css';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import { useT } from '../../../lib/i18n';
import { LanguageSetting } from '../../../entities/user/language-switch';

const ChangePasswordDialog = lazyDialog(() =>
  import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
);

/** Change Password (SPEC §2): changing it signs out the other devices. */
export function PasswordCard() {
  const [changingPassword, setChangingPassword] = useState(false);
  const t = useT();
  return (
    <div className="card settings-card">
      <h3>{t('Password')}</h3>
      <p>{t('Changing your password signs you out on your other devices.')}</p>
      <Button onClick={() => setChangingPassword(true)}>{t('Change Password')}</Button>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </div>
  );
}

/**
 * Settings: password; Security (the protection at a glance and the recent sign-ins); the
 * authenticator app; the account PIN support verifies callers with; passkeys; the devices signed in; Number Lock per line;
 * notices by mail, text or both.
 */
export function SettingSection() {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="dashboard-section settings">
      <h2 id={headingId}>{t('Settings')}</h2>
      <div className="card settings-card">
        <LanguageSetting legend={t('Language')} />
      </div>
      <PasswordCard />
      <SecurityCard />
      <TwoFactorCard />
      <AccountPinCard />
      <PasskeysCard />
      <SessionsCard />
      <NumberLockCard />
      <NoticePreferencesCard />
    </section>
  );
}
