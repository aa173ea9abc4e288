import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { requestLoginCode } from '@mvno/contracts/api/auth';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/content/use-page-meta';
import { useSendLoginCode } from '../api/request-login-code';
import { useLoginEmail } from '../hooks/use-login-email';
import type { CodeSentState } from '../lib/code-sent-state';
import { toReturnState } from '../lib/return-state';
import { showServerErrors } from '../lib/server-errors';
import { AuthLinks } from './auth-links';
import { AuthPage } from './auth-page';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';

export function LoginWithoutPasswordPage() {
  usePageMeta('login-without-password', 'Log in with a code');
  const [email, saveEmail] = useLoginEmail();
  const navigate = useNavigate();
  const returnState = toReturnState(useLocation().state);
  const sendCode = useSendLoginCode();
  const [alert, setAlert] = useState<string>();
  const form = useForm({
    resolver: zodResolver(requestLoginCode.body),
    defaultValues: { email },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(({ email: address }) => {
    setAlert(undefined);
    saveEmail(address);
    sendCode.mutate(address, {
      onSuccess: () => {
        // The code page starts its resend wait from the moment of this send.
        const state: CodeSentState = { ...returnState, codeSentAt: Date.now() };
        void navigate(paths.otpLogin, { state });
      },
      onError: (error) => setAlert(showServerErrors(error, form.setError, ['email'])),
    });
  });

  return (
    <AuthPage
      title="Log in with a code"
      lead="We will email you a 6-digit code. Enter it on the next page to log in."
    >
      <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={alert} />
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
        <div className="auth-actions">
          <Button type="submit" loading={sendCode.isPending}>
            Send code
          </Button>
        </div>
      </form>
      <AuthLinks
        links={[
          { to: paths.loginWithPassword, label: 'Use my password instead' },
          { to: paths.register, label: 'Create an account' },
        ]}
      />
    </AuthPage>
  );
}
