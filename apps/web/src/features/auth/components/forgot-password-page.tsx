import { useState } from 'react';
import { forgotPassword } from '@mvno/contracts/api/auth';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { useLoginEmail } from '../hooks/use-login-email';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
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
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <FormField form={form} name="email" label={msg('Email')} type="email" autoComplete="email" required />
        <div className="auth-actions">
          <Button type="submit" loading={requestReset.isPending}>
            {t('Send reset link')}
          </Button>
        </div>
      </form>
      <AuthLinks links={[{ to: paths.login, label: msg('Back to log in') }]} />
    </AuthPage>
  );
}
