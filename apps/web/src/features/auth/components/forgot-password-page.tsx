import { useState } from 'react';
import { forgotPassword } from '@mvno/contracts/api/auth';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useEmailSend } from '../hooks/use-email-send';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { EmailForm } from './email-form';
import { msg, useT } from '../../../lib/i18n';

export function ForgotPasswordPage() {
  usePageMeta('forgot-password', 'Forgot your password?');
  const t = useT();
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState('');
  const emailForm = useEmailSend(forgotPassword.body, (address, onError) => {
    setSent('');
    requestReset.mutate(address, {
      // The server answers the same for every address, so this says nothing about accounts.
      onSuccess: (answer) => setSent(answer.message),
      onError,
    });
  });

  return (
    <AuthPage
      title={msg('Forgot your password?')}
      lead={msg('Enter your email and we will send you a link to choose a new password.')}
    >
      {/* Rendered empty from the start so screen readers announce the message when it arrives. */}
      <p role="status" className="auth-status">
        {sent && t(sent)}
      </p>
      <EmailForm {...emailForm} pending={requestReset.isPending} submitLabel={msg('Send reset link')} />
      <AuthLinks links={[{ to: paths.login, label: msg('Back to log in') }]} />
    </AuthPage>
  );
}
