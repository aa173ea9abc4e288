import { useState } from 'react';
import { forgotPassword } from '@mvno/contracts/api/auth';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useLoginEmail } from '../hooks/use-login-email';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { EmailForm } from './email-form';
import { msg, useT } from '../../../lib/i18n';

export function ForgotPasswordPage() {
  usePageMeta('forgot-password', 'Forgot your password?');
  const t = useT();
  const [email, saveEmail] = useLoginEmail();
  const requestReset = useRequestPasswordReset();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState('');
  const form = useSchemaForm(forgotPassword.body, { email });

  const onSubmit = form.handleSubmit(({ email: address }) => {
    setAlert(undefined);
    setSent('');
    saveEmail(address);
    requestReset.mutate(address, {
      // The server answers the same for every address, so this says nothing about accounts.
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => setAlert(applyServerErrors(error, form.setError, ['email'])),
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
      <EmailForm
        form={form}
        onSubmit={onSubmit}
        alert={alert}
        pending={requestReset.isPending}
        submitLabel={msg('Send reset link')}
      />
      <AuthLinks links={[{ to: paths.login, label: msg('Back to log in') }]} />
    </AuthPage>
  );
}
