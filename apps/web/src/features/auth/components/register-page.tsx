import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { zRegisterBody } from '@mvno/contracts/api/auth';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/store';
import { usePageMeta } from '../../../lib/content/use-page-meta';
import { useRegisterAccount } from '../api/register-account';
import type { RegisterInput } from '../api/register-account';
import { useLoginEmail } from '../hooks/use-login-email';
import { toReturnState } from '../lib/return-state';
import { showServerErrors } from '../lib/server-errors';
import { useStartSession } from '../lib/start-session';
import { AuthPage } from './auth-page';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

const FIELDS = ['firstName', 'lastName', 'email', 'regPassword', 'confirmRegPassword'] as const;

export function RegisterPage() {
  usePageMeta('register', 'Create your account');
  const [email, saveEmail] = useLoginEmail();
  const returnState = toReturnState(useLocation().state);
  const notify = useAppStore((s) => s.notify);
  const startSession = useStartSession();
  const registerAccount = useRegisterAccount();
  const [alert, setAlert] = useState<string>();
  // The same schema the server checks, so both sides give the SPEC §8 messages.
  const form = useForm<RegisterInput>({
    resolver: zodResolver(zRegisterBody),
    defaultValues: { firstName: '', lastName: '', email, regPassword: '', confirmRegPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit((values) => {
    setAlert(undefined);
    registerAccount.mutate(values, {
      onSuccess: (session) => {
        saveEmail(session.user.email);
        notify({ message: `Welcome, ${session.user.firstName}! Your account is ready.` });
        startSession(session);
      },
      onError: (error) => setAlert(showServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <AuthPage title="Create your account">
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <FormField
          form={form}
          name="firstName"
          label="First name"
          fieldName="firstName"
          autoComplete="given-name"
          required
        />
        <FormField
          form={form}
          name="lastName"
          label="Last name"
          fieldName="lastName"
          autoComplete="family-name"
          required
        />
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <FormField
          form={form}
          name="regPassword"
          label="Password"
          password
          autoComplete="new-password"
          required
        />
        <FormField
          form={form}
          name="confirmRegPassword"
          label="Confirm password"
          password
          autoComplete="new-password"
          required
        />
        <p className="auth-hint">
          At least 6 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$.%^&amp;*
        </p>
        <div className="auth-actions">
          <Button type="submit" loading={registerAccount.isPending}>
            Create account
          </Button>
        </div>
      </form>
      <ul className="auth-links">
        <li>
          Already have an account?{' '}
          <Link to={paths.login} state={returnState}>
            Log in
          </Link>
        </li>
      </ul>
    </AuthPage>
  );
}
