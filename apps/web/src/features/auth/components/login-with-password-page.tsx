import { useState } from 'react';
import { loginWithPassword } from '@mvno/contracts/api/auth';
import { FormAlert } from '../../../components/form/form-alert';
import { EmailField, FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useLogInWithPassword, type PasswordLoginInput } from '../api/login-with-password';
import { useLoginEmail } from '../hooks/use-login-email';
import { isSecondStepRequired } from '../lib/second-step';
import { useStartSession } from '../lib/start-session';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { SecondStepForm } from './second-step-form';
import { msg, useT } from '../../../lib/i18n';

export function LoginWithPasswordPage() {
  usePageMeta('login-with-password', 'Log in with your password');
  const t = useT();
  const [email, saveEmail] = useLoginEmail();
  const startSession = useStartSession();
  const login = useLogInWithPassword();
  const [alert, setAlert] = useState<string>();
  // A right password with the authenticator app on: kept here to send again with the app's code.
  const [firstStep, setFirstStep] = useState<PasswordLoginInput>();
  // The same schema the server checks the body with.
  const form = useSchemaForm(loginWithPassword.body, { email, password: '' });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(undefined);
    saveEmail(values.email);
    login.mutate(values, {
      onSuccess: (session) => startSession(session),
      onError: (error) => {
        if (isSecondStepRequired(error)) setFirstStep(values);
        else setAlert(applyServerErrors(error, form.setError, ['email', 'password']));
      },
    });
  });

  if (firstStep)
    return (
      <AuthPage title={msg('Log in with your password')}>
        <SecondStepForm
          pending={login.isPending}
          logIn={async (totpCode) => startSession(await login.mutateAsync({ ...firstStep, totpCode }))}
          onBack={() => setFirstStep(undefined)}
        />
      </AuthPage>
    );

  return (
    <AuthPage title={msg('Log in with your password')}>
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <EmailField form={form} name="email" label={msg('Email')} required />
        <FormField
          form={form}
          name="password"
          label={msg('Password')}
          password
          autoComplete="current-password"
          required
        />
        <div className="auth-actions">
          <Button type="submit" loading={login.isPending}>
            {t('Log in')}
          </Button>
        </div>
      </form>
      <AuthLinks
        links={[
          { to: paths.loginWithoutPassword, label: msg('Email me a code instead') },
          { to: paths.forgotPassword, label: msg('Forgot your password?') },
          { to: paths.register, label: msg('Create an account') },
        ]}
      />
    </AuthPage>
  );
}
