import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChangePasswordDialog } from './change-password-dialog';

export function SettingSection() {
  const headingId = useId();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <section aria-labelledby={headingId} className="dashboard-section">
      <h2 id={headingId}>Settings</h2>
      <div className="card">
        <h3>Password</h3>
        <p>Changing your password logs you out on your other devices.</p>
        <Button onClick={() => setChangingPassword(true)}>Change Password</Button>
      </div>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </section>
  );
}
